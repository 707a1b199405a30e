import { getDefaultStore } from 'jotai'
import { act } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { endSession } from '../../src/client/app/auth-session'
import { writeSession } from '../../src/client/app/session'
import { runApplicationAction } from '../../src/client/features/pipeline/actions'
import { PipelineDialogs } from '../../src/client/features/pipeline/components/pipeline-dialogs'
import type { PipelineController } from '../../src/client/features/pipeline/pipeline-controller'
import { latestUndoToast, runToastUndo, toastsAtom } from '../../src/client/ui/toasts/toast-store'
import { applicationRow, stagesResponse } from './pipeline-fixtures'
import { requestBody, stubFetch } from './support/fetch-stub'
import { renderRoutes, waitFor } from './support/render-app'

const store = getDefaultStore()
const rows = [applicationRow(1), applicationRow(2), applicationRow(3, { status: 'rm' })]

function pipelineWith(selected: number[]): PipelineController & { cleared: boolean } {
  const response = stagesResponse()
  return {
    cleared: false,
    projectId: 7,
    stage: 'active',
    labelId: undefined,
    project: () => response.project,
    stages: () => response.stages,
    targets: () => rows.filter((row) => selected.includes(row.id)),
    selectedIds: () => selected,
    focusedRow: () => rows[0],
    canManageApplications: () => true,
    manualHire: () => false,
    teamEnabled: () => true,
    mspAppliesTalent: () => false,
    canManagePools: () => true,
    goToStage: () => {},
    clearSelection() {
      this.cleared = true
    },
    focusSearch: () => {},
    openApplication: () => {},
  }
}

const UNDO_TOKEN = '7f1c1a52-5d0e-4a8e-9d55-0d5f2f0f7c11'

async function renderDialogs() {
  writeSession({ accessToken: 'a', refreshToken: 'r', expiresAt: Date.now() + 600_000 })
  return renderRoutes([{ path: '/', Component: PipelineDialogs }], '/')
}

const dialog = () => document.querySelector<HTMLElement>('[role="dialog"]')
const buttonNamed = (name: string) =>
  [...(dialog()?.querySelectorAll('button') ?? [])].find((b) => b.textContent === name)

let cleanup = () => {}
afterEach(() => {
  cleanup()
  endSession()
  store.set(toastsAtom, [])
  vi.unstubAllGlobals()
})

describe('bulk reject: preflight, confirmation, run, undo', () => {
  it('lists the rows that would fail with their reasons and rejects the rest on Proceed', async () => {
    const { calls } = stubFetch((path, init) => {
      if (path === '/api/projectApplication/bulk/preflight')
        return {
          status: 200,
          body: { okIds: [1, 2], failures: [{ id: 3, reason: 'msp.v2.pipeline.reason.status' }] },
        }
      if (path === '/api/projectApplication/bulk')
        return {
          status: 200,
          body: {
            mode: 'done',
            succeededIds: (requestBody(init) as { ids: number[] }).ids,
            failures: [],
            undoToken: UNDO_TOKEN,
          },
        }
      if (path === '/api/projectApplication/undo')
        return { status: 200, body: { mode: 'done', succeededIds: [1, 2], failures: [], undoToken: null } }
      return undefined
    })
    const view = await renderDialogs()
    cleanup = view.unmount
    const pipeline = pipelineWith([1, 2, 3])

    let done: Promise<void> = Promise.resolve()
    await act(async () => {
      done = runApplicationAction(pipeline, 'reject')
    })
    await waitFor(() => expect(dialog()).not.toBeNull())
    expect(dialog()?.querySelector('h2')?.textContent).toBe('Reject 3 applications')
    expect(dialog()?.textContent).toContain('Are you sure you want to reject these candidates?')
    expect([...(dialog()?.querySelectorAll('li') ?? [])].map((li) => li.textContent)).toEqual([
      'Talent 3Its status does not allow this',
    ])
    expect(dialog()?.textContent).toContain('2 applications will proceed.')
    // Enter confirms: the proceed button has the focus.
    expect(document.activeElement).toBe(buttonNamed('Proceed with 2'))

    await act(async () => {
      buttonNamed('Proceed with 2')?.click()
      await done
    })
    expect(dialog()).toBeNull()
    const bulk = calls.find((c) => c.url.endsWith('/projectApplication/bulk'))
    expect(requestBody(bulk!.init)).toEqual({ action: 'reject', projectId: 7, ids: [1, 2] })
    expect(pipeline.cleared).toBe(true)

    const toast = latestUndoToast(store)
    expect(toast?.text).toBe('2 applications rejected')
    await act(async () => {
      if (toast) await runToastUndo(toast, store)
    })
    const undo = calls.find((c) => c.url.endsWith('/projectApplication/undo'))
    expect(requestBody(undo!.init)).toEqual({ undoToken: UNDO_TOKEN })
    expect(store.get(toastsAtom).map((t) => t.text)).toContain('Undone.')
  })

  it('changes nothing when the user cancels the confirmation', async () => {
    const { calls } = stubFetch((path) =>
      path === '/api/projectApplication/bulk/preflight'
        ? { status: 200, body: { okIds: [1, 2, 3], failures: [] } }
        : undefined,
    )
    const view = await renderDialogs()
    cleanup = view.unmount
    let done: Promise<void> = Promise.resolve()
    await act(async () => {
      done = runApplicationAction(pipelineWith([1, 2, 3]), 'reject')
    })
    await waitFor(() => expect(dialog()).not.toBeNull())
    await act(async () => {
      dialog()?.dispatchEvent(
        new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true }),
      )
      await done
    })
    expect(dialog()).toBeNull()
    expect(calls.map((c) => new URL(c.url, 'http://x').pathname)).toEqual([
      '/api/projectApplication/bulk/preflight',
    ])
    expect(latestUndoToast(store)).toBeUndefined()
  })

  it('reports rows that failed during the run, by row', async () => {
    stubFetch((path) => {
      if (path === '/api/projectApplication/bulk/preflight')
        return { status: 200, body: { okIds: [1, 2], failures: [] } }
      if (path === '/api/projectApplication/bulk')
        return {
          status: 200,
          body: {
            mode: 'done',
            succeededIds: [1],
            failures: [{ id: 2, reason: 'msp.v2.pipeline.reason.changed.since' }],
            undoToken: UNDO_TOKEN,
          },
        }
      return undefined
    })
    const view = await renderDialogs()
    cleanup = view.unmount
    let done: Promise<void> = Promise.resolve()
    await act(async () => {
      done = runApplicationAction(pipelineWith([1, 2]), 'hire')
    })
    await waitFor(() => expect(buttonNamed('Proceed with 2')).toBeDefined())
    await act(async () => buttonNamed('Proceed with 2')?.click())
    await waitFor(() => expect(dialog()?.querySelector('h2')?.textContent).toBe('Done, with exceptions'))
    expect(dialog()?.textContent).toContain('1 application changed.')
    expect(dialog()?.textContent).toContain('Talent 2Changed by someone else since')
    expect(latestUndoToast(store)?.text).toBe('Talent 1 hired')
    await act(async () => {
      buttonNamed('Close')?.click()
      await done
    })
    expect(dialog()).toBeNull()
  })
})
