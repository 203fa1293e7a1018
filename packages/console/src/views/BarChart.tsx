/**
 * A bar chart as SVG, drawn from the API's counts: one bar per entry, the
 * largest full height. It is one image to assistive tools, named by a
 * sentence that gives the total and the largest entry.
 */
export interface Bar {
  readonly label: string
  readonly value: number
}

export const BarChart = ({ bars, title }: { readonly bars: ReadonlyArray<Bar>; readonly title: string }) => {
  const width = 320
  const height = 120
  const max = Math.max(1, ...bars.map((bar) => bar.value))
  const step = bars.length === 0 ? width : width / bars.length
  const total = bars.reduce((sum, bar) => sum + bar.value, 0)
  const top = bars.reduce<Bar | undefined>(
    (best, bar) => (best === undefined || bar.value > best.value ? bar : best),
    undefined
  )
  const summary = `${title}: ${total}${top !== undefined && top.value > 0 ? `; ${top.label}: ${top.value}` : ""}`
  return (
    <figure class="chart">
      <svg viewBox={`0 0 ${width} ${height + 16}`} role="img" aria-label={summary}>
        <title>{summary}</title>
        {bars.map((bar, index) => {
          const barHeight = (bar.value / max) * height
          return (
            <rect
              key={bar.label}
              x={index * step + step * 0.1}
              y={height - barHeight}
              width={Math.max(1, step * 0.8)}
              height={barHeight}
              class="bar"
            />
          )
        })}
        <line x1="0" y1={height} x2={width} y2={height} class="axis" />
        {bars.length > 0 && (
          <>
            <text x="0" y={height + 14} class="tick">
              {bars[0]?.label}
            </text>
            <text x={width} y={height + 14} class="tick end">
              {bars.at(-1)?.label}
            </text>
          </>
        )}
      </svg>
      <figcaption>{summary}</figcaption>
    </figure>
  )
}
