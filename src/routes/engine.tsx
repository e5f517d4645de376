import { usePrefetchQuery, useSuspenseQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoaderData, useLocation } from 'react-router';
import { engineQuery, generationQuery } from '../api/queries';
import type { Stage } from '../../contract/schemas';
import { OriginBadge } from '../components/origin-badge';
import { hostPath, postToHost, type StagePriceAnnouncement } from '../embed/host-bridge';
import { PageHeader } from '../components/page-header';
import { EngineUnits, TechnicalData } from '../features/engine/technical-data';
import { TuningDetails } from '../features/engine/tuning-details';
import { CompareToggle } from '../features/compare/compare-toggle';
import { CompareTray } from '../features/compare/compare-tray';
import { ChartSkeleton } from '../features/dyno/chart-skeleton';
import { gain } from '../features/dyno/gains';
import { StageTable, stageLabel } from '../features/dyno/stage-table';
import { canRequest, EnquiryButton } from '../features/enquiry/enquiry-button';
import { useApp } from '../core/app-context';
import { UnitSwitcher } from '../features/dyno/unit-switcher';
import { PriceTag } from '../features/pricing/price-tag';
import { printButton, QuoteDetails, QuoteHeader, QuoteVehicle } from '../features/pricing/quote-sheet';
import { useWorkshop } from '../features/pricing/profile';
import { usePricing, type Pricing, type PriceView } from '../features/pricing/use-pricing';
import { QuoteCustomerLines, QuotePanel } from '../features/quote/quote-panel';
import { useQuote } from '../features/quote/use-quote';
import { WorkshopBand } from '../features/workshop/workshop-band';
import { useRememberEngine } from '../features/recent/recent-list';
import { useHydrated } from '../hooks/use-hydrated';
import { usePrinting } from '../hooks/use-printing';
import { useSession } from '../hooks/use-session';
import type { engineRoute } from './engine.route';
import type { RouteData } from './route-kit';
import '../i18n/lazy-english';

/** The chart (recharts and d3) is its own chunk, loaded only here. */
const DynoSection = lazy(() => import('../features/dyno/dyno-section').then((module) => ({ default: module.DynoSection })));

