import { getDefaultStore } from 'jotai'
import { Outlet, useLocation } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { currentUserQuery } from '../../src/client/api/session'
import { endSession } from '../../src/client/app/auth-session'
import { writeSession } from '../../src/client/app/session'
import { focusedPaneAtom } from '../../src/client/commands/command-context'
import { CommandLayer } from '../../src/client/commands/command-layer'
import { ApplicationDetail } from '../../src/client/features/pipeline/application/components/application-detail'
import type { ApplicationDetail as Detail, Question } from '../../src/shared/contracts/application'
import { press, resetCommandState } from './commands/support/command-harness'
import { requestBody, stubFetch } from './support/fetch-stub'
import { testUser } from './support/fixtures'
import { renderRoutes, waitFor } from './support/render-app'

const APP = 7

const detail = {
  id: APP,
  status: 'a',
  stage: 'active',
  jobHandle: '8d5f3f56-3d0c-4a57-9a53-5d1a4a2f0c11',
  source: 'applied',
  createdAt: '2026-10-01T08:00:00.000Z',
  lastUpdated: '2026-11-01T08:00:00.000Z',
  project: { id: 3, title: 'Data Engineer', legalEntityId: 1, legalEntityName: 'Acme Staffing GmbH' },
  talent: {
    id: 9,
    firstName: 'Ola',
    lastName: 'Berg',
    title: null,
    email: null,
    phone: null,
    city: null,
    countryCode: null,
    state: 'ACTIVE',
  },
  rate: null,
  rateUnit: null,
  currency: null,
  clientRate: null,
  labels: [],
  allocatedMsp: null,
  vmsInterview: null,
  vmsOffer: null,
  assessmentsEnabled: false,
  pendingPoolMembership: false,
  canSeeDataProtection: false,
  attachments: { workExperience: [], education: [], certificates: [] },
} satisfies Detail

const question: Question = {
  id: 1,
  componentName: 'years',
  questionJson: { type: 'number' },
  questionType: 'default',
  position: 1,
  hide: false,
  mandatory: false,
  label: 'Years of experience',
  mspVisibility: true,
  mspCanEdit: true,
  parentQuestion: null,
  parentQuestionAnswer: null,
  answers: [],
}

let cleanup = () => {}
afterEach(() => {
  cleanup()
  endSession()
  resetCommandState()
})

async function render(handlers: { onPrevious?: () => void; onNext?: () => void }) {
  writeSession({ accessToken: 'a', refreshToken: 'r', expiresAt: Date.now() + 600_000 })
  const fetches = stubFetch((url) => {
    if (url === `/api/projectApplication/${APP}`) return { status: 200, body: detail }
    if (url === `/api/projectApplication/${APP}/question`) return { status: 200, body: [question] }
    if (url === `/api/projectApplication/${APP}/history`)
      return { status: 200, body: { totalResults: 0, results: [], notes: [] } }
    if (url === `/api/projectApplication/${APP}/history/manualLog`) return { status: 201, body: {} }
    return undefined
  })
  function Frame() {
    return (
      <>
        <CommandLayer />
        <Outlet />
      </>
    )
  }
  function Location() {
    const location = useLocation()
    return <output data-testid="search">{location.search}</output>
  }
  const view = await renderRoutes(
    [
      {
        Component: Frame,
        children: [
          {
            path: '/application/:appId',
            Component: () => (
              <>
                <Location />
                <ApplicationDetail appId={APP} {...handlers} />
              </>
            ),
          },
        ],
      },
    ],
    `/application/${APP}?tab=details`,
    (client) =>
      client.setQueryData(
        currentUserQuery.queryKey,
        testUser({ permissions: ['APPLICATION_VIEW', 'APPLICATION_MANAGE', 'APPLICATION_EDIT_CONTENT'] }),
      ),
  )
  cleanup = view.unmount
  // The detail claims the 'detail' scope (the pane or the standalone page does this).
  getDefaultStore().set(focusedPaneAtom, 'detail')
  const search = () => view.container.querySelector('[data-testid="search"]')?.textContent
  await waitFor(() => expect(view.container.querySelectorAll('[role="tab"]').length).toBe(6))
  return { ...view, fetches, search }
}

describe('application detail keys', () => {
  it('switches tabs with digits in the order of the visible tabs', async () => {
    const { search } = await render({})
    await press('2')
    await waitFor(() => expect(search()).toBe('?tab=screening'))
    await press('5')
    await waitFor(() => expect(search()).toBe('?tab=history'))
    await press('1')
    await waitFor(() => expect(search()).toBe('?tab=resume'))
    await press('6')
    await waitFor(() => expect(search()).toBe('?tab=vms'))
    await press('1')
    await waitFor(() => expect(search()).toBe('?tab=resume'))
    // Only six tabs are visible: 7 does nothing.
    await press('7')
    expect(search()).toBe('?tab=resume')
  })

  it('moves to the previous and next application with p and n when the list offers them', async () => {
    const onPrevious = vi.fn()
    const onNext = vi.fn()
    await render({ onPrevious, onNext })
    await press('n')
    await press('p')
    expect(onNext).toHaveBeenCalledTimes(1)
    expect(onPrevious).toHaveBeenCalledTimes(1)
  })

  it('opens the note form with Shift+N and posts it with Ctrl+Enter from the text field', async () => {
    const { container, search, fetches } = await render({})
    await press('N', { shiftKey: true })
    await waitFor(() => expect(search()).toBe('?tab=notes'))
    const text = await (async () => {
      let el: HTMLTextAreaElement | null = null
      await waitFor(() => {
        el = container.querySelector<HTMLTextAreaElement>('#note-text')
        expect(el).toBeTruthy()
      })
      return el as unknown as HTMLTextAreaElement
    })()
    expect(document.activeElement).toBe(text)
    // The type is "note" already (issue 21 §4).
    const noteButton = [...container.querySelectorAll('button')].find((b) => b.textContent === 'Note')
    expect(noteButton?.getAttribute('aria-pressed')).toBe('true')
    Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')?.set?.call(
      text,
      'Left a voicemail.',
    )
    text.dispatchEvent(new Event('input', { bubbles: true }))
    await press('Enter', { ctrlKey: true }, text)
    // The note's POST (opening the application also marks it seen: POST reviewMemory/seen).
    const isNote = (c: (typeof fetches.calls)[number]) =>
      c.init.method === 'POST' && c.url.includes('/manualLog')
    await waitFor(() => expect(fetches.calls.some(isNote)).toBe(true))
    const post = fetches.calls.find(isNote)
    expect(requestBody(post?.init ?? {})).toMatchObject({ actionType: 'nt', note: 'Left a voicemail.' })
  })
})
