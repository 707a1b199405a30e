export interface BenchRow {
  metric: string
  /** null: not measurable in this build (e.g. the palette does not exist yet). */
  value: number | null
  unit: string
  /** Upper bound, or lower bound when `atLeast`. */
  budget?: number
  atLeast?: boolean
}

export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]
}

export function verdict(row: BenchRow): string {
  if (row.value === null || Number.isNaN(row.value)) return 'not available'
  if (row.budget === undefined) return ''
  const ok = row.atLeast ? row.value >= row.budget : row.value <= row.budget
  return ok ? 'pass' : 'FAIL'
}

const fmt = (value: number | null, unit: string) =>
  value === null || Number.isNaN(value)
    ? '—'
    : `${Number.isInteger(value) ? value : value.toFixed(1)} ${unit}`.trim()

export function printTable(rows: readonly BenchRow[]): void {
  const lines = rows.map((row) => [
    row.metric,
    fmt(row.value, row.unit),
    row.budget === undefined ? '' : `${row.atLeast ? '≥' : '≤'} ${row.budget} ${row.unit}`.trim(),
    verdict(row),
  ])
  const header = ['metric', 'value', 'budget', 'result']
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i].length)))
  const print = (cells: string[]) => console.log(cells.map((c, i) => c.padEnd(widths[i])).join('  '))
  print(header)
  print(widths.map((w) => '-'.repeat(w)))
  for (const line of lines) print(line)
}
