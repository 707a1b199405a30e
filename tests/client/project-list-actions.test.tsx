import { getDefaultStore } from 'jotai'
import { act } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { endSession } from '../../src/client/app/auth-session'
import { writeSession } from '../../src/client/app/session'
import { projectListDialogAtom } from '../../src/client/features/projects/commands'
import { ListActionDialog } from '../../src/client/features/projects/components/list-action-dialog'
import type { ProjectRow } from '../../src/shared/contracts/project-search'
import { requestBody, stubFetch } from './support/fetch-stub'
import { renderRoutes, waitFor } from './support/render-app'

const row = (over: Partial<ProjectRow>): ProjectRow => ({
  id: 1,
  title: 'Data Engineer',
  status: 'ACTIVE',
  chip: 'open',
  freelancerVisible: true,
  filled: false,
  legalEntityId: 1,
  legalEntityName: 'Acme Talent B.V.',
  vmsType: 'none',
  vmsJobId: null,
  city: null,
  countryCode: null,
  workMode: null,
  rateMin: null,
  rateMax: null,
  rateUnit: null,
  currency: null,
  positions: 1,
  maxSubmissions: -1,
  hiringDeadline: null,
  assignmentStart: null,
  assignmentEnd: null,
  lastApplicationAt: null,
  updatedAt: '2026-11-01T00:00:00.000Z',
  owner: null,
  counts: { active: 0, sentToClient: 0, hired: 0 },
  ...over,
})

const store = getDefaultStore()
let cleanup = () => {}
afterEach(() => {
  cleanup()
  store.set(projectListDialogAtom, null)
  endSession()
  vi.unstubAllGlobals()
})

async function render(permissions: string[]) {
  writeSession({ accessToken: 'a', refreshToken: 'r', expiresAt: Date.now() + 600_000 })
  const view = await renderRoutes(
    [{ path: '/', element: <ListActionDialog permissions={permissions} /> }],
    '/',
  )
  cleanup = view.unmount
  return view
}

describe('project list actions on the selection', () => {
  it('says why delete is disabled and which project blocks it', async () => {
    const { calls } = stubFetch(() => undefined)
    await render(['JOB_MANAGE_DELETE'])
    act(() =>
      store.set(projectListDialogAtom, {
        kind: 'delete',
        projects: [row({ id: 1, freelancerVisible: false }), row({ id: 2, title: 'Published one' })],
      }),
    )
    await waitFor(() => expect(document.body.textContent).toContain('(Published one)'))
    expect(document.querySelector('[role="alert"]')?.textContent).toMatch(/visible/i)
    expect(calls).toHaveLength(0)
  })

  it('offers only the targets all selected projects allow and changes each', async () => {
    const { calls } = stubFetch((url) => (url.includes('/status') ? { status: 200, body: {} } : undefined))
    await render([])
    act(() =>
      store.set(projectListDialogAtom, {
        kind: 'status',
        projects: [row({ id: 1 }), row({ id: 2, status: 'PAUSED' })],
      }),
    )
    await waitFor(() => expect(document.querySelectorAll('[role="radio"]')).toHaveLength(1))
    const radio = document.querySelector<HTMLButtonElement>('[role="radio"]')!
    expect(radio.parentElement?.textContent).toContain('Close project')
    await act(async () => radio.click())
    await act(async () => document.querySelector<HTMLButtonElement>('button[type="submit"]')!.click())
    await waitFor(() => expect(calls.filter((c) => c.url.includes('/status'))).toHaveLength(2))
    expect(requestBody(calls[0].init)).toEqual({ status: 'CLOSED' })
  })
})
