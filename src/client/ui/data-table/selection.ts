/**
 * Selection and focus arithmetic of the data table as pure functions, so the keyboard
 * rules (ranges, clamping, paging) are unit-tested without a DOM.
 */

/** Where a shift range started and what was selected before it, so shrinking a range
 *  (shift+j then shift+k) gives rows back instead of leaving them selected. */
export interface RangeAnchor {
  index: number
  base: ReadonlySet<string>
}

/** Keeps an index inside 0..count-1; -1 when there are no rows. */
export function clampIndex(index: number, count: number): number {
  if (count <= 0) return -1
  return Math.min(Math.max(index, 0), count - 1)
}

/** The index focus moves to: from nothing focused, down lands on the first row and up on the last. */
export function moveIndex(current: number, delta: number, count: number): number {
  if (count <= 0) return -1
  if (current < 0) return delta >= 0 ? 0 : count - 1
  return clampIndex(current + delta, count)
}

/** Rows a PageUp/PageDown moves: one screen less one row, so the user keeps a row of context. */
export function pageStep(viewportHeight: number, rowHeight: number): number {
  return Math.max(1, Math.floor(viewportHeight / rowHeight) - 1)
}

export function toggleId(selected: ReadonlySet<string>, id: string): Set<string> {
  const next = new Set(selected)
  if (next.has(id)) next.delete(id)
  else next.add(id)
  return next
}

/** The ids from index a to index b inclusive, in either direction. */
export function idsBetween(idAt: (index: number) => string, a: number, b: number): string[] {
  const from = Math.min(a, b)
  const to = Math.max(a, b)
  const ids: string[] = []
  for (let i = from; i <= to; i++) ids.push(idAt(i))
  return ids
}

/** The selection before the range plus every row from the anchor to the focus. */
export function applyRange(
  anchor: RangeAnchor,
  focusIndex: number,
  idAt: (index: number) => string,
): Set<string> {
  const next = new Set(anchor.base)
  for (const id of idsBetween(idAt, anchor.index, focusIndex)) next.add(id)
  return next
}

/** Every loaded row's id, keeping ids selected elsewhere (e.g. on an unloaded page) too. */
export function selectAllIds(
  selected: ReadonlySet<string>,
  count: number,
  idAt: (index: number) => string,
): Set<string> {
  const next = new Set(selected)
  for (let i = 0; i < count; i++) next.add(idAt(i))
  return next
}

/** Finds a row's index, trying the last known index first: focus moves are local, so this is O(1) in practice. */
export function indexOfId(
  count: number,
  idAt: (index: number) => string,
  id: string | null | undefined,
  hint = -1,
): number {
  if (id == null) return -1
  if (hint >= 0 && hint < count && idAt(hint) === id) return hint
  for (let i = 0; i < count; i++) if (idAt(i) === id) return i
  return -1
}

/** Comma-separated ids of the `selectedItems` query parameter (§2) to a list, dropping blanks and repeats. */
export function parseIdList(value: string | null): string[] {
  if (!value) return []
  return [
    ...new Set(
      value
        .split(',')
        .map((id) => id.trim())
        .filter(Boolean),
    ),
  ]
}

export function sameIds(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((id, i) => id === b[i])
}
