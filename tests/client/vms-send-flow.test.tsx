import type { InfiniteData } from '@tanstack/react-query'
import { getDefaultStore } from 'jotai'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { pipelineKey } from '../../src/client/api/projects'
import { endSession } from '../../src/client/app/auth-session'
import { queryClient } from '../../src/client/app/query-client'
import { writeSession } from '../../src/client/app/session'
import type { PipelineController } from '../../src/client/features/pipeline/pipeline-controller'
import { VmsDialogHost } from '../../src/client/features/pipeline/vms/components/vms-dialog-host'
import { sendFlow } from '../../src/client/features/pipeline/vms/send-flow'
import { toastsAtom } from '../../src/client/ui/toasts/toast-store'
import type { ApplicationRow, ApplicationSearchResponse } from '../../src/shared/contracts/pipeline'
import type { VmsPreflightResponse } from '../../src/shared/contracts/vms'
import { applicationRow, stagesResponse } from './pipeline-fixtures'
import { requestBody, stubFetch } from './support/fetch-stub'
import { renderRoutes, waitFor } from './support/render-app'

/**
 * Issue 20 §1 in the client: one row shows "send pending" as soon as the key is pressed (in
 * the cached rows, before any answer), a refusal puts it back; several rows go through the
 * preflight, which names what holds each one back and sends the rest.
 */
const store = getDefaultStore()
const PROJECT = 7
const listKey = [...pipelineKey(PROJECT), 'applications', 'active', null, '']

function seedList(rows: ApplicationRow[]) {
  const data: InfiniteData<ApplicationSearchResponse> = {
    pages: [{ results: rows, totalResults: rows.length }],
    pageParams: [0],
  }
  queryClient.setQueryData(listKey, data)
}
const cachedStatus = (id: number) =>
  queryClient
    .getQueryData<InfiniteData<ApplicationSearchResponse>>(listKey)
    ?.pages[0].results.find((r) => r.id === id)?.status

function pipelineWith(rows: ApplicationRow[], selected: number[]): PipelineController {
  const response = stagesResponse()
  return {
    projectId: PROJECT,
    stage: 'active',
    labelId: undefined,
    project: () => response.project,
    stages: () => response.stages,
    targets: () => (selected.length > 0 ? rows.filter((r) => selected.includes(r.id)) : [rows[0]]),
    selectedIds: () => selected,
    focusedRow: () => rows[0],
    canManageApplications: () => true,
    manualHire: () => false,
    teamEnabled: () => false,
    mspAppliesTalent: () => false,
    canManagePools: () => false,
    goToStage: () => {},
    openApplication: () => {},
    clearSelection: () => {},
    focusSearch: () => {},
  }
}

let cleanup = () => {}
afterEach(() => {
  cleanup()
  endSession()
  queryClient.clear()
  store.set(toastsAtom, [])
  vi.unstubAllGlobals()
})

const dialog = () => document.querySelector<HTMLElement>('[role="dialog"]')

