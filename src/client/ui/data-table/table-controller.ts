/**
 * The keyboard commands are module-level registry entries (commands.ts) while tables come
 * and go with pages; this store links them: the table the user last focused (or the only
 * mounted one) receives the commands.
 */
export interface DataTableController {
  /** Moves focus by `delta` rows; with `extend`, the selection follows as a range. */
  move(delta: number, extend?: boolean): void
  moveToEdge(edge: 'first' | 'last'): void
  page(direction: 1 | -1): void
  toggleFocused(): void
  /** Selects from the range anchor (last toggled row) to the focused row. */
  extendToFocused(): void
  selectAll(): void
  clearSelection(): void
  selectionCount(): number
  hasFocusedRow(): boolean
  openFocused(): void
  focus(): void
}

const mounted: DataTableController[] = []
let active: DataTableController | null = null

export function registerTable(controller: DataTableController): () => void {
  mounted.push(controller)
  return () => {
    const index = mounted.indexOf(controller)
    if (index >= 0) mounted.splice(index, 1)
    if (active === controller) active = null
  }
}

export function activateTable(controller: DataTableController): void {
  active = controller
}

export function getActiveTable(): DataTableController | null {
  return active ?? mounted[mounted.length - 1] ?? null
}
