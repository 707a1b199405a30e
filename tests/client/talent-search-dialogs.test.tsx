import { act } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { clientContextQuery } from '../../src/client/api/session'
import { endSession } from '../../src/client/app/auth-session'
import { writeSession } from '../../src/client/app/session'
import { BulkDialog } from '../../src/client/features/talent-search/components/bulk-dialog'
import type { TalentRow } from '../../src/shared/contracts/talent-search'
import { requestBody, stubFetch } from './support/fetch-stub'
import { testClient } from './support/fixtures'
import { renderRoutes, waitFor } from './support/render-app'

const talent = (id: number, firstName: string): TalentRow => ({
  id,
  firstName,
  lastName: 'Tester',
  title: null,
  email: null,
  phone: null,
  state: 'ACTIVE',
  tier: null,
  city: null,
  country: null,
  postalCode: null,
  rateMin: null,
  rateMax: null,
  rateCurrency: null,
  rateUnit: null,
  available: true,
  notAvailableUntil: null,
  consent: false,
  skills: [],
  vmsId: null,
  canSeeDataProtection: true,
  owner: null,
  distanceKm: null,
  updatedAt: '2026-11-01T00:00:00.000Z',
})

let cleanup = () => {}
afterEach(() => {
  cleanup()
  endSession()
  vi.unstubAllGlobals()
})

async function render(element: React.ReactNode, client = testClient()) {
  writeSession({ accessToken: 'a', refreshToken: 'r', expiresAt: Date.now() + 600_000 })
  const view = await renderRoutes([{ path: '/', element }], '/', (q) =>
    q.setQueryData(clientContextQuery.queryKey, client),
  )
  cleanup = view.unmount
}

const key = (target: Element, k: string) =>
  act(async () => {
    target.dispatchEvent(new KeyboardEvent('keydown', { key: k, bubbles: true }))
  })

async function type(input: HTMLInputElement, text: string) {
  await act(async () => {
    const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set
    setter?.call(input, text)
    input.dispatchEvent(new Event('input', { bubbles: true }))
  })
}

describe('talents across panes', () => {
  it('tags the selection with a new tag after one confirmation and reports each talent', async () => {
    const { calls } = stubFetch((url) => {
      if (url.endsWith('/tag/listAll'))
        return { status: 200, body: { results: [{ id: 4, value: 'Java' }], totalResults: 1 } }
      if (url.endsWith('/freelancer/tags/bulkAssign'))
        return {
          status: 200,
          body: {
            tag: { id: 9, value: 'Shortlist' },
            results: [
              { talentId: 1, outcome: 'assigned' },
              { talentId: 2, outcome: 'deactivated' },
            ],
          },
        }
      return undefined
    })
    await render(
      <BulkDialog
        action="tag"
        talents={[talent(1, 'Ada'), talent(2, 'Bo')]}
        project={null}
        onClose={() => {}}
      />,
    )
    const input = document.querySelector<HTMLInputElement>('[role="combobox"]')!
    await waitFor(() => expect(document.body.textContent).toContain('Java'))
    await type(input, 'Shortlist')
    await waitFor(() => expect(document.body.textContent).toContain('Create the tag “Shortlist”'))
    await key(input, 'Enter')
    await waitFor(() => expect(document.body.textContent).toContain('Tag 2 talents with “Shortlist”?'))
    await act(async () => document.querySelector<HTMLButtonElement>('button[type="submit"]')!.click())
    await waitFor(() => expect(document.body.textContent).toContain('1 of 2 done'))
    expect(document.body.textContent).toContain('Ada Tester Tagged')
    expect(document.body.textContent).toContain('Bo Tester Deactivated')
    const sent = calls.find((c) => c.url.endsWith('/freelancer/tags/bulkAssign'))!
    expect(requestBody(sent.init)).toEqual({ talentIds: [1, 2], tagName: 'Shortlist' })
  })

  it('invites into the project beside without a picker and shows who was already in the pipeline', async () => {
    const { calls } = stubFetch((url) =>
      url.endsWith('/search/freelancer/bulk')
        ? {
            status: 200,
            body: {
              results: [
                { talentId: 1, outcome: 'invited' },
                { talentId: 2, outcome: 'alreadyInPipeline' },
              ],
            },
          }
        : undefined,
    )
    await render(
      <BulkDialog
        action="invite"
        talents={[talent(1, 'Ada'), talent(2, 'Bo')]}
        project={{ id: 7, title: 'Data Engineer' }}
        onClose={() => {}}
      />,
    )
    expect(document.body.textContent).toContain('Invite 2 talents to “Data Engineer”?')
    await act(async () => document.querySelector<HTMLButtonElement>('button[type="submit"]')!.click())
    await waitFor(() => expect(document.body.textContent).toContain('Already in the pipeline'))
    expect(requestBody(calls[0].init)).toEqual({ action: 'invite', projectId: 7, talentIds: [1, 2] })
  })

  it('applies with the tracking source the recruiter picks, where the client tracks sources', async () => {
    const { calls } = stubFetch((url) =>
      url.endsWith('/search/freelancer/bulk')
        ? { status: 200, body: { results: [{ talentId: 1, outcome: 'applied' }] } }
        : undefined,
    )
    await render(
      <BulkDialog
        action="apply"
        talents={[talent(1, 'Ada')]}
        project={{ id: 7, title: 'Data Engineer' }}
        onClose={() => {}}
      />,
      testClient({ trackingSources: ['linkedin', 'referral'] }),
    )
    const trigger = document.querySelector<HTMLButtonElement>('button[aria-label="Source"]')!
    expect(trigger.textContent).toBe('Not named')
    await key(trigger, 'ArrowDown')
    await waitFor(() => expect(document.querySelector('[role="option"]')).not.toBeNull())
    const option = [...document.querySelectorAll('[role="option"]')].find(
      (o) => o.textContent === 'referral',
    )!
    await key(option, 'Enter')
    await waitFor(() => expect(trigger.textContent).toBe('referral'))
    await act(async () => document.querySelector<HTMLButtonElement>('button[type="submit"]')!.click())
    await waitFor(() =>
      expect(calls.filter((c) => c.url.endsWith('/search/freelancer/bulk'))).toHaveLength(1),
    )
    expect(requestBody(calls.find((c) => c.url.endsWith('/search/freelancer/bulk'))!.init)).toEqual({
      action: 'apply',
      projectId: 7,
      talentIds: [1],
      trackingSource: 'referral',
    })
  })
})
