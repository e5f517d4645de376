import { useMemo } from 'react';
import type { EngineDetail, GenerationDetail } from '../../../contract/schemas';

/** Type, make, model, generation and engine, each with its id and name: as the enquiry, the comparison and the host page name it. */
function vehicleOf(engine: EngineDetail, generation: GenerationDetail) {
  const { type, manufacturer, model } = generation;
  return { type, manufacturer, model, generation: { id: generation.id, name: generation.name }, engine: { id: engine.id, name: engine.name } };
}

/** An engine page's vehicle and its names, built once. */
export interface EngineVehicle {
  vehicle: ReturnType<typeof vehicleOf>;
  /** "Audi A4 B5": the line above the engine's name. */
  title: string;
  /** "Audi A4 B5 1.8T 150hp": the vehicle as a request names it. */
  label: string;
  /** The names price rules are written against (pricing/use-pricing.ts). */
  priceNames: { type: string; manufacturer: string; model: string; generation: string };
}

export function useEngineVehicle(engine: EngineDetail, generation: GenerationDetail): EngineVehicle {
  return useMemo(() => {
    const { type, manufacturer, model } = generation;
    const title = `${manufacturer.name} ${model.name} ${generation.name}`;
    return {
      vehicle: vehicleOf(engine, generation),
      title,
      label: `${title} ${engine.name}`,
      priceNames: { type: type.name, manufacturer: manufacturer.name, model: `${manufacturer.name} ${model.name}`, generation: title },
    };
  }, [engine, generation]);
}
