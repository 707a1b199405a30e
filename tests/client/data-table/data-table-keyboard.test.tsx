import { getDefaultStore } from 'jotai'
import { act, useState } from 'react'
import { I18nextProvider } from 'react-i18next'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { focusedPaneAtom, selectionAtom } from '../../../src/client/commands/command-context'
import type { CommandContext } from '../../../src/client/commands/registry'
import { useShortcutBinder } from '../../../src/client/commands/use-shortcut-binder'
import { i18n } from '../../../src/client/i18n/i18n'
import { dataTableColumnHelper } from '../../../src/client/ui/data-table/column-helper'
import { DataTable } from '../../../src/client/ui/data-table/data-table'
import { tableTestRoot } from '../support/table-viewport'

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true })

type Person = { id: string; name: string }
const ROWS: Person[] = Array.from({ length: 1000 }, (_, i) => ({ id: `p${i + 1}`, name: `Person ${i + 1}` }))
const col = dataTableColumnHelper<Person>()
const COLUMNS = [col.accessor('name', { header: 'Name' })]
const getRowId = (row: Person) => row.id
const store = getDefaultStore()

/** The binder as the command layer runs it: the pane comes from focusedPaneAtom. */
function context(): CommandContext {
  return {
    route: '/',
    pane: store.get(focusedPaneAtom),
    selection: store.get(selectionAtom),
    focusedRow: null,
    navigate: () => {},
  }
}

function Harness({ onOpen }: { onOpen: (row: Person) => void }) {
  useShortcutBinder(context)
  const [selected, setSelected] = useState<readonly string[]>([])
  const [focused, setFocused] = useState<string | null>(null)
  return (
    <div style={{ height: 400, display: 'flex' }}>
      <DataTable
        label="People"
        columns={COLUMNS}
        rows={ROWS}
        getRowId={getRowId}
        selectedIds={selected}
        onSelectionChange={setSelected}
        focusedId={focused}
        onFocusChange={setFocused}
        onOpen={onOpen}
        selectionKind="person"
      />
    </div>
  )
}

const mount = tableTestRoot()

afterEach(() => {
  store.set(focusedPaneAtom, null)
})

const grid = () => mount.container.querySelector<HTMLElement>('[role="grid"]')!
const focusedRow = () => mount.container.querySelector<HTMLElement>('tr[data-focused]')
const selectedRows = () =>
  [...mount.container.querySelectorAll('tr[aria-selected="true"]')].map((r) => r.id.split('-row-')[1])
const count = () => mount.container.querySelector('.data-table-selected-count')?.textContent

async function press(key: string, mods: Partial<KeyboardEventInit> = {}) {
  await act(async () => {
    grid().dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, ...mods }))
  })
  // Browsers fire scroll after the table scrolls the focused row into view; happy-dom does not.
  await act(async () => {
    mount.container.querySelector('.data-table-scroller')?.dispatchEvent(new Event('scroll'))
  })
}

async function renderTable(onOpen = vi.fn()) {
  await act(async () =>
    mount.root.render(
      <I18nextProvider i18n={i18n}>
        <Harness onOpen={onOpen} />
      </I18nextProvider>,
    ),
  )
  await act(async () => grid().focus())
  return onOpen
}

describe('data table keyboard', () => {
  it('announces its size and keeps only a window of rows in the DOM', async () => {
    await renderTable()
    expect(grid().getAttribute('aria-rowcount')).toBe('1001')
    const rendered = mount.container.querySelectorAll('tbody tr').length
    expect(rendered).toBeGreaterThan(5)
    expect(rendered).toBeLessThan(40)
    expect(count()).toBe('0 selected')
    expect(mount.container.textContent).toContain('1,000 rows')
  })

  it('moves focus with j/k and the arrows, scoped to the focused list', async () => {
    await renderTable()
    expect(store.get(focusedPaneAtom)).toBe('list')
    // Arriving on the list: the first row has the focus (issue 21 §2).
    expect(focusedRow()?.getAttribute('aria-rowindex')).toBe('2')
    await press('j')
    expect(focusedRow()?.getAttribute('aria-rowindex')).toBe('3')
    await press('j')
    await press('ArrowDown')
    expect(focusedRow()?.getAttribute('aria-rowindex')).toBe('5')
    await press('k')
    expect(focusedRow()?.getAttribute('aria-rowindex')).toBe('4')
    expect(grid().getAttribute('aria-activedescendant')).toBe(focusedRow()?.id)

    // Another pane has focus: the list's keys do nothing.
    store.set(focusedPaneAtom, 'detail')
    await press('j')
    expect(focusedRow()?.getAttribute('aria-rowindex')).toBe('4')
  })

  it('selects with x, extends with shift+j, selects all with mod+a and clears with Escape', async () => {
    await renderTable()
    await press('j')
    await press('x')
    expect(selectedRows()).toEqual(['p2'])
    expect(count()).toBe('1 selected')
    await press('J', { shiftKey: true })
    await press('J', { shiftKey: true })
    expect(selectedRows()).toEqual(['p2', 'p3', 'p4'])
    expect(count()).toBe('3 selected')
    // Shrinking the range gives the row back.
    await press('K', { shiftKey: true })
    expect(selectedRows()).toEqual(['p2', 'p3'])
    expect(store.get(selectionAtom)).toEqual({ kind: 'person', ids: ['p2', 'p3'] })

    await press('Escape')
    expect(selectedRows()).toEqual([])
    expect(count()).toBe('0 selected')

    await press('a', { ctrlKey: true })
    expect(count()).toBe('1,000 selected')
  })

  it('jumps with End/Home and opens the focused row with Enter or Space', async () => {
    const onOpen = await renderTable()
    await press('End')
    expect(focusedRow()?.getAttribute('aria-rowindex')).toBe('1001')
    await press('Enter')
    expect(onOpen).toHaveBeenLastCalledWith(ROWS[999])
    await press('Home')
    expect(focusedRow()?.getAttribute('aria-rowindex')).toBe('2')
    await press(' ')
    expect(onOpen).toHaveBeenLastCalledWith(ROWS[0])
  })
})
