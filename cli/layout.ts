/** Pads rows of cells into aligned columns; the last column is left ragged. */
export function columns(rows: readonly (readonly string[])[], indent = '  '): string[] {
  const widths: number[] = [];
  for (const row of rows) row.forEach((cell, i) => (widths[i] = Math.max(widths[i] ?? 0, [...cell].length)));
  return rows.map((row) => indent + row.map((cell, i) => (i === row.length - 1 ? cell : cell + ' '.repeat((widths[i] ?? 0) - [...cell].length))).join('  ').trimEnd());
}
