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
import { markSeen } from '../../src/client/features/pipeline/review-memory/api'
import { reviewMemoryCommands } from '../../src/client/features/pipeline/review-memory/commands'
import { isUnseen } from '../../src/client/features/pipeline/review-memory/use-review-memory'
import { i18n } from '../../src/client/i18n/i18n'
import { dataTableColumnHelper } from '../../src/client/ui/data-table/column-helper'
import { DataTable } from '../../src/client/ui/data-table/data-table'
import { toastsAtom } from '../../src/client/ui/toasts/toast-store'
import type { ApplicationRow } from '../../src/shared/contracts/pipeline'
import { applicationRow } from './pipeline-fixtures'
import { requestBody, stubFetch } from './support/fetch-stub'
import { tableTestRoot } from './support/table-viewport'

/** Review memory in a list (issue 25 §1): unseen rows in bold, "next unseen" by key. */

const store = getDefaultStore()
const col = dataTableColumnHelper<ApplicationRow>()
const COLUMNS = [col.accessor((row) => row.talent.lastName, { id: 'name', header: 'Name' })]
const nextUnseen = reviewMemoryCommands.filter((c) => c.id === 'pipeline.review.nextUnseen')
// The command needs a mounted pipeline screen; it acts on the table only.
const screen = {} as PipelineController

function context(): CommandContext {
  return {
    route: '/',
    pane: store.get(focusedPaneAtom),
    selection: store.get(selectionAtom),
    focusedRow: null,
    navigate: () => {},
  }
}

function Harness({ rows }: { rows: ApplicationRow[] }) {
  useShortcutBinder(context)
  useRegisterCommands(nextUnseen)
  pipelineController.usePublish(screen)
  const [focused, setFocused] = useState<string | null>(null)
  return (
    <div style={{ height: 400, display: 'flex' }}>
      <DataTable
        label="Applications"
        columns={COLUMNS}
        rows={rows}
        getRowId={(row) => String(row.id)}
        focusedId={focused}
        onFocusChange={setFocused}
        isRowUnread={isUnseen}
      />
    </div>
  )
}

const mount = tableTestRoot()
afterEach(() => {
  store.set(focusedPaneAtom, null)
  store.set(toastsAtom, [])
})

const grid = () => mount.container.querySelector<HTMLElement>('[role="grid"]')!
const nameOf = (tr: Element | null) => tr?.querySelectorAll('td')[1]?.textContent
const focusedName = () => nameOf(mount.container.querySelector('tr[data-focused]'))
const boldNames = () => [...mount.container.querySelectorAll('tr[data-unread]')].map(nameOf)

async function render(rows: ApplicationRow[]) {
  await act(async () =>
    mount.root.render(
      <I18nextProvider i18n={i18n}>
        <Harness rows={rows} />
      </I18nextProvider>,
    ),
  )
  await act(async () => grid().focus())
}

const pressNextUnseen = () =>
  act(async () => {
    grid().dispatchEvent(
      new KeyboardEvent('keydown', { key: 'U', shiftKey: true, bubbles: true, cancelable: true }),
    )
  })

const rowsSeen = (seen: boolean[]) =>
  seen.map((s, i) =>
    applicationRow(i + 1, { talent: { ...applicationRow(i + 1).talent, lastName: `T${i + 1}` }, seen: s }),
  )

describe('review memory in a list', () => {
  it('shows the rows the recruiter has not seen in bold, and only those', async () => {
    await render(rowsSeen([true, false, true, false, true]))
    expect(boldNames()).toEqual(['T2', 'T4'])
  })

  it('moves the focus to the next unseen row with Shift+U, from the top again after the last', async () => {
    await render(rowsSeen([true, false, true, false, true]))
    expect(focusedName()).toBe('T1')
    await pressNextUnseen()
    expect(focusedName()).toBe('T2')
    await pressNextUnseen()
    expect(focusedName()).toBe('T4')
    await pressNextUnseen()
    expect(focusedName()).toBe('T2')
    expect(store.get(toastsAtom)).toEqual([])
  })

  it('says so when no unseen row is left, and keeps the focus', async () => {
    await render(rowsSeen([true, true, true]))
    expect(boldNames()).toEqual([])
    await pressNextUnseen()
    expect(focusedName()).toBe('T1')
    expect(store.get(toastsAtom).map((toast) => toast.text)).toEqual(['No unseen rows left in this list.'])
  })
})

describe('marking many applications seen', () => {
  afterEach(() => {
    endSession()
    vi.unstubAllGlobals()
  })

  it('sends at most 500 per call, as the server allows', async () => {
    writeSession({ accessToken: 'a', refreshToken: 'r', expiresAt: Date.now() + 600_000 })
    const fetches = stubFetch((path) =>
      path === '/api/reviewMemory/seen' ? { status: 200, body: { seen: 1 } } : undefined,
    )
    await markSeen(Array.from({ length: 1200 }, (_, i) => i + 1))
    const sizes = fetches.calls.map((c) => (requestBody(c.init) as { ids: number[] }).ids.length)
    expect(sizes).toEqual([500, 500, 200])
  })
})
