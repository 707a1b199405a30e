/** A column as the fitting sees it: its width, how narrow it may get, how soon it hides. */
export interface FitColumn {
  id: string
  size: number
  minSize: number
  /** 1: always shown (the row's name, status, labels); higher numbers hide first. */
  priority: number
}

export interface ColumnFit {
  /** Width of each shown column, in px. */
  widths: Map<string, number>
  /** Columns hidden because the space is too small for them. */
  hidden: Set<string>
}

/**
 * Fits a table's columns to the space it has (issue 21 §1): wider space grows every column
 * in proportion to its width; narrower space first shrinks the columns towards their
 * minimum, then hides the least important ones (highest `priority`, the rightmost first),
 * never one of priority 1. If even the priority-1 columns at their minimum do not fit, they
 * keep that minimum and the table scrolls sideways.
 */
export function fitColumns(columns: readonly FitColumn[], available: number): ColumnFit {
  const hidden = new Set<string>()
  let shown = [...columns]
  for (;;) {
    const total = shown.reduce((sum, c) => sum + c.size, 0)
    if (total <= available) return { widths: grown(shown, total, available), hidden }
    const least = shown.reduce((sum, c) => sum + Math.min(c.size, c.minSize), 0)
    if (least <= available) return { widths: shrunk(shown, total, available), hidden }
    const victim = lowestPriority(shown)
    if (!victim) return { widths: new Map(shown.map((c) => [c.id, Math.min(c.size, c.minSize)])), hidden }
    hidden.add(victim.id)
    shown = shown.filter((c) => c !== victim)
  }
}

function lowestPriority(columns: readonly FitColumn[]): FitColumn | undefined {
  let victim: FitColumn | undefined
  for (const column of columns)
    if (column.priority > 1 && (!victim || column.priority >= victim.priority)) victim = column
  return victim
}

function grown(columns: readonly FitColumn[], total: number, available: number): Map<string, number> {
  const factor = total > 0 ? available / total : 1
  return rounded(
    columns.map((c) => [c.id, c.size * factor]),
    available,
  )
}

function shrunk(columns: readonly FitColumn[], total: number, available: number): Map<string, number> {
  const slack = columns.reduce((sum, c) => sum + Math.max(0, c.size - c.minSize), 0)
  const cut = total - available
  return rounded(
    columns.map((c) => {
      const own = Math.max(0, c.size - c.minSize)
      return [c.id, c.size - (slack > 0 ? (cut * own) / slack : 0)]
    }),
    available,
  )
}

/** Whole pixels that add up to the space (the remainder goes to the first column). */
function rounded(entries: [string, number][], available: number): Map<string, number> {
  const widths = new Map(entries.map(([id, width]) => [id, Math.floor(width)]))
  const sum = [...widths.values()].reduce((a, b) => a + b, 0)
  const first = entries[0]?.[0]
  if (first !== undefined && sum < available)
    widths.set(first, (widths.get(first) ?? 0) + (Math.floor(available) - sum))
  return widths
}
