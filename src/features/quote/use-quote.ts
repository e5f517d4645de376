import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Stage } from '../../../contract/schemas';
import { stageKey, type StageChoice } from '../dyno/stage-table';

/** Who the printed quote is for: typed at the counter, printed on the sheet, nothing else. */
export interface QuoteCustomer {
  name: string;
  registration: string;
}

const NOBODY: QuoteCustomer = { name: '', registration: '' };

interface QuoteState {
  engineId: number;
  /** The stages taken off the quote (every stage is on it until the reader unticks it). */
  left: ReadonlySet<string>;
  customer: QuoteCustomer;
}

export interface Quote {
  /** The stages the sheet quotes, as indices into the engine's stages. */
  quoted: number[];
  choice: StageChoice;
  customer: QuoteCustomer;
  setCustomer: (customer: QuoteCustomer) => void;
}

/**
 * What the printed quote of one engine holds: which stages (all by default) and, optionally, the
 * customer's name and registration or VIN. Kept in this page's React state only: never in the
 * URL, never in storage, never in a request; another engine, a reload or leaving the page starts
 * a new, empty quote.
 */
export function useQuote(engineId: number, stages: Stage[]): Quote {
  const { t } = useTranslation();
  const [state, setState] = useState<QuoteState>(() => ({ engineId, left: new Set(), customer: NOBODY }));
  // The same page component shows the next engine: its quote starts afresh.
  const current = state.engineId === engineId ? state : { engineId, left: new Set<string>(), customer: NOBODY };
  if (current !== state) setState(current);
  return {
    quoted: stages.flatMap((stage, index) => (current.left.has(stageKey(stage, index)) ? [] : [index])),
    choice: {
      header: t('quote.column'),
      label: (stage) => t('quote.include', { stage }),
      isChosen: (stage, index) => !current.left.has(stageKey(stage, index)),
      onToggle: (stage, index) => {
        const key = stageKey(stage, index);
        setState((previous) => {
          const left = new Set(previous.left);
          if (left.has(key)) left.delete(key);
          else left.add(key);
          return { ...previous, left };
        });
      },
    },
    customer: current.customer,
    setCustomer: (customer) => setState((previous) => ({ ...previous, customer })),
  };
}
