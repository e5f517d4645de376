import { useTranslation } from 'react-i18next';
import { EmptyState } from '../components/empty-state';
import { PageHeader } from '../components/page-header';
import { RecentEngines, useRecentEngines } from '../features/recent/recent-list';
import { useHydrated } from '../hooks/use-hydrated';
import { engineRoute } from './engine.route';
import '../i18n/lazy-english';

/** The engines last opened on this device (for this account), each a link, and "Clear"; only the browser knows them. */
export function Page() {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const { entries } = useRecentEngines();
  return (
    <div className="page page--narrow">
      <PageHeader title={t('recent.title')} />
      {!hydrated ? null : entries.length === 0 ? (
        <EmptyState title={t('recent.none')} />
      ) : (
        <RecentEngines heading={false} target={(entry) => engineRoute.target(entry)} />
      )}
    </div>
  );
}
