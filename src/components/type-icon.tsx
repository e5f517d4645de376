/**
 * A line drawing for a vehicle type, chosen from words in its slug (the API's slugs are not
 * a fixed list: an unknown one gets a generic wheel).
 */
const ICONS: [RegExp, string][] = [
  [/moto|bike/, 'M5 17a3 3 0 1 0 6 0a3 3 0 1 0 -6 0 M17 17a3 3 0 1 0 6 0a3 3 0 1 0 -6 0 M8 17l4 -6h4l3 6 M12 11l-2 -3h-2 M16 11l1 -3h2'],
  [/truck|bus/, 'M2 6h11v10H2z M13 9h5l3 4v3h-8z M6 18a2 2 0 1 0 0.01 0 M17 18a2 2 0 1 0 0.01 0'],
  [/agri|tractor/, 'M4 16a4 4 0 1 0 8 0a4 4 0 1 0 -8 0 M17 17a2.5 2.5 0 1 0 5 0a2.5 2.5 0 1 0 -5 0 M6 12V6h6l2 6h6v3 M12 6v6'],
  [/marine|boat/, 'M3 15h18l-3 4H6z M6 15l2 -6h7l3 6 M11 9V4'],
  [/atv|quad|utv/, 'M3 16a3 3 0 1 0 6 0a3 3 0 1 0 -6 0 M15 16a3 3 0 1 0 6 0a3 3 0 1 0 -6 0 M6 13l3 -4h6l3 4 M9 9l1 -3h4'],
  [/car|lcv|auto/, 'M3 15l2 -5q1 -2 3 -2h8q2 0 3 2l2 5v3H3z M7 18a1.5 1.5 0 1 0 0.01 0 M17 18a1.5 1.5 0 1 0 0.01 0 M5 12h14'],
];

export function TypeIcon({ slug }: { slug: string }) {
  const path = ICONS.find(([pattern]) => pattern.test(slug))?.[1] ?? 'M12 12m-8 0a8 8 0 1 0 16 0a8 8 0 1 0 -16 0 M12 12m-2 0a2 2 0 1 0 4 0a2 2 0 1 0 -4 0';
  return (
    <svg className="type-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={path} />
    </svg>
  );
}