describe('send to VMS from the pipeline', () => {
  it('shows send pending in the row before the server answers, and sent rows stay so', async () => {
    writeSession({ accessToken: 'a', refreshToken: 'r', expiresAt: Date.now() + 600_000 })
    const rows = [applicationRow(1), applicationRow(2)]
    seedList(rows)
    let answer: (value: unknown) => void = () => {}
    const answered = new Promise((resolve) => {
      answer = resolve
    })
    const fetches = stubFetch((url) => {
      if (url === '/api/projectApplication/upload')
        return { status: 200, body: { mode: 'done', succeededIds: [1], failures: [], rows: [] } }
      return { status: 200, body: {} }
    })
    const original = globalThis.fetch
    vi.stubGlobal('fetch', async (...args: Parameters<typeof fetch>) => {
      await answered
      return original(...args)
    })
    const flow = sendFlow(pipelineWith(rows, []), 'send')
    // Same turn as the key: the row already says "send pending".
    expect(cachedStatus(1)).toBe('sp')
    expect(cachedStatus(2)).toBe('a')
    answer(undefined)
    await flow
    expect(cachedStatus(1)).toBe('sp')
    const upload = fetches.calls.find((c) => c.url.endsWith('/projectApplication/upload'))
    expect(requestBody(upload?.init ?? {})).toEqual({ ids: [1], mode: 'send' })
  })

  it('puts a refused row back and explains why in the preflight', async () => {
    writeSession({ accessToken: 'a', refreshToken: 'r', expiresAt: Date.now() + 600_000 })
    const view = await renderRoutes([{ path: '/', Component: VmsDialogHost }], '/')
    cleanup = view.unmount
    const rows = [applicationRow(1)]
    seedList(rows)
    const preflight: VmsPreflightResponse = {
      okIds: [],
      rows: [
        {
          id: 1,
          name: 'Jana Novak',
          projectId: PROJECT,
          status: 'a',
          rate: { amount: 120, currency: 'EUR', unit: 'HR' },
          blockers: [
            {
              reason: 'msp.v2.vms.reason.rate.range',
              params: {
                rate: 120,
                unit: 'HR',
                currency: 'EUR',
                min: 60,
                max: 90,
                projectUnit: 'HR',
                projectCurrency: 'EUR',
              },
            },
          ],
        },
      ],
      projects: [
        {
          id: PROJECT,
          title: 'Data Engineer',
          requisitionId: 'R-1',
          maxSubmissions: 5,
          sentCount: 2,
          rateMin: 60,
          rateMax: 90,
          rateUnit: 'HR',
          currency: 'EUR',
        },
      ],
    }
    stubFetch((url) => {
      if (url === '/api/projectApplication/upload')
        return {
          status: 200,
          body: {
            mode: 'done',
            succeededIds: [],
            failures: [{ id: 1, reason: 'msp.v2.vms.reason.rate.range', params: {} }],
            rows: [],
          },
        }
      if (url === '/api/projectApplication/upload/preflight') return { status: 200, body: preflight }
      return { status: 200, body: {} }
    })
    const flow = sendFlow(pipelineWith(rows, []), 'send')
    expect(cachedStatus(1)).toBe('sp')
    await waitFor(() =>
      expect(dialog()?.textContent).toContain('Rate 120 EUR/HR outside the project’s range 60–90 EUR/HR'),
    )
    expect(cachedStatus(1)).toBe('a')
    expect(dialog()?.textContent).toContain('Nothing can be sent.')
    const cancel = [...(dialog()?.querySelectorAll('button') ?? [])].find((b) => b.textContent === 'Cancel')
    cancel?.click()
    await flow
    expect(cachedStatus(1)).toBe('a')
  })

  it('sends the rows the preflight lets through', async () => {
    writeSession({ accessToken: 'a', refreshToken: 'r', expiresAt: Date.now() + 600_000 })
    const view = await renderRoutes([{ path: '/', Component: VmsDialogHost }], '/')
    cleanup = view.unmount
    const rows = [applicationRow(1), applicationRow(2), applicationRow(3)]
    seedList(rows)
    const fetches = stubFetch((url) => {
      if (url === '/api/projectApplication/upload/preflight')
        return {
          status: 200,
          body: {
            okIds: [1, 3],
            rows: rows.map((r) => ({
              id: r.id,
              name: `${r.talent.firstName} ${r.talent.lastName}`,
              projectId: PROJECT,
              status: 'a',
              rate: null,
              blockers:
                r.id === 2
                  ? [{ reason: 'msp.v2.vms.reason.max.submissions', params: { max: 4, sent: 4 } }]
                  : [],
            })),
            projects: [],
          },
        }
      if (url === '/api/projectApplication/upload')
        return { status: 200, body: { mode: 'done', succeededIds: [1, 3], failures: [], rows: [] } }
      return { status: 200, body: {} }
    })
    const flow = sendFlow(pipelineWith(rows, [1, 2, 3]), 'send')
    await waitFor(() => expect(dialog()?.textContent).toContain('Max submissions reached (4 of 4 sent)'))
    expect(dialog()?.textContent).toContain('2 applications can go.')
    const send = [...(dialog()?.querySelectorAll('button') ?? [])].find((b) => b.textContent === 'Send 2')
    send?.click()
    await flow
    const upload = fetches.calls.find((c) => c.url.endsWith('/projectApplication/upload'))
    expect(requestBody(upload?.init ?? {})).toEqual({ ids: [1, 3], mode: 'send' })
    expect([1, 2, 3].map(cachedStatus)).toEqual(['sp', 'a', 'sp'])
  })
})
