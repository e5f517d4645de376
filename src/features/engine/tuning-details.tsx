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
      <DetailSection id="options-heading" title={t('tuning.options')} empty={t('tuning.noOptions')} items={tuning?.options}>
        {(options) => (
          <>
            <dl className="option-list">
              {options.map((option, index) => {
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
            {pricing?.taxNote && options.some((option) => pricing.option(option.name)) ? <p className="price-note">{pricing.taxNote}</p> : null}
          </>
        )}
      </DetailSection>
      <DetailSection id="tools-heading" title={t('tuning.readTools')} empty={t('tuning.noReadTools')} items={tuning?.read_tools}>
        {(tools) => (
          <ul className="plain-list">
            {tools.map((tool, index) => (
              <li key={`${tool.name}-${index}`}>
                {tool.name}
                {tool.manufacturer ? <span className="muted"> · {tool.manufacturer}</span> : null}
              </li>
            ))}
          </ul>
        )}
      </DetailSection>
      <DetailSection id="methods-heading" title={t('tuning.workMethods')} empty={t('tuning.noWorkMethods')} items={tuning?.work_methods}>
        {(methods) => (
          <ul className="chip-list">
            {methods.map((method, index) => (
              <li key={`${method.name}-${index}`} className="chip">
                {method.name}
              </li>
            ))}
          </ul>
        )}
      </DetailSection>
    </div>
  );
}

/** One of the three sections: its heading, then its items drawn by `children`, or a line saying there are none. */
function DetailSection<T>({
  id,
  title,
  empty,
  items,
  children,
}: {
  id: string;
  title: string;
  empty: string;
  items: readonly T[] | undefined;
  children: (items: readonly T[]) => ReactNode;
}) {
  return (
    <section className="section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {items && items.length > 0 ? children(items) : <p className="empty-line">{empty}</p>}
    </section>
  );
}
