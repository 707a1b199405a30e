import { screenController } from '../../commands/screen-controller'

/** What the table commands (commands.ts) do to the mounted table. */
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
  canChooseColumns(): boolean
  chooseColumns(): void
  focus(): void
  /** Focuses the loaded row with this id (scrolled into view); false when it is not loaded. */
  focusRow(id: string): boolean
  /**
   * Focuses the next loaded row after the focused one that `match`es, from the top again after
   * the last (review memory's "next unseen"); false when no row matches.
   */
  focusNextWhere(match: (row: unknown) => boolean): boolean
}

/** The table the user last focused (or the only mounted one) receives the table commands. */
export const tableController = screenController<DataTableController>()
