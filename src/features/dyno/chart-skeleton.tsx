import './dyno.css';

/** The chart's place while its code loads: the same height, so nothing below it jumps. */
export function ChartSkeleton() {
  return <div className="skeleton chart-skeleton" aria-hidden="true" />;
}
