import { useInfiniteQuery } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { isApiError } from '../api/errors';
import { searchQuery } from '../api/queries';
import type { SearchResult } from '../../contract/schemas';
import { CatalogueLink } from '../components/catalogue-link';
import { EmptyState } from '../components/empty-state';
import { ErrorState } from '../components/error-state';
import { PageHeader } from '../components/page-header';
import { CompareToggle } from '../features/compare/compare-toggle';
import { CompareTray } from '../features/compare/compare-tray';
import { ListSkeleton } from '../components/skeletons';
import { VirtualList } from '../components/virtual-list';
import { Highlight } from '../features/search/highlight';
import { NearestOffers } from '../features/search/nearest-offers';
import { normaliseQuery, queryProblem } from '../features/search/validate';
import { useFormat } from '../hooks/use-format';
import { useInView } from '../hooks/use-in-view';
import { useSession } from '../hooks/use-session';
import { engineRoute } from './engine.route';
import '../i18n/lazy-english';
import '../features/catalogue/catalogue.css';

/** A hit's height: one line of title and one of path, or (narrow screens) up to two of each. */
const ROW_HEIGHT = 72;
const NARROW_ROW_HEIGHT = 112;

/**
 * Search results for the URL's `q`: the first page without a cursor, each next page with the
 * previous `next_cursor` as the end of the list comes into view, until `has_more` is false.
 * The list is virtualised, so thousands of hits keep a few dozen rows mounted. Results are
 * cached per language and query: coming back restores the list and its scroll position.
 */
export function Page() {
  const { t } = useTranslation();
  const format = useFormat();
  const session = useSession();
  const [params] = useSearchParams();
  const raw = params.get('q') ?? '';
  const query = normaliseQuery(raw);
  const problem = queryProblem(raw);

  const search = useInfiniteQuery({ ...searchQuery(session, query), enabled: problem === null });
  const { data, error, hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = search;
  const results = data?.pages.flatMap((page) => page.results) ?? [];
  const total = data?.pages[0]?.total ?? 0;
  const rateLimitedUntil = session.client.rateLimitedUntil;

  // The next page loads as the end of the list comes within a screen or so of the viewport (the
  // top-level one, so this works inside an embedding page too).
  const loadMore = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage && !isFetchNextPageError && !session.client.rateLimitedUntil) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage, session.client]);
  const end = useRef<HTMLDivElement>(null);
  useInView(end, loadMore, { enabled: results.length > 0 && Boolean(hasNextPage) && !isFetchNextPageError, margin: '1200px' });

  const title = problem === null ? t('search.titleFor', { query }) : t('search.title');

  let content;
  if (problem === 'empty') {
    content = <EmptyState title={t('searchPage.prompt')} hint={t('searchPage.promptHint')} />;
  } else if (problem !== null) {
    content = (
      <p className="notice notice--warning" role="alert">
        {t(`search.problem.${problem}`)}
      </p>
    );
  } else if (search.isPending) {
    content = (
      <div role="status">
        <p className="search-status">{t('searchPage.searching', { query })}</p>
        <ListSkeleton rows={8} />
      </div>
    );
  } else if (search.isError && results.length === 0) {
    content = isApiError(error) ? <ErrorState error={error} onRetry={() => void search.refetch()} /> : null;
  } else if (total === 0 && results.length === 0) {
    content = (
      <EmptyState title={t('searchPage.noHits', { query })} hint={t('searchPage.noHitsHint')}>
        <NearestOffers query={query} target={hitTarget} />
      </EmptyState>
    );
  } else {
    content = (
      <>
        <p className="search-status" role="status">
          {t('searchPage.count', { count: total, formatted: format.integer(total), query })}
        </p>
        <div id="search-results">
          <VirtualList
            items={results}
            getKey={(hit) => hit.engine.id}
            rowHeight={ROW_HEIGHT}
            narrowRowHeight={NARROW_ROW_HEIGHT}
            threshold={0}
            className="row-list row-list--hits"
            label={t('searchPage.resultsLabel', { query })}
            renderRow={(hit) => <Hit hit={hit} query={query} />}
          />
        </div>
        <div className="list-end" ref={end}>
          {isFetchingNextPage ? <ListSkeleton rows={2} /> : null}
          {isFetchNextPageError && isApiError(error) ? (
            <ErrorState error={error} compact onRetry={() => void fetchNextPage()} />
          ) : rateLimitedUntil && hasNextPage ? (
            <p className="notice notice--warning">{t('searchPage.pausedUntil', { time: format.time(rateLimitedUntil) })}</p>
          ) : null}
          {!hasNextPage ? (
            <p className="list-end__done">{t('searchPage.allShown', { count: results.length, formatted: format.integer(results.length) })}</p>
          ) : null}
        </div>
      </>
    );
  }

  return (
    <div className="page">
      <PageHeader title={title} />
      {content}
      <CompareTray />
    </div>
  );
}

/** A hit's engine page. */
function hitTarget(hit: SearchResult) {
  return engineRoute.target({
    typeId: hit.type.id,
    manufacturerId: hit.manufacturer.id,
    modelId: hit.model.id,
    generationId: hit.generation.id,
    engineId: hit.engine.id,
  });
}

function Hit({ hit, query }: { hit: SearchResult; query: string }) {
  return (
    <div className="hit-with-toggle">
      <CatalogueLink className="row row--hit" to={hitTarget(hit)}>
        <span className="row__title">
          <Highlight text={`${hit.manufacturer.name} ${hit.model.name} ${hit.engine.name}`} query={query} />
        </span>
        <span className="row__path">{[hit.type.name, hit.manufacturer.name, hit.model.name, hit.generation.name].join(' › ')}</span>
      </CatalogueLink>
      <CompareToggle named engine={hit} />
    </div>
  );
}
