import './data-list.css';
/** Terms and their values, one per row (technical data, a subscription's state). */
export function DataList({ rows }: { rows: [term: string, value: string][] }) {
  return (
    <dl className="data-list">
      {rows.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
