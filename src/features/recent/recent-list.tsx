import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { urls } from '../../../contract/urls';
import { CatalogueLink, type RouteTarget } from '../../components/catalogue-link';
import { clearRecent, readRecent, useRecent, type RecentEntry } from './recent-store';
import { useRecentAccount } from './remember';
import './recent.css';

/** The account's recently viewed engines, and a way to forget them. */
export function useRecentEngines() {
  const account = useRecentAccount();
  const entries = useRecent(account);
  return { entries, clear: () => (account ? clearRecent(account) : undefined) };
}

export const recentHref = (entry: RecentEntry) => urls.engine.href(entry);

/** For the search box's empty state (src/features/search/search-box.tsx): the list as stored now, and clearing it. */
export { clearRecent, readRecent };

/**
 * "Recently viewed" on the start page: the last engines opened on this device (for this
 * account), each a link, and "Clear". Nothing while the list is empty (and on the server, which
 * cannot know it: the list appears once the page is live). `heading={false}` leaves out the
 * visible heading where the page's own h1 already says it (/recent); the region keeps its name.
 */
export function RecentEngines({ target, heading = true }: { target?: (entry: RecentEntry) => RouteTarget; heading?: boolean }) {
  const { t } = useTranslation();
  const { entries, clear } = useRecentEngines();
  if (entries.length === 0) return null;
  return (
    <section className="recent" {...(heading ? { 'aria-labelledby': 'recent-heading' } : { 'aria-label': t('recent.title') })}>
      <div className="recent__head" data-headless={heading ? undefined : ''}>
        {heading ? <h2 id="recent-heading">{t('recent.title')}</h2> : null}
        <button type="button" className="button button--quiet recent__clear" onClick={clear}>
          {t('recent.clear')}
        </button>
      </div>
      <ul className="recent__list">
        {entries.map((entry) => (
          <li key={entry.engineId}>
            {target ? (
              <CatalogueLink className="recent__link" to={target(entry)}>
                <RecentText entry={entry} />
              </CatalogueLink>
            ) : (
              <Link className="recent__link" to={recentHref(entry)}>
                <RecentText entry={entry} />
              </Link>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

export function RecentText({ entry }: { entry: RecentEntry }) {
  return (
    <>
      <span className="recent__vehicle">{entry.vehicle}</span> <span className="recent__engine">{entry.engine}</span>
    </>
  );
}
