import { useEffect } from 'react';
import { useLocation } from 'react-router';
import type { EngineDetail } from '../../../contract/schemas';
import { hostPath, postToHost, type StagePriceAnnouncement } from '../../embed/host-bridge';
import { gain } from '../dyno/gains';
import type { Pricing } from '../pricing/use-pricing';
import type { EngineVehicle } from './vehicle';

/** The host page of an embedded widget learns which vehicle was picked (its `vtdb:vehicle` event, for its analytics). */
export function useAnnounceVehicle(engine: EngineDetail, { vehicle }: EngineVehicle, pricing: Pricing | null) {
  const location = useLocation();
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
}

/** A stage's price for the host page's `vtdb:vehicle` event. */
function stagePriceAnnouncement(pricing: Pricing | null, stageNumber: number): StagePriceAnnouncement | null {
  const view = pricing?.stage(stageNumber);
  if (!pricing || !view) return null;
  return { amount: typeof view.match.price === 'number' ? view.match.price : null, currency: pricing.currency, text: view.text };
}
