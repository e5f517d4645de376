import { useTranslation } from 'react-i18next';

/** Grey shapes where content will be, so nothing jumps when it arrives. */
export function ListSkeleton({ rows = 6 }: { rows?: number }) {
  return (
    <div className="skeleton-list" aria-hidden="true">
      {Array.from({ length: rows }, (_, index) => (
        <div key={index} className="skeleton skeleton-row" />
      ))}
    </div>
  );
}

export function PageSkeleton() {
  const { t } = useTranslation();
  return (
    <div className="page-skeleton" role="status" aria-live="polite">
      <span className="visually-hidden">{t('status.loading')}</span>
      <div className="skeleton skeleton-crumbs" aria-hidden="true" />
      <div className="skeleton skeleton-heading" aria-hidden="true" />
      <ListSkeleton />
    </div>
  );
}

/** The first paint of a deep link, before the page's data and code have arrived. */
export function AppSkeleton() {
  return (
    <div className="app">
      <div className="app-header app-header--skeleton" aria-hidden="true" />
      <main className="main">
        <PageSkeleton />
      </main>
    </div>
  );
}
