import { useTranslation } from 'react-i18next';
import { addToComparison, removeFromComparison, useComparison, type ChosenEngine } from './selection';
import '../../i18n/lazy-english';
import './compare.css';

/**
 * "Add to comparison": a toggle button (aria-pressed) that puts the engine in the comparison or
 * takes it out. A fourth engine is refused, and the tray says why. In a list, where many such
 * buttons stand together, its name also says which engine (`named`).
 */
export function CompareToggle({ engine, named = false }: { engine: ChosenEngine; named?: boolean }) {
  const { t } = useTranslation();
  const { chosen } = useComparison();
  const pressed = chosen.some((item) => item.engine.id === engine.engine.id);
  return (
    <button
      type="button"
      className="compare-toggle"
      aria-pressed={pressed}
      aria-label={named ? t('compare.addNamed', { engine: engine.engine.name }) : undefined}
      onClick={() => (pressed ? removeFromComparison(engine.engine.id) : addToComparison(engine))}
    >
      <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false">
        {pressed ? (
          <path d="M3 8.5l3.2 3L13 4.5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
        ) : (
          <path d="M8 3v10M3 8h10" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        )}
      </svg>
      <span className="compare-toggle__text">{t('compare.add')}</span>
    </button>
  );
}
