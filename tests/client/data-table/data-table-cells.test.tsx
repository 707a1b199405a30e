import { act, createElement } from 'react'
import { I18nextProvider } from 'react-i18next'
import { describe, expect, it } from 'vitest'
import { i18n } from '../../../src/client/i18n/i18n'
import { type DataTableColumn, dataTableColumnHelper } from '../../../src/client/ui/data-table/column-helper'
import { DataTable } from '../../../src/client/ui/data-table/data-table'
import { tableTestRoot } from '../support/table-viewport'

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true })

type Talent = { id: string; name: string; city: string | null; rate: number; tags: string[] }
const ROWS: Talent[] = [
  { id: 't1', name: 'Ada', city: 'Utrecht', rate: 95, tags: ['java', 'sap'] },
  { id: 't2', name: 'Bo', city: null, rate: 80, tags: [] },
]
const col = dataTableColumnHelper<Talent>()
const BASE: DataTableColumn<Talent>[] = [
  // No template: the value as text.
  col.accessor('name', { header: 'Name' }),
  // A template over a nullable value.
  col.accessor('city', { header: 'City', cell: (info) => info.getValue() ?? '—' }),
  // An accessor function with an id, and a template that renders an element.
  col.accessor((row) => row.rate * 8, {
    id: 'day',
    header: 'Day rate',
    cell: (info) => createElement('b', { className: 'day' }, `€${info.getValue()}`),
  }),
  // A template that reads the row and the cell object.
  col.display({
    id: 'tags',
    header: 'Tags',
    cell: (info) => `${info.row.original.tags.length} tags in ${info.cell.column.id}`,
  }),
]

const mount = tableTestRoot()

async function render(columns: DataTableColumn<Talent>[]) {
  await act(async () =>
    mount.root.render(
      <I18nextProvider i18n={i18n}>
        <div style={{ height: 400, display: 'flex' }}>
          <DataTable
            label="Talents"
            columns={columns}
            rows={ROWS}
            getRowId={(row) => row.id}
            selectedIds={[]}
            onSelectionChange={() => {}}
            focusedId={null}
            onFocusChange={() => {}}
            onOpen={() => {}}
            selectionKind="talent"
          />
        </div>
      </I18nextProvider>,
    ),
  )
}

/** Each body row's cells as text, without the check box cell. */
const cells = () =>
  [...mount.container.querySelectorAll('tbody tr')].map((row) =>
    [...row.querySelectorAll('td')].slice(1).map((cell) => cell.textContent),
  )

describe('data table cells', () => {
  it('show each column’s value or template, as TanStack renders them', async () => {
    await render(BASE)
    expect(cells()).toEqual([
      ['Ada', 'Utrecht', '€760', '2 tags in tags'],
      ['Bo', '—', '€640', '0 tags in tags'],
    ])
    expect(mount.container.querySelector('tbody b.day')?.textContent).toBe('€760')
  })

  it('follow a change of columns in rows already shown', async () => {
    await render(BASE)
    await render([col.accessor('city', { header: 'City' }), ...BASE.slice(0, 1)])
    // A value without a template and null: empty text, like TanStack's default cell.
    expect(cells()).toEqual([
      ['Utrecht', 'Ada'],
      ['', 'Bo'],
    ])
  })
})
