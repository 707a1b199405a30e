import { act, type ReactNode } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { I18nextProvider } from 'react-i18next'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { i18n, loadEnglishAreas } from '../../../src/client/i18n/i18n'
import { dataTableColumnHelper } from '../../../src/client/ui/data-table/column-helper'
import { LazyDataTable } from '../../../src/client/ui/data-table/lazy-data-table'
import { listModule } from '../../../src/client/ui/data-table/table-module'
import { WorkspacePanes } from '../../../src/client/ui/panes/workspace-panes'
import { waitFor } from '../support/render-app'

// Its own file: the list's chunks must not be loaded yet when the screen first paints.
Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true })

type Person = { id: string; name: string }
const ROWS: Person[] = [
  { id: 'p1', name: 'Ada Lovelace' },
  { id: 'p2', name: 'Grace Hopper' },
]
const col = dataTableColumnHelper<Person>()
const COLUMNS = [col.accessor('name', { header: 'Name' })]

/** A list screen: the people beside an optional detail pane. */
const screen = (detail?: ReactNode) => (
  <I18nextProvider i18n={i18n}>
    <WorkspacePanes
      storageId="lazy-test"
      listLabel="People list"
      detailLabel="Person"
      list={<LazyDataTable label="People" columns={COLUMNS} rows={ROWS} getRowId={(row) => row.id} />}
      detail={detail}
    />
  </I18nextProvider>
)

let root: Root
let container: HTMLDivElement

beforeAll(() => {
  // happy-dom does no layout: give the scroller a viewport so the virtualizer renders rows.
  for (const prop of ['offsetHeight', 'clientHeight'] as const)
    vi.spyOn(HTMLElement.prototype, prop, 'get').mockImplementation(function (this: HTMLElement) {
      return this.classList.contains('data-table-scroller') ? 400 : 0
    })
})

afterEach(() => {
  act(() => root.unmount())
  container.remove()
})

describe('a list screen before its table and panes have loaded', () => {
  it('shows the panes in a row and the grid busy with "Loading rows…", then hands the focus to the table in the resizable panes', async () => {
    expect(listModule.current()).toBeUndefined()
    // What a list route awaits before it renders (SCREEN_AREAS).
    await loadEnglishAreas(['table'])
    container = document.createElement('div')
    document.body.append(container)
    root = createRoot(container)
    act(() => root.render(screen(<p>Ada's details</p>)))
    const placeholder = container.querySelector<HTMLElement>('[role="grid"]')
    expect(placeholder?.getAttribute('aria-label')).toBe('People')
    expect(placeholder?.getAttribute('aria-busy')).toBe('true')
    expect(placeholder?.textContent).toBe('Loading rows…')
    expect(container.querySelector('[data-pane="detail"]')?.textContent).toBe("Ada's details")
    expect(container.querySelector('[role="separator"]')).toBeNull()
    // Arriving with nothing focused, the list's grid has the focus before the table's code is there.
    expect(document.activeElement).toBe(placeholder)

    await waitFor(() => expect(container.textContent).toContain('Grace Hopper'), 5000)
    const grid = container.querySelector<HTMLElement>('[role="grid"]')
    expect(grid).not.toBe(placeholder)
    expect(grid?.getAttribute('aria-rowcount')).toBe('3')
    expect(document.activeElement).toBe(grid)
    expect(grid?.closest('[data-pane]')?.getAttribute('aria-label')).toBe('People list')
    // The resizable panes replaced the plain row: a separator the keyboard can move.
    expect(container.querySelector('[role="separator"]')).not.toBeNull()
    expect(container.querySelector('[data-pane="detail"]')?.textContent).toBe("Ada's details")
  })

  it('with the table loaded, focuses the grid on arrival unless something else has the focus', async () => {
    container = document.createElement('div')
    document.body.append(container)
    ;(document.activeElement as HTMLElement | null)?.blur()
    root = createRoot(container)
    act(() => root.render(screen()))
    expect(document.activeElement).toBe(container.querySelector('[role="grid"]'))

    act(() => root.unmount())
    const field = document.createElement('input')
    document.body.append(field)
    field.focus()
    root = createRoot(container)
    act(() => root.render(screen()))
    expect(container.querySelector('[role="grid"]')).not.toBeNull()
    expect(document.activeElement).toBe(field)
    field.remove()
  })
})
