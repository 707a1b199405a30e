import { QueryClient, QueryClientProvider, useInfiniteQuery } from '@tanstack/react-query'
import { getDefaultStore } from 'jotai'
import { act, useState } from 'react'
import { I18nextProvider } from 'react-i18next'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { endSession } from '../../src/client/app/auth-session'
import { writeSession } from '../../src/client/app/session'
import { focusedPaneAtom, selectionAtom } from '../../src/client/commands/command-context'
import type { CommandContext } from '../../src/client/commands/registry'
import { useRegisterCommands } from '../../src/client/commands/use-register-commands'
import { useShortcutBinder } from '../../src/client/commands/use-shortcut-binder'
import {
  type PipelineController,
  pipelineController,
} from '../../src/client/features/pipeline/pipeline-controller'
import { reviewMemoryCommands } from '../../src/client/features/pipeline/review-memory/commands'
import { isUnseen, useNextUnseen } from '../../src/client/features/pipeline/review-memory/use-review-memory'
import { i18n } from '../../src/client/i18n/i18n'
import { dataTableColumnHelper } from '../../src/client/ui/data-table/column-helper'
import { DataTable } from '../../src/client/ui/data-table/data-table'
import { useInfiniteRows } from '../../src/client/ui/data-table/infinite-rows'
import { toastsAtom } from '../../src/client/ui/toasts/toast-store'
import type { ApplicationRow } from '../../src/shared/contracts/pipeline'
import { applicationRow } from './pipeline-fixtures'
import { requestBody, stubFetch } from './support/fetch-stub'
import { tableTestRoot } from './support/table-viewport'

/**
 * Review memory over a whole list (issue 25 §1): Shift+U reaches an unseen row the browser has
 * not loaded yet (the server names it, its pages load, the focus lands on it), and a screen
 * reader hears which rows are unseen, not only sees them bold.
 */

const store = getDefaultStore()
const col = dataTableColumnHelper<ApplicationRow>()
const COLUMNS = [col.accessor((row) => row.talent.lastName, { id: 'name', header: 'Name' })]
const nextUnseen = reviewMemoryCommands.filter((c) => c.id === 'pipeline.review.nextUnseen')
const screen = {} as PipelineController
const TOTAL = 1000
const PAGE = 100
const KEY = ['pipeline', 'test-list']

/** The server's list: every row seen but those in `unseen` (1-based positions). */
let unseen = new Set<number>()
const rowAt = (position: number) =>
  applicationRow(position, {
    talent: { ...applicationRow(position).talent, lastName: `T${position}` },
    seen: !unseen.has(position),
  })
const rowsRequested: Array<[offset: number, size: number]> = []
const fetchRows = async (offset: number, size: number) => {
  rowsRequested.push([offset, size])
  const results = Array.from({ length: Math.max(0, Math.min(size, TOTAL - offset)) }, (_, i) =>
    rowAt(offset + i + 1),
  )
  return { results, totalResults: TOTAL }
}

function context(): CommandContext {
  return {
    route: '/',
    pane: store.get(focusedPaneAtom),
    selection: store.get(selectionAtom),
    focusedRow: null,
    navigate: () => {},
  }
}

function Harness() {
  useShortcutBinder(context)
  useRegisterCommands(nextUnseen)
  pipelineController.usePublish(screen)
  const query = useInfiniteQuery({
    queryKey: KEY,
    initialPageParam: 0,
    queryFn: ({ pageParam }) => fetchRows(pageParam, PAGE),
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.results.length, 0)
      return loaded < last.totalResults ? loaded : undefined
    },
  })
  const list = useInfiniteRows(query)
  const [focused, setFocused] = useState<string | null>(null)
  useNextUnseen({
    list: { kind: 'queue', stage: 'active' },
    queryKey: KEY,
    fetchRows,
    rows: list.rows,
    rowsById: list.rowsById,
    total: list.total,
    focusedId: focused,
  })
  return (
    <div style={{ height: 400, display: 'flex' }}>
      <DataTable
        label="Applications"
        columns={COLUMNS}
        rows={list.rows}
        getRowId={(row) => String(row.id)}
        focusedId={focused}
        onFocusChange={setFocused}
        isRowUnread={isUnseen}
        unreadLabel={i18n.t('msp.v2.reviewMemory.unseen')}
      />
    </div>
  )
}

