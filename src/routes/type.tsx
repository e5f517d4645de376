import { usePrefetchInfiniteQuery, useSuspenseInfiniteQuery, useSuspenseQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoaderData, useNavigate } from 'react-router';
import { isApiError } from '../api/errors';
import { manufacturersQuery, typesQuery } from '../api/queries';
import type { Manufacturer } from '../../contract/schemas';
import { CatalogueLink } from '../components/catalogue-link';
import { EmptyState } from '../components/empty-state';
import { ErrorState } from '../components/error-state';
import { FilterInput, matchesFilter } from '../components/filter-input';
import { OriginBadge } from '../components/origin-badge';
import { PageHeader } from '../components/page-header';
import { SafeImage } from '../components/safe-image';
import { ListSkeleton } from '../components/skeletons';
import { useInView } from '../hooks/use-in-view';
import { useSession } from '../hooks/use-session';
import { themedLogo, useResolvedTheme } from '../hooks/use-theme';
import { manufacturerRoute } from './manufacturer.route';
import type { RouteData } from './route-kit';
import type { typeRoute } from './type.route';
import '../i18n/lazy-english';
import '../features/catalogue/catalogue.css';

/**
 * Manufacturers of one vehicle type. The API pages them with a cursor: the next page loads as
 * the end of the list comes into view (or with the button), and a filter first loads them all,
 * so it never silently searches only the first page.
 */
export function Page() {
  const { t } = useTranslation();
  const session = useSession();
  const { typeId } = useLoaderData<RouteData<typeof typeRoute>>();
  // Both start now, not one after the other (a language or account switch re-fetches in place).
  usePrefetchInfiniteQuery(manufacturersQuery(session, typeId));
  const { data: types } = useSuspenseQuery(typesQuery(session));
  const type = types.find((item) => item.id === typeId);
  const query = useSuspenseInfiniteQuery(manufacturersQuery(session, typeId));
  const { hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage, error } = query;
  const manufacturers = query.data.pages.flatMap((page) => page.items);
  const [filter, setFilter] = useState('');
  const theme = useResolvedTheme();
  const navigate = useNavigate();

  const loadMore = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage && !isFetchNextPageError) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage]);

  // A filter looks at every manufacturer, so it first loads the pages not yet seen.
  useEffect(() => {
    if (filter.trim()) loadMore();
  }, [filter, loadMore]);

  const sentinel = useRef<HTMLDivElement>(null);
  useInView(sentinel, loadMore, { enabled: hasNextPage && !isFetchNextPageError });

  const shown = manufacturers.filter((item) => matchesFilter(item.name, filter));
  const title = type?.name ?? t('manufacturers.title');
  const status = filter.trim()
    ? t('manufacturers.filtered', { count: shown.length, total: manufacturers.length })
    : t('manufacturers.count', { count: manufacturers.length });

  return (
    <div className="page">
      <PageHeader title={title}>
        <p className="page-intro">{t('manufacturers.intro')}</p>
      </PageHeader>
      {manufacturers.length === 0 && !hasNextPage ? (
        <EmptyState title={t('manufacturers.empty')} />
      ) : (
        <>
          <FilterInput
            label={t('manufacturers.filter')}
            value={filter}
            onChange={setFilter}
            status={status}
            onEnter={() => {
              if (filter.trim() && shown.length === 1 && !hasNextPage) navigate(manufacturerRoute.href({ typeId, manufacturerId: shown[0]!.id }));
            }}
          />
          {shown.length === 0 && !hasNextPage ? (
            <EmptyState title={t('filter.noMatch', { filter: filter.trim() })} hint={t('filter.hint')} />
          ) : (
            <ul className="card-grid card-grid--logos" aria-label={t('manufacturers.listLabel', { type: title })}>
              {shown.map((manufacturer) => (
                <li key={manufacturer.id}>
                  <ManufacturerCard manufacturer={manufacturer} typeId={typeId} dark={theme === 'dark'} />
                </li>
              ))}
            </ul>
          )}
          <div ref={sentinel} className="list-end">
            {isFetchingNextPage ? <ListSkeleton rows={2} /> : null}
            {isFetchNextPageError && isApiError(error) ? <ErrorState error={error} compact onRetry={() => void fetchNextPage()} /> : null}
            {hasNextPage && !isFetchingNextPage && !isFetchNextPageError ? (
              <button type="button" className="button button--quiet" onClick={loadMore}>
                {t('actions.loadMore')}
              </button>
            ) : null}
            {/* While filtering, the filter's own count is the one count. */}
            {!hasNextPage && manufacturers.length > 0 && !filter.trim() ? (
              <p className="list-end__done">{t('manufacturers.allLoaded', { count: manufacturers.length })}</p>
            ) : null}
          </div>
        </>
      )}
    </div>
  );
}

function ManufacturerCard({ manufacturer, typeId, dark }: { manufacturer: Manufacturer; typeId: number; dark: boolean }) {
  const logo = themedLogo(manufacturer, dark ? 'dark' : 'light');
  return (
    <CatalogueLink className="card card--logo" to={manufacturerRoute.target({ typeId, manufacturerId: manufacturer.id })}>
      <SafeImage src={logo} width={56} height={56} placeholder="logo" className="card__logo" />
      <span className="card__title">{manufacturer.name}</span>
      <OriginBadge origin={manufacturer.origin} />
    </CatalogueLink>
  );
}
