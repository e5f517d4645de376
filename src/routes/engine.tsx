import { usePrefetchQuery, useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLoaderData } from 'react-router';
import { engineQuery, generationQuery } from '../api/queries';
import { OriginBadge } from '../components/origin-badge';
import { PageHeader } from '../components/page-header';
import { CompareToggle } from '../features/compare/compare-toggle';
import { CompareTray } from '../features/compare/compare-tray';
import { DynoSection } from '../features/dyno/dyno-section';
import { StageTable } from '../features/dyno/stage-table';
import { UnitSwitcher } from '../features/dyno/unit-switcher';
import { useAnnounceVehicle } from '../features/engine/announce-vehicle';
import { useStageRequest } from '../features/engine/stage-request';
import { EngineUnits, TechnicalData } from '../features/engine/technical-data';
import { TuningDetails } from '../features/engine/tuning-details';
import { useEngineVehicle } from '../features/engine/vehicle';
import { PriceTag } from '../features/pricing/price-tag';
import { printButton, QuoteDetails, QuoteHeader, QuoteVehicle } from '../features/pricing/quote-sheet';
import { useStaffView } from '../features/pricing/staff-view';
import { usePricing } from '../features/pricing/use-pricing';
import { QuoteCustomerLines, QuotePanel } from '../features/quote/quote-panel';
import { useQuote } from '../features/quote/use-quote';
import { WorkshopBand } from '../features/workshop/workshop-band';
import { useRememberEngine } from '../features/recent/remember';
import { usePrinting } from '../hooks/use-printing';
import { useSession } from '../hooks/use-session';
import type { engineRoute } from './engine.route';
import type { RouteData } from './route-kit';
import '../i18n/lazy-english';

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
  const vehicle = useEngineVehicle(engine, generation);
  const quote = useQuote(engine.id, stages);
  // On paper the chart draws stock and the quoted stages; on screen, what the reader chose.
  const printing = usePrinting();
  // Choosing the stages a sheet quotes is the counter's work (staff, per device); a customer's sheet quotes them all.
  const staff = useStaffView();
  useRememberEngine({ ...ids, engine: engine.name, vehicle: vehicle.title });
  const pricing = usePricing(
    { type: ids.typeId, manufacturer: ids.manufacturerId, model: ids.modelId, generation: ids.generationId, engine: ids.engineId },
    vehicle.priceNames,
  );
  const requestStage = useStageRequest(vehicle, stages, pricing);
  useAnnounceVehicle(engine, vehicle, pricing);

  return (
    <div className="page page--engine">
      <QuoteHeader />
      <PageHeader title={engine.name} vehicle={vehicle.title} after={<OriginBadge origin={engine.origin} />} />
      <QuoteVehicle engine={engine} />
      <QuoteCustomerLines customer={quote.customer} />

      <div className="engine-toolbar no-print">
        <UnitSwitcher />
        <div className="engine-toolbar__actions">
          <CompareToggle engine={vehicle.vehicle} />
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
          choice={staff ? quote.choice : undefined}
        />
        {stages.length === 0 ? <p className="empty-line">{t('stages.none')}</p> : null}
        {pricing?.taxNote && stages.length > 0 ? <p className="price-note">{pricing.taxNote}</p> : null}
        <QuotePanel customer={quote.customer} onCustomer={quote.setCustomer} quotedCount={quote.quoted.length} />
      </section>

      {/* Who to call, right under the stages and their prices (and off the phone's first screen, which shows the gains). */}
      <WorkshopBand />
      <section className="section section--chart" aria-labelledby="dyno-heading">
        <h2 id="dyno-heading">{t('dyno.title')}</h2>
        {/* The server draws it as SVG; the interactive chart (recharts) loads when the reader gets to it. */}
        <DynoSection engine={engine} stages={stages} shownStages={printing ? quote.quoted : undefined} />
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
