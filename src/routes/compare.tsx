import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLoaderData, useNavigate } from 'react-router';
import { isApiError, type ApiError } from '../api/errors';
import { engineQuery, generationQuery } from '../api/queries';
import type { EngineDetail, GenerationDetail } from '../../contract/schemas';
import { urls } from '../../contract/urls';
import { EmptyState } from '../components/empty-state';
import { ErrorState } from '../components/error-state';
import { PageHeader } from '../components/page-header';
import { PageSkeleton } from '../components/skeletons';
import { CompareChart } from '../features/compare/compare-chart';
import { CompareTable, type CompareColumn } from '../features/compare/compare-table';
import { COMPARE_MAX, type CompareProblem } from '../features/compare/compare-url';
import { CopyLinkButton } from '../features/compare/copy-link-button';
import { removeFromComparison, useComparison, type ChosenEngine } from '../features/compare/selection';
import { UnitSwitcher } from '../features/dyno/unit-switcher';
import { useFormat } from '../hooks/use-format';
import { useSession } from '../hooks/use-session';
import '../i18n/lazy-english';
import { engineRoute } from './engine.route';
import type { compareRoute } from './compare.route';
import type { RouteData } from './route-kit';

/** While a query for new keys (another language) loads, the previous answer stays. */
const keepPrevious = <T,>(previous: T | undefined) => previous;

/**
 * Up to three engines side by side: their names, stock and stage figures with gains, and
 * their dyno curves on one chart. What the link asks for comes from the loader, which has
 * already started (and settled) every request; an engine that cannot be shown is said so and
 * the others still show.
 */
export function Page() {
  const { t } = useTranslation();
  const session = useSession();
  const navigate = useNavigate();
  const request = useLoaderData<RouteData<typeof compareRoute>>();
  const { chosen } = useComparison();

  // Not suspense: one unknown engine must not take the others down. One query per place (at
  // most three engines, and as many generations; `useQueries` would add its code to the first
  // page's react-query chunk). After a language switch the previous names stay until the new
  // ones arrive. An engine the loader could not load is not asked again by itself (the server's
  // page and the browser's first render say the same); "Try again" asks.
  const unavailable = new Map((request.unavailable ?? []).map((item) => [item.engineId, item.notFound]));
  const slot = (id: number | undefined) => ({ enabled: id !== undefined && !unavailable.has(id), placeholderData: keepPrevious, retryOnMount: false });
  const [first, second, third] = request.entries;
  const engines = [
    useQuery({ ...engineQuery(session, first?.engineId ?? 0), ...slot(first?.engineId) }),
    useQuery({ ...engineQuery(session, second?.engineId ?? 0), ...slot(second?.engineId) }),
    useQuery({ ...engineQuery(session, third?.engineId ?? 0), ...slot(third?.engineId) }),
  ];
  const [g1, g2, g3] = [...new Set(request.entries.flatMap((entry) => (entry.generationId === null ? [] : [entry.generationId])))];
  const generations = [
    useQuery({ ...generationQuery(session, g1 ?? 0), ...slot(g1) }),
    useQuery({ ...generationQuery(session, g2 ?? 0), ...slot(g2) }),
    useQuery({ ...generationQuery(session, g3 ?? 0), ...slot(g3) }),
  ];
  const generationById = new Map<number, GenerationDetail>();
  for (const query of generations) if (query.data) generationById.set(query.data.id, query.data);

  const columns: CompareColumn[] = [];
  const notFound: number[] = [];
  const failed: { id: number; error: ApiError | null; retrying: boolean; retry: () => void }[] = [];
  let pending = false;
  request.entries.forEach((entry, index) => {
    const query = engines[index]!;
    const id = entry.engineId;
    const error = isApiError(query.error) ? query.error : null;
    if (query.data?.id === id) {
      columns.push({ engine: query.data, vehicle: vehicleOf(query.data, entry.generationId, generationById, chosen) });
    } else if (error ? error.kind === 'not-found' : unavailable.get(id) === true) {
      notFound.push(id);
    } else if (query.isError || unavailable.has(id)) {
      failed.push({ id, error, retrying: query.isFetching, retry: () => void query.refetch() });
    } else {
      pending = true;
    }
  });

  const remove = (engineId: number) => {
    removeFromComparison(engineId);
    const rest = columns.filter((column) => column.engine.id !== engineId);
    void navigate(urls.compare.href(rest.map(linkEntry)), { replace: true });
  };

  const title = t('compare.title');
  if (pending && columns.length === 0) return <PageSkeleton />;

  return (
    <div className="page page--compare">
      <PageHeader title={title} />
      <Problems problems={request.problems} notFound={notFound} />
      {failed.map((item) => (
        <div key={item.id} className="compare-failed">
          <p>{t('compare.failed', { id: item.id })}</p>
          {item.error ? (
            <ErrorState error={item.error} compact onRetry={item.retry} />
          ) : (
            <button type="button" className="button" onClick={item.retry} disabled={item.retrying}>
              {t('actions.retry')}
            </button>
          )}
        </div>
      ))}
      {columns.length === 0 ? (
        <EmptyState title={t('compare.empty')} hint={t('compare.emptyHint')} />
      ) : (
        <>
          <div className="engine-toolbar no-print">
            <UnitSwitcher />
            <CopyLinkButton href={urls.compare.href(columns.map(linkEntry))} />
          </div>
          <section className="section" aria-labelledby="compare-figures-heading">
            <h2 id="compare-figures-heading" className="visually-hidden">
              {t('dyno.figures')}
            </h2>
            <CompareTable
              columns={columns}
              onRemove={remove}
              target={({ vehicle, engine }) =>
                vehicle
                  ? engineRoute.target({
                      typeId: vehicle.type.id,
                      manufacturerId: vehicle.manufacturer.id,
                      modelId: vehicle.model.id,
                      generationId: vehicle.generation.id,
                      engineId: engine.id,
                    })
                  : undefined
              }
            />
            {columns.length < COMPARE_MAX ? <p className="muted compare-more">{t('compare.addMore')}</p> : null}
          </section>
          <section className="section section--chart" aria-labelledby="compare-dyno-heading">
            <h2 id="compare-dyno-heading">{t('dyno.title')}</h2>
            {/* The server draws it as SVG; the interactive chart (recharts) loads when the reader gets to it. */}
            <CompareChart columns={columns} />
          </section>
        </>
      )}
    </div>
  );
}

