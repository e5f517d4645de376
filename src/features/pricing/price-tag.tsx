import { useId, useState } from 'react';
import { useStaffView } from './staff-view';
import type { PriceView } from './use-pricing';
import './pricing.css';

/**
 * A price, with the rule that picked it ("From your price list, for Audi") shown on hover and on keyboard focus:
 * the price is a button described by a tooltip (aria-describedby), so a screen reader reads the
 * rule with the price. Escape hides the tooltip until the pointer or focus leaves (WCAG 1.4.13).
 * The rule is for staff (staff-view.tsx): a customer sees the price as plain text.
 */
export function PriceTag({ view, className }: { view: PriceView; className?: string }) {
  const id = useId();
  const [dismissed, setDismissed] = useState(false);
  const staff = useStaffView();
  if (!staff)
    return (
      <span className={`price-tag${className ? ` ${className}` : ''}`}>
        <span className="price-tag__price price-tag__price--plain">{view.text}</span>
      </span>
    );
  return (
    <span className={`price-tag${className ? ` ${className}` : ''}`} data-dismissed={dismissed ? '' : undefined} onMouseLeave={() => setDismissed(false)}>
      <button
        type="button"
        className="price-tag__price"
        aria-describedby={id}
        onKeyDown={(event) => {
          if (event.key === 'Escape') setDismissed(true);
        }}
        onBlur={() => setDismissed(false)}
      >
        {view.text}
      </button>
      <span role="tooltip" id={id} className="price-tag__rule">
        {view.rule}
      </span>
    </span>
  );
}
