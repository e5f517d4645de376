import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { urls } from '../../../contract/urls';
import { COMPARE_MAX } from './compare-url';
import { clearComparison, removeFromComparison, useComparison } from './selection';
import '../../i18n/lazy-english';
import './compare.css';

/**
 * The engines chosen so far, kept at the bottom of the window on the pages engines are chosen
 * from (a generation's engines, search results, an engine): each with a button to take it out,
 * a link to the comparison, and a button to start again. When a fourth engine is refused, an
 * alert here says why. (Not in the layout: the first page's script has no room for it.)
 */
export function CompareTray() {
  const { t } = useTranslation();
  const { chosen, refused } = useComparison();
  const titleId = useId();
  const tray = useRef<HTMLElement>(null);
  if (chosen.length === 0) return null;
  // The button pressed goes away with its engine: the keyboard's place moves to the next engine's
  // button, or to the link to the comparison (with none left, the tray itself goes).
  const remove = (engineId: number) => {
    removeFromComparison(engineId);
    requestAnimationFrame(() => tray.current?.querySelector<HTMLElement>('.compare-tray__remove, .compare-tray__actions a')?.focus());
  };
  // A plain link, not the compare route's target: the engine page shows this tray and the
  // comparison links back to engine pages, so importing that route here would close an import
  // cycle. The chosen engines' data is in the cache already; only the page's chunk loads on click.
  const href = urls.compare.href(chosen.map((item) => ({ engineId: item.engine.id, generationId: item.generation.id })));
  return (
    <section ref={tray} className="compare-tray no-print" aria-labelledby={titleId}>
      <h2 id={titleId} className="compare-tray__title">
        {t('compare.tray')} <span className="compare-tray__count">{t('compare.trayCount', { count: chosen.length, max: COMPARE_MAX })}</span>
      </h2>
      <ul className="chip-list compare-tray__list">
        {chosen.map((item) => (
          <li key={item.engine.id} className="compare-tray__item">
            <span className="compare-tray__name" title={`${item.manufacturer.name} ${item.model.name} ${item.generation.name} ${item.engine.name}`}>
              {item.model.name} {item.engine.name}
            </span>
            <button
              type="button"
              className="compare-tray__remove"
              aria-label={t('compare.remove', { engine: item.engine.name })}
              onClick={() => remove(item.engine.id)}
            >
              <svg viewBox="0 0 16 16" width="12" height="12" aria-hidden="true" focusable="false">
                <path d="M3.5 3.5l9 9M12.5 3.5l-9 9" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
            </button>
          </li>
        ))}
      </ul>
      <div className="compare-tray__actions">
        <Link className="button button--primary" to={href}>
          {t('compare.open')}
        </Link>
        <button type="button" className="button button--quiet" onClick={clearComparison}>
          {t('compare.clear')}
        </button>
      </div>
      {refused ? (
        <p key={refused.at} className="compare-tray__refused" role="alert">
          {t('compare.full', { max: COMPARE_MAX, engine: refused.engine.engine.name })}
        </p>
      ) : null}
    </section>
  );
}