/** Everything an engine record carries: figures, technical data, units, stages, chart, tuning. */
export function Page() {
  const { t } = useTranslation();
  const session = useSession();
  const ids = useLoaderData<RouteData<typeof engineRoute>>();
  // Both start now: the second suspense hook would otherwise ask only after the first answered
  // (the route loader covers navigation; this covers a language or account switch in place).
  usePrefetchQuery(generationQuery(session, ids.generationId));
  const { data: engine } = useSuspenseQuery(engineQuery(session, ids.engineId));
  const { data: generation } = useSuspenseQuery(generationQuery(session, ids.generationId));
  const stages = engine.tuning?.stages ?? [];
  const quote = useQuote(engine.id, stages);
  // On paper the chart draws stock and the quoted stages; on screen, what the reader chose.
  const printing = usePrinting();
  const location = useLocation();
  const hydrated = useHydrated();
  const { manufacturer, model } = generation;
  // The vehicle as the enquiry, the comparison and the host page name it: built once.
  const vehicle = useMemo(
    () => ({
      type: generation.type,
      manufacturer: generation.manufacturer,
      model: generation.model,
      generation: { id: generation.id, name: generation.name },
      engine: { id: engine.id, name: engine.name },
    }),
    [engine, generation],
  );
  useRememberEngine({
    ...ids,
    engine: engine.name,
    vehicle: `${manufacturer.name} ${model.name} ${generation.name}`,
  });
  const pricing = usePricing(
    { type: ids.typeId, manufacturer: ids.manufacturerId, model: ids.modelId, generation: ids.generationId, engine: ids.engineId },
    {
      type: generation.type.name,
      manufacturer: manufacturer.name,
      model: `${manufacturer.name} ${model.name}`,
      generation: `${manufacturer.name} ${model.name} ${generation.name}`,
    },
  );
  const { config } = useApp();
  const workshopContact = useWorkshop()?.contact ?? null;
  // "Request this remap" on each stage, when the server forwards requests or the workshop can be called or mailed.
  const requestStage = canRequest(config.enquiry, workshopContact)
    ? (stage: Stage, index: number) => (
        <EnquiryButton
          target={{
            vehicle,
            stage: { id: stage.id ?? null, number: stage.stage_number },
            price: enquiryPrice(pricing?.stage(stage.stage_number) ?? null, pricing?.currency),
            stageLabel: stageLabel(stages, index, t),
            vehicleLabel: `${generation.manufacturer.name} ${generation.model.name} ${generation.name} ${engine.name}`,
          }}
          contact={workshopContact}
          path={hostPath(location.pathname, location.search)}
        />
      )
    : undefined;

  // The host page of an embedded widget learns which vehicle was picked (for its analytics).
  useEffect(() => {
    postToHost({
      type: 'vehicle',
      vehicle: {
        path: hostPath(location.pathname, location.search),
        ...vehicle,
        stock: { power: engine.performance.power, torque: engine.performance.torque },
        stages: (engine.tuning?.stages ?? []).map((stage) => ({
          id: stage.id ?? null,
          stage_number: stage.stage_number,
          power: stage.performance.power,
          torque: stage.performance.torque,
          power_gain: gain(engine.performance.power, stage.performance.power).absolute,
          torque_gain: gain(engine.performance.torque, stage.performance.torque).absolute,
          price: stagePriceAnnouncement(pricing, stage.stage_number),
        })),
      },
    });
  }, [engine, vehicle, location.pathname, location.search, pricing]);

  return (
    <div className="page page--engine">
      <QuoteHeader />
      <WorkshopBand />
      <PageHeader
        title={engine.name}
        vehicle={`${generation.manufacturer.name} ${generation.model.name} ${generation.name}`}

        after={<OriginBadge origin={engine.origin} />}
      />
      <QuoteVehicle engine={engine} />
      <QuoteCustomerLines customer={quote.customer} />

      <div className="engine-toolbar no-print">
        <UnitSwitcher />
        <div className="engine-toolbar__actions">
          <CompareToggle engine={vehicle} />
          <button type="button" className="button button--quiet" {...printButton}>
            {t('engine.print')}
          </button>
        </div>
      </div>

      {/* Stock and the stages first: their gains are what a customer came for. */}
      <section className="section" aria-labelledby="stages-heading">
        <h2 id="stages-heading">{t('stages.title')}</h2>
        <StageTable
          engine={engine}
          stages={stages}
          price={
            pricing
              ? {
                  header: t('pricing.price'),
                  cell: (stage) => {
                    const view = pricing.stage(stage.stage_number);
                    return view ? <PriceTag view={view} /> : <span className="muted">—</span>;
                  },
                }
              : undefined
          }
          action={requestStage ? { header: t('enquiry.column'), hiddenHeader: true, cell: requestStage } : undefined}
          choice={quote.choice}
        />
        {stages.length === 0 ? <p className="empty-line">{t('stages.none')}</p> : null}
        {pricing?.taxNote && stages.length > 0 ? <p className="price-note">{pricing.taxNote}</p> : null}
        <QuotePanel customer={quote.customer} onCustomer={quote.setCustomer} quotedCount={quote.quoted.length} />
      </section>

      <section className="section section--chart" aria-labelledby="dyno-heading">
        <h2 id="dyno-heading">{t('dyno.title')}</h2>
        {/* Drawn in the browser only (it measures its box); the server's page has its skeleton. */}
        {hydrated ? (
          <Suspense fallback={<ChartSkeleton />}>
            <DynoSection engine={engine} stages={stages} shownStages={printing ? quote.quoted : undefined} />
          </Suspense>
        ) : (
          <ChartSkeleton />
        )}
      </section>

      <div className="section-grid">
        <TechnicalData engine={engine} />
        <EngineUnits engine={engine} />
      </div>

      <TuningDetails engine={engine} pricing={pricing} />
      <QuoteDetails engine={engine} pricing={pricing} />
      <CompareTray />
    </div>
  );
}

/** A stage's price for the host page's `vtdb:vehicle` event. */
function stagePriceAnnouncement(pricing: Pricing | null, stageNumber: number): StagePriceAnnouncement | null {
  const view = pricing?.stage(stageNumber);
  if (!pricing || !view) return null;
  return { amount: typeof view.match.price === 'number' ? view.match.price : null, currency: pricing.currency, text: view.text };
}

/** The price shown beside a stage, as a request carries it: its text, and the amount when it is one. */
function enquiryPrice(view: PriceView | null, currency: string | undefined) {
  if (!view) return null;
  return typeof view.match.price === 'number' && currency ? { text: view.text, amount: view.match.price, currency } : { text: view.text };
}
