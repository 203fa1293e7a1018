/** Summary statistics and a plain-text table for the benchmark scripts. */

/** The value at quantile `q` (0..1) of the samples, nearest-rank; NaN when there are none. */
export const quantile = (samples: ReadonlyArray<number>, q: number): number => {
  if (samples.length === 0) return Number.NaN
  const sorted = [...samples].sort((a, b) => a - b)
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))
  return sorted[rank]!
}

/** The median: the mean of the two middle values for an even count. */
export const median = (samples: ReadonlyArray<number>): number => {
  if (samples.length === 0) return Number.NaN
  const sorted = [...samples].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}

/** A number with the given decimals and thousands separators. */
export const fmt = (value: number, decimals = 0): string =>
  Number.isFinite(value)
    ? value.toLocaleString("en-US", { minimumFractionDigits: decimals, maximumFractionDigits: decimals })
    : "-"

/** Rows of cells as an aligned text table: the first `leftColumns` columns (text) left, the numbers right. */
export const table = (
  header: ReadonlyArray<string>,
  rows: ReadonlyArray<ReadonlyArray<string>>,
  leftColumns = 1
): string => {
  const widths = header.map((cell, i) => Math.max(cell.length, ...rows.map((row) => (row[i] ?? "").length)))
  const line = (cells: ReadonlyArray<string>) =>
    cells.map((cell, i) => (i < leftColumns ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join(" | ")
  return [line(header), widths.map((w) => "-".repeat(w)).join("-|-"), ...rows.map(line)].join("\n")
}
