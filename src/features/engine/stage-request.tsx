import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import type { Stage } from '../../../contract/schemas';
import { useApp } from '../../core/app-context';
import { hostPath } from '../../embed/host-bridge';
import { stageLabel } from '../dyno/stage-table';
import { canRequest, EnquiryButton } from '../enquiry/enquiry-button';
import { useWorkshop } from '../pricing/profile';
import type { Pricing, PriceView } from '../pricing/use-pricing';
import type { EngineVehicle } from './vehicle';

/**
 * "Request this remap" for each stage's row, when the server forwards requests or the workshop
 * can be called or mailed; otherwise none.
 */
export function useStageRequest(
  { vehicle, label }: EngineVehicle,
  stages: Stage[],
  pricing: Pricing | null,
): ((stage: Stage, index: number) => ReactNode) | undefined {
  const { t } = useTranslation();
  const location = useLocation();
  const { config } = useApp();
  const workshopContact = useWorkshop()?.contact ?? null;
  if (!canRequest(config.enquiry, workshopContact)) return undefined;
  return (stage, index) => (
    <EnquiryButton
      target={{
        vehicle,
        stage: { id: stage.id ?? null, number: stage.stage_number },
        price: enquiryPrice(pricing?.stage(stage.stage_number) ?? null, pricing?.currency),
        stageLabel: stageLabel(stages, index, t),
        vehicleLabel: label,
      }}
      contact={workshopContact}
      path={hostPath(location.pathname, location.search)}
    />
  );
}

/** The price shown beside a stage, as a request carries it: its text, and the amount when it is one. */
function enquiryPrice(view: PriceView | null, currency: string | undefined) {
  if (!view) return null;
  return typeof view.match.price === 'number' && currency ? { text: view.text, amount: view.match.price, currency } : { text: view.text };
}
