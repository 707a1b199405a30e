import { act, type ComponentProps } from 'react'
import { currentUserQuery } from '../../src/client/api/session'
import { endSession } from '../../src/client/app/auth-session'
import { writeSession } from '../../src/client/app/session'
import { ApplicationDetail } from '../../src/client/features/pipeline/application/components/application-detail'
import type {
  ApplicationDetail as Detail,
  HistoryResponse,
  Question,
} from '../../src/shared/contracts/application'
import { stubFetch } from './support/fetch-stub'
import { testUser } from './support/fixtures'
import { renderRoutes } from './support/render-app'

/** The application detail over a stubbed API, shared by the application component tests. */

let current = () => {}

/** Unmounts the rendered detail and ends the session (afterEach, or between two renders). */
export function cleanupDetail() {
  current()
  current = () => {}
  endSession()
  // Unsaved notes and answers are kept per tab (ui/drafts.ts): each test starts without any.
  sessionStorage.clear()
}

export const APP = 5

export function detailOf(over: Partial<Detail> = {}): Detail {
  return {
    id: APP,
    status: 'a',
    stage: 'active',
    jobHandle: '8d5f3f56-3d0c-4a57-9a53-5d1a4a2f0c11',
    source: 'applied',
    createdAt: '2026-10-01T08:00:00.000Z',
    lastUpdated: '2026-11-01T08:00:00.000Z',
    project: { id: 3, title: 'Cloud Architect', legalEntityId: 1, legalEntityName: 'Acme Staffing GmbH' },
    talent: {
      id: 9,
      firstName: 'Jana',
      lastName: 'Novak',
      title: 'Cloud engineer',
      email: 'jana@example.test',
      phone: null,
      city: 'Berlin',
      countryCode: 'DE',
      state: 'ACTIVE',
    },
    rate: '95.00',
    rateUnit: 'HR',
    currency: 'EUR',
    clientRate: null,
    labels: [],
    allocatedMsp: null,
    vmsInterview: null,
    vmsOffer: null,
    assessmentsEnabled: false,
    pendingPoolMembership: false,
    canSeeDataProtection: true,
    attachments: { workExperience: [], education: [], certificates: [] },
    ...over,
  }
}

const base = {
  questionType: 'default' as const,
  hide: false,
  mandatory: false,
  mspVisibility: true,
  mspCanEdit: true,
  parentQuestion: null,
  parentQuestionAnswer: null,
  answers: [],
}
const yesNo = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
]
export function questions(): Question[] {
  return [
    {
      ...base,
      id: 1,
      componentName: 'workPermit',
      questionJson: { type: 'radio', options: yesNo },
      position: 1,
      mandatory: true,
      label: 'Work permit?',
      answers: [{ groupId: null, type: 'radio', value: 'no', objectValue: null }],
    },
    {
      ...base,
      id: 2,
      componentName: 'permitUntil',
      questionJson: { type: 'date' },
      position: 2,
      mandatory: true,
      label: 'Valid until?',
      parentQuestion: { id: 1, componentName: 'workPermit' },
      parentQuestionAnswer: 'yes',
    },
    {
      ...base,
      id: 3,
      componentName: 'referral',
      questionJson: { type: 'textField' },
      position: 3,
      label: 'Referral code',
      mspVisibility: false,
    },
    {
      ...base,
      id: 4,
      componentName: 'ownCompany',
      questionJson: { type: 'checkbox' },
      position: 4,
      label: 'Own company',
      mspCanEdit: false,
    },
    {
      ...base,
      id: 5,
      componentName: 'years',
      questionJson: { type: 'number' },
      position: 5,
      label: 'Years of experience',
    },
  ]
}
export const noHistory: HistoryResponse = { totalResults: 0, results: [], notes: [] }

export type Answers = {
  permissions?: string[]
  detail?: Detail
  /** The detail is answered once this resolves (what the user sees while it loads). */
  detailHeld?: Promise<void>
  questions?: Question[]
  history?: HistoryResponse
  save?: { status: number; body?: unknown }
}

export async function renderDetail(
  path: string,
  answers: Answers = {},
  props: Partial<ComponentProps<typeof ApplicationDetail>> = {},
) {
  writeSession({ accessToken: 'a', refreshToken: 'r', expiresAt: Date.now() + 600_000 })
  const fetches = stubFetch((url, init) => {
    const method = init.method ?? 'GET'
    if (url === `/api/projectApplication/${APP}`) {
      const answer = { status: 200, body: answers.detail ?? detailOf() }
      return answers.detailHeld ? answers.detailHeld.then(() => answer) : answer
    }
    if (url === `/api/projectApplication/${APP}/question` && method === 'GET')
      return { status: 200, body: answers.questions ?? questions() }
    if (url === `/api/projectApplication/${APP}/question`)
      return answers.save ?? { status: 200, body: questions() }
    if (url === `/api/projectApplication/${APP}/history`)
      return { status: 200, body: answers.history ?? noHistory }
    if (url.startsWith(`/api/projectApplication/${APP}/history/manualLog`))
      return method === 'DELETE' ? { status: 204 } : { status: method === 'POST' ? 201 : 200, body: {} }
    return undefined
  })
  const permissions = answers.permissions ?? [
    'APPLICATION_VIEW',
    'APPLICATION_MANAGE',
    'APPLICATION_EDIT_CONTENT',
  ]
  const view = await renderRoutes(
    [{ path: '/application/:appId', Component: () => <ApplicationDetail appId={APP} {...props} /> }],
    path,
    (client) => client.setQueryData(currentUserQuery.queryKey, testUser({ permissions })),
  )
  current = view.unmount
  return { ...view, fetches }
}

export const labelled = (c: HTMLElement, text: string) =>
  [...c.querySelectorAll('label')].find((l) => l.textContent?.replace(' *', '') === text)
export const questionBox = (c: HTMLElement, id: number) =>
  c.querySelector<HTMLElement>(`#screening-question-${id}`)
export const button = (c: ParentNode, text: string) =>
  [...c.querySelectorAll('button')].find((b) => b.textContent?.trim() === text) as HTMLButtonElement
export const calls = (f: { calls: { url: string; init: RequestInit }[] }, path: string, method = 'GET') =>
  f.calls.filter((c) => new URL(c.url, 'http://x').pathname === path && (c.init.method ?? 'GET') === method)

export async function typeText(el: HTMLTextAreaElement | HTMLInputElement, value: string) {
  await act(async () => {
    const proto =
      el instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype
    Object.getOwnPropertyDescriptor(proto, 'value')?.set?.call(el, value)
    el.dispatchEvent(new Event('input', { bubbles: true }))
  })
}

/** The detail as the pipeline's pane shows it: embedded, with the row's preview and p / n. */
export async function renderPane(answers: Answers = {}) {
  const view = await renderDetail(`/application/${APP}`, answers, {
    embedded: true,
    onPrevious: () => {},
    onNext: () => {},
    preview: {
      talentId: 9,
      firstName: 'Jana',
      lastName: 'Novak',
      talentTitle: 'Cloud engineer',
      projectTitle: 'Cloud migration',
      status: 'a',
      stage: 'active',
    },
  })
  return view
}