/**
 * The vehicle an engine belongs to: the generation the link names, if that generation lists
 * the engine; otherwise the engine as it was chosen in this tab; otherwise not known.
 */
function vehicleOf(
  engine: EngineDetail,
  generationId: number | null,
  generations: Map<number, GenerationDetail>,
  chosen: readonly ChosenEngine[],
): CompareColumn['vehicle'] {
  const generation = generationId === null ? undefined : generations.get(generationId);
  if (generation && generation.engines.some((item) => item.id === engine.id)) {
    return { type: generation.type, manufacturer: generation.manufacturer, model: generation.model, generation: { id: generation.id, name: generation.name } };
  }
  const remembered = chosen.find((item) => item.engine.id === engine.id);
  return remembered ? { type: remembered.type, manufacturer: remembered.manufacturer, model: remembered.model, generation: remembered.generation } : null;
}

const linkEntry = (column: CompareColumn) => ({ engineId: column.engine.id, generationId: column.vehicle?.generation.id ?? null });

/** What part of the link could not be used, one line each. */
function Problems({ problems, notFound }: { problems: CompareProblem[]; notFound: number[] }) {
  const { t } = useTranslation();
  const format = useFormat();
  const invalid = problems.flatMap((problem) => (problem.kind === 'invalid' ? [problem.value] : []));
  const lines: string[] = [
    // A link full of garbage gets one line, not hundreds.
    ...invalid.slice(0, 5).map((value) => t('compare.invalid', { value })),
    ...(invalid.length > 5 ? ['…'] : []),
    ...problems.flatMap((problem) => {
      if (problem.kind === 'duplicate') return [t('compare.duplicate', { id: problem.id })];
      if (problem.kind === 'too-many') return [t('compare.tooMany', { max: COMPARE_MAX, ids: format.list(problem.ids.slice(0, 10).map(String)) })];
      return [];
    }),
    ...notFound.map((id) => t('compare.notFound', { id })),
  ];
  if (lines.length === 0) return null;
  return (
    <div className="notice notice--warning" role="alert">
      <p>{t('compare.problems')}</p>
      <ul>
        {lines.map((line, index) => (
          <li key={index}>{line}</li>
        ))}
      </ul>
    </div>
  );
}
