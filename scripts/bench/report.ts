/** Plain-text tables for the bench's output. */

export function table(title: string, header: string[], rows: (string | number)[][]): string {
  const cells = [header, ...rows.map((row) => row.map(String))];
  const widths = header.map((_, column) => Math.max(...cells.map((row) => (row[column] ?? '').length)));
  const line = (row: string[]) =>
    row
      .map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!)))
      .join('  ')
      .trimEnd();
  return [`\n${title}`, line(header), widths.map((width) => '-'.repeat(width)).join('  '), ...cells.slice(1).map(line)].join('\n');
}

export const ms = (value: number) => `${Math.round(value)} ms`;
export const times = (value: number | null) => (value === null ? '—' : `${value.toFixed(2)}×`);
export const fixed = (value: number, digits = 3) => value.toFixed(digits);
export const integer = (value: number) => Math.round(value).toLocaleString('en-GB');
