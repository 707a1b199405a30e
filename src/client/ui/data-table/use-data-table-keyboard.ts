import { useMemo, useRef } from 'react'
import { useRegisterCommands } from '../../commands/use-register-commands'
import { dataTableCommands } from './commands'
import {
  applyRange,
  idsBetween,
  indexOfId,
  moveIndex,
  pageStep,
  type RangeAnchor,
  selectAllIds,
  toggleId,
} from './selection'
import { type DataTableController, tableController } from './table-controller'

/** What the controller reads at the moment a command runs (kept in a ref, updated every render). */
export interface DataTableLiveState {
  count: number
  idAt: (index: number) => string
  rowAt: (index: number) => unknown
  selected: ReadonlySet<string>
  focusedId: string | null
  /** Last index of the focused row: makes id -> index lookups O(1) while moving. */
  focusedIndexHint: number
  rowHeight: number
  headerHeight: number
  /** Getters: refs are attached after the render that builds this state. */
  scrollElement: () => HTMLElement | null
  gridElement: () => HTMLElement | null
  setFocus: (id: string | null, index: number) => void
  setSelection: (next: Set<string>) => void
  open: (index: number) => void
  /** Opens the column chooser; null when the table has none. */
  chooseColumns: (() => void) | null
}

/**
 * Builds the controller behind the table's registry commands (commands.ts) and registers
 * both while the table is mounted. The controller writes its own changes back into the live
 * state at once, so a fast second key press builds on the first before React re-renders.
 */
export function useDataTableKeyboard(live: { current: DataTableLiveState }): DataTableController {
  // Kept by id: after a sort or a page load the anchor row may sit at another index.
  const anchor = useRef<(RangeAnchor & { id: string }) | null>(null)

  const controller = useMemo<DataTableController>(() => {
    const state = () => live.current
    const focusedIndex = () => {
      const s = state()
      return indexOfId(s.count, s.idAt, s.focusedId, s.focusedIndexHint)
    }
    const scrollIntoView = (index: number) => {
      const s = state()
      const el = s.scrollElement()
      if (!el || index < 0) return
      const top = s.headerHeight + index * s.rowHeight
      // The sticky header covers the top of the viewport.
      if (top - s.headerHeight < el.scrollTop) el.scrollTop = top - s.headerHeight
      else if (top + s.rowHeight > el.scrollTop + el.clientHeight)
        el.scrollTop = top + s.rowHeight - el.clientHeight
    }
    const focusIndex = (index: number) => {
      const s = state()
      if (index < 0) return
      const id = s.idAt(index)
      s.focusedId = id
      s.focusedIndexHint = index
      s.setFocus(id, index)
      scrollIntoView(index)
    }
    const select = (next: Set<string>) => {
      const s = state()
      s.selected = next
      s.setSelection(next)
    }
    const resolveAnchor = (): RangeAnchor | null => {
      const s = state()
      const a = anchor.current
      if (!a) return null
      const index = indexOfId(s.count, s.idAt, a.id, a.index)
      if (index < 0) {
        anchor.current = null
        return null
      }
      return { index, base: a.base }
    }
    const setAnchor = (index: number, base: ReadonlySet<string>) => {
      anchor.current = { id: state().idAt(index), index, base }
    }
    const toggleFocused = () => {
      const s = state()
      const index = focusedIndex()
      if (index < 0) return
      const next = toggleId(s.selected, s.idAt(index))
      setAnchor(index, next)
      select(next)
    }
    const viewportRows = () => {
      const s = state()
      const height = (s.scrollElement()?.clientHeight ?? 0) - s.headerHeight
      return pageStep(height > 0 ? height : s.rowHeight * 10, s.rowHeight)
    }

    return {
      move(delta, extend = false) {
        const s = state()
        const from = focusedIndex()
        const to = moveIndex(from, delta, s.count)
        if (to < 0) return
        if (extend) {
          // A range starts at the last toggled row, or where the shift movement began.
          let range = resolveAnchor()
          if (!range) {
            setAnchor(from < 0 ? to : from, s.selected)
            range = resolveAnchor()
          }
          if (range) select(applyRange(range, to, s.idAt))
        }
        focusIndex(to)
      },
      moveToEdge(edge) {
        focusIndex(edge === 'first' ? 0 : state().count - 1)
      },
      page(direction) {
        const s = state()
        focusIndex(moveIndex(focusedIndex(), direction * viewportRows(), s.count))
      },
      toggleFocused,
      extendToFocused() {
        const s = state()
        const index = focusedIndex()
        const range = resolveAnchor()
        if (index < 0) return
        if (!range) {
          toggleFocused()
          return
        }
        const next = new Set(s.selected)
        for (const id of idsBetween(s.idAt, range.index, index)) next.add(id)
        setAnchor(index, next)
        select(next)
      },
      selectAll() {
        const s = state()
        anchor.current = null
        select(selectAllIds(s.selected, s.count, s.idAt))
      },
      clearSelection() {
        anchor.current = null
        select(new Set())
      },
      selectionCount: () => state().selected.size,
      hasFocusedRow: () => focusedIndex() >= 0,
      canChooseColumns: () => state().chooseColumns !== null,
      chooseColumns: () => state().chooseColumns?.(),
      openFocused() {
        // Enter in a grid nobody has moved in yet opens the first row.
        const index = focusedIndex() >= 0 ? focusedIndex() : state().count > 0 ? 0 : -1
        if (index < 0) return
        if (focusedIndex() < 0) focusIndex(0)
        state().open(index)
      },
      focus() {
        state().gridElement()?.focus({ preventScroll: true })
      },
      focusRow(id) {
        const s = state()
        const index = indexOfId(s.count, s.idAt, id, -1)
        if (index < 0) return false
        focusIndex(index)
        return true
      },
      focusNextWhere(match) {
        const s = state()
        const from = focusedIndex()
        for (let step = 1; step <= s.count; step++) {
          const index = (from + step + s.count) % s.count
          if (index === from) continue
          if (match(s.rowAt(index))) {
            focusIndex(index)
            return true
          }
        }
        return false
      },
    }
  }, [live])

  tableController.usePublish(controller)
  useRegisterCommands(dataTableCommands)
  return controller
}
