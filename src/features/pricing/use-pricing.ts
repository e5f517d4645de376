import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ON_REQUEST, type Price, type PriceScope } from '../../../contract/workshop';
import { useApp } from '../../core/app-context';
import { currencyFormat, useFormat } from '../../hooks/use-format';
import { localized, usePriceProfile } from './profile';
import { indexPrices, optionPrice, stagePrice, type PriceMatch, type VehicleIds } from '../../../contract/prices';
import '../../i18n/lazy-english';

/** A price as the page shows it: its text in the interface's language and the rule that picked it. */
export interface PriceView {
  /** "1.234,00 €" (de), "€1,234.00" (en), or "On request". */
  text: string;
  /** "Price for Audi": which record's rule gave the price. */
  rule: string;
  match: PriceMatch;
}

export interface Pricing {
  stage: (stageNumber: number) => PriceView | null;
  option: (name: string) => PriceView | null;
  taxNote: string | undefined;
  currency: string;
}

/** The names of the records an engine belongs to, for "From your price list, for …". */
export type VehicleNames = Record<Exclude<PriceScope, 'engine'>, string>;

/**
 * The workshop's prices for one engine (null without a profile): stage and option prices
 * resolved by the most specific rule (resolve.ts), formatted per language with Intl.
 */
export function usePricing(vehicle: VehicleIds, names: VehicleNames): Pricing | null {
  const { t } = useTranslation();
  const { language } = useApp();
  const { locale } = useFormat();
  const profile = usePriceProfile();
  const index = useMemo(() => (profile ? indexPrices(profile.prices) : null), [profile]);
  const { type, manufacturer, model, generation, engine } = vehicle;
  const { type: typeName, manufacturer: manufacturerName, model: modelName, generation: generationName } = names;

  return useMemo(() => {
    if (!profile || !index) return null;
    const ids: VehicleIds = { type, manufacturer, model, generation, engine };
    const money = currencyFormat(locale, profile.currency);
    const text = (price: Price) => (price === ON_REQUEST ? t('pricing.onRequest') : money(price));
    const recordNames: VehicleNames = { type: typeName, manufacturer: manufacturerName, model: modelName, generation: generationName };
    const rule = (match: PriceMatch) => {
      if (match.scope === 'engine') return t('pricing.ruleEngine');
      if (match.scope === 'type') return t('pricing.ruleType', { name: typeName });
      return t('pricing.ruleFor', { name: recordNames[match.scope] });
    };
    const view = (match: PriceMatch | null): PriceView | null => (match ? { text: text(match.price), rule: rule(match), match } : null);
    return {
      stage: (stageNumber) => view(stagePrice(index, ids, stageNumber)),
      option: (name) => view(optionPrice(index, ids, name)),
      taxNote: localized(profile.taxNote, language),
      currency: profile.currency,
    };
  }, [profile, index, language, locale, t, type, manufacturer, model, generation, engine, typeName, manufacturerName, modelName, generationName]);
}