const mount = tableTestRoot()
afterEach(() => {
  store.set(focusedPaneAtom, null)
  store.set(toastsAtom, [])
  rowsRequested.length = 0
  endSession()
  vi.unstubAllGlobals()
})

const grid = () => mount.container.querySelector<HTMLElement>('[role="grid"]')!
const nameOf = (tr: Element | null) => tr?.querySelectorAll('td')[1]?.textContent
const focusedName = () => nameOf(mount.container.querySelector('tr[data-focused]'))

async function render() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  await act(async () =>
    mount.root.render(
      <QueryClientProvider client={client}>
        <I18nextProvider i18n={i18n}>
          <Harness />
        </I18nextProvider>
      </QueryClientProvider>,
    ),
  )
  await vi.waitFor(() => expect(focusedName()).toBe('T1'))
  await act(async () => grid().focus())
}

const pressNextUnseen = () =>
  act(async () => {
    grid().dispatchEvent(
      new KeyboardEvent('keydown', { key: 'U', shiftKey: true, bubbles: true, cancelable: true }),
    )
  })

/** The server: the next unseen position after `after` (0-based), wrapping, never `after` itself. */
function serveNextUnseen() {
  writeSession({ accessToken: 'a', refreshToken: 'r', expiresAt: Date.now() + 600_000 })
  return stubFetch((path, init) => {
    if (path !== '/api/reviewMemory/nextUnseen') return undefined
    const { after } = requestBody(init) as { after: number }
    const offsets = [...unseen].map((p) => p - 1).sort((a, b) => a - b)
    const offset = offsets.find((o) => o > after) ?? offsets.find((o) => o < after)
    return { status: 200, body: { next: offset === undefined ? null : { id: offset + 1, offset } } }
  })
}

describe('next unseen beyond the loaded rows', () => {
  it('loads the list down to an unseen row far below the first page and focuses it', async () => {
    unseen = new Set([750])
    const server = serveNextUnseen()
    await render()
    // Only the first page is loaded; none of its rows is unseen.
    expect(rowsRequested).toEqual([[0, PAGE]])
    await pressNextUnseen()
    await vi.waitFor(() => expect(grid().getAttribute('aria-activedescendant')).toMatch(/-row-750$/))
    // Asked from the focused row (offset 0) about the whole list, not only its loaded rows.
    expect(server.calls.map((c) => requestBody(c.init))).toEqual([
      { list: { kind: 'queue', stage: 'active' }, after: 0 },
    ])
    // The rows up to the answer's page, in a few large requests rather than a page at a time.
    expect(rowsRequested.slice(1)).toEqual([
      [100, 500],
      [600, 200],
    ])
    // Scrolled to it: the row is in the table, bold.
    const scroller = mount.container.querySelector('.data-table-scroller')
    await act(async () => scroller?.dispatchEvent(new Event('scroll')))
    await vi.waitFor(() => expect(focusedName()).toBe('T750'))
    expect(mount.container.querySelector('tr[data-focused]')?.getAttribute('data-unread')).toBe('true')
    expect(store.get(toastsAtom)).toEqual([])
  })

  it('wraps to an unseen row above the focus through the server, and says when none is left', async () => {
    unseen = new Set([1])
    serveNextUnseen()
    await render()
    // On the only unseen row: nothing else to go to.
    await pressNextUnseen()
    await vi.waitFor(() =>
      expect(store.get(toastsAtom).map((toast) => toast.text)).toEqual(['No unseen rows left in this list.']),
    )
    expect(focusedName()).toBe('T1')
  })

  it('tells a screen reader which rows are unseen', async () => {
    unseen = new Set([2, 4])
    serveNextUnseen()
    await render()
    const cue = (position: number) =>
      mount.container
        .querySelector(`tr[aria-rowindex="${position + 1}"]`)
        ?.querySelector('.sr-only')
        ?.textContent?.trim() ?? null
    expect([1, 2, 3, 4, 5].map(cue)).toEqual([null, 'Unseen', null, 'Unseen', null])
    // The row's text (what a screen reader reads for the active row) starts with the cue.
    expect(mount.container.querySelector('tr[aria-rowindex="3"]')?.textContent).toBe('UnseenT2')
  })
})
