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
      <section className="section" aria-labelledby="options-heading">
        <h2 id="options-heading">{t('tuning.options')}</h2>
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
        ) : (
          <p className="empty-line">{t('tuning.noOptions')}</p>
        )}
      </section>
      <section className="section" aria-labelledby="tools-heading">
        <h2 id="tools-heading">{t('tuning.readTools')}</h2>
        {tuning && tuning.read_tools.length > 0 ? (
          <ul className="plain-list">
            {tuning.read_tools.map((tool, index) => (
              <li key={`${tool.name}-${index}`}>
                {tool.name}
                {tool.manufacturer ? <span className="muted"> · {tool.manufacturer}</span> : null}
              </li>
            ))}
          </ul>
        ) : (
          <p className="empty-line">{t('tuning.noReadTools')}</p>
        )}
      </section>
      <section className="section" aria-labelledby="methods-heading">
        <h2 id="methods-heading">{t('tuning.workMethods')}</h2>
        {tuning && tuning.work_methods.length > 0 ? (
          <ul className="chip-list">
            {tuning.work_methods.map((method, index) => (
              <li key={`${method.name}-${index}`} className="chip">
                {method.name}
              </li>
            ))}
          </ul>
        ) : (
          <p className="empty-line">{t('tuning.noWorkMethods')}</p>
        )}
      </section>
    </div>
  );
}
