import { useTranslation } from 'react-i18next';
import { addToComparison, removeFromComparison, useComparison, type ChosenEngine } from './selection';
import '../../i18n/lazy-english';
import './compare.css';

/**
 * "Add to comparison", and once the engine is in: "In comparison · Remove", which takes it out.
 * The words change with the state, so it is a plain button, not a toggle (aria-pressed would
 * need one fixed name). A fourth engine is refused, and the tray says why. In a list, where
 * many such buttons stand together, its name also says which engine (`named`), and the added
 * state shows only "In comparison" (the name says it removes).
 */
export function CompareToggle({ engine, named = false }: { engine: ChosenEngine; named?: boolean }) {
  const { t } = useTranslation();
  const { chosen } = useComparison();
  const added = chosen.some((item) => item.engine.id === engine.engine.id);
  const name = engine.engine.name;
  // Added, its name carries both visible words: "In comparison, Remove" (with the engine's name in a list).
  const label = added
    ? `${t('compare.inComparison')}, ${named ? t('compare.remove', { engine: name }) : t('compare.removeShort')}`
    : named
      ? t('compare.addNamed', { engine: name })
      : undefined;
  return (
    <button
      type="button"
      className={`pill compare-toggle${added ? ' compare-toggle--added' : ''}`}
      aria-label={label}
      onClick={() => (added ? removeFromComparison(engine.engine.id) : addToComparison(engine))}
    >
      <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false">
        {added ? (
          <path d="M3 8.5l3.2 3L13 4.5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
        ) : (
          <path d="M8 3v10M3 8h10" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        )}
      </svg>
      {added ? (
        <>
          <span className="compare-toggle__text">{t('compare.inComparison')}</span>
          {named ? null : (
            <>
              <span className="visually-hidden">,</span> <span className="compare-toggle__remove">{t('compare.removeShort')}</span>
            </>
          )}
        </>
      ) : (
        <span className="compare-toggle__text">{t('compare.add')}</span>
      )}
    </button>
  );
}
