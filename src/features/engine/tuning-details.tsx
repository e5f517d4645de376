import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { EngineDetail } from '../../../contract/schemas';
import { PriceTag } from '../pricing/price-tag';
import type { Pricing } from '../pricing/use-pricing';
import './engine.css';

/** What a remap of the engine involves: its options (with the workshop's prices), read tools and work methods. */
export function TuningDetails({ engine, pricing }: { engine: EngineDetail; pricing: Pricing | null }) {
  const { t } = useTranslation();
  const tuning = engine.tuning;
  return (
    <div className="section-grid section-grid--three">
      <DetailSection id="options-heading" title={t('tuning.options')} empty={t('tuning.noOptions')}>
        {tuning && tuning.options.length > 0 ? (
          <>
            <dl className="option-list">
              {tuning.options.map((option, index) => {
                const price = pricing?.option(option.name);
                return (
                  <div key={`${option.name}-${index}`}>
                    <dt>
                      {option.name}
                      {price ? <PriceTag view={price} className="option-list__price" /> : null}
                    </dt>
                    {option.description ? <dd>{option.description}</dd> : null}
                  </div>
                );
              })}
            </dl>
            {pricing?.taxNote && tuning.options.some((option) => pricing.option(option.name)) ? <p className="price-note">{pricing.taxNote}</p> : null}
          </>
        ) : null}
      </DetailSection>
      <DetailSection id="tools-heading" title={t('tuning.readTools')} empty={t('tuning.noReadTools')}>
        {tuning && tuning.read_tools.length > 0 ? (
          <ul className="plain-list">
            {tuning.read_tools.map((tool, index) => (
              <li key={`${tool.name}-${index}`}>
                {tool.name}
                {tool.manufacturer ? <span className="muted"> · {tool.manufacturer}</span> : null}
              </li>
            ))}
          </ul>
        ) : null}
      </DetailSection>
      <DetailSection id="methods-heading" title={t('tuning.workMethods')} empty={t('tuning.noWorkMethods')}>
        {tuning && tuning.work_methods.length > 0 ? (
          <ul className="chip-list">
            {tuning.work_methods.map((method, index) => (
              <li key={`${method.name}-${index}`} className="chip">
                {method.name}
              </li>
            ))}
          </ul>
        ) : null}
      </DetailSection>
    </div>
  );
}

/** One of the three sections: its heading, then its list, or a line saying there is none. */
function DetailSection({ id, title, empty, children }: { id: string; title: string; empty: string; children: ReactNode }) {
  return (
    <section className="section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children ?? <p className="empty-line">{empty}</p>}
    </section>
  );
}
