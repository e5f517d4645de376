import type { ReactNode } from 'react';
import './empty-state.css';

/** Nothing to show, said plainly, with a hint where one helps. */
export function EmptyState({ title, hint, children }: { title: string; hint?: string; children?: ReactNode }) {
  return (
    <div className="empty-state" role="status">
      <p className="empty-state__title">{title}</p>
      {hint ? <p className="empty-state__hint">{hint}</p> : null}
      {children}
    </div>
  );
}
