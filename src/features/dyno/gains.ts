/**
 * Gains of a stage over stock. The API gives no ready-made gain: it is stage minus stock,
 * from the headline `performance` figures (never from curve peaks, which can disagree).
 */
export interface Gain {
  absolute: number;
  /** (stage - stock) / stock; null when stock is zero or missing. */
  ratio: number | null;
}

export function gain(stock: number, stage: number): Gain {
  return { absolute: stage - stock, ratio: stock > 0 ? (stage - stock) / stock : null };
}
