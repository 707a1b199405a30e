import { afterEach, describe, expect, it } from 'vitest'
import { clientContextQuery, currentUserQuery } from '../../src/client/api/session'
import { endSession } from '../../src/client/app/auth-session'
import { writeSession } from '../../src/client/app/session'
import type { CommandContext } from '../../src/client/commands/registry'
import { talentCommands } from '../../src/client/features/talent/commands'
import { TalentPane } from '../../src/client/features/talent/components/talent-pane'
import type { TalentProfile } from '../../src/shared/contracts/talent'
import { requestBody, stubFetch } from './support/fetch-stub'
import { testClient, testUser } from './support/fixtures'
import { renderRoutes, waitFor } from './support/render-app'

const TALENT = 7
const profile = (over: Partial<TalentProfile> = {}): TalentProfile => ({
  id: TALENT,
  state: 'ACTIVE',
  tier: null,
  firstName: 'Jana',
  lastName: 'Novak',
  email: 'jana@example.test',
  emailVerified: false,
  phone: null,
  title: 'Cloud engineer',
  summary: 'Builds platforms.',
  consentTo: '2027-01-01T00:00:00.000Z',
  cvId: null,
  homeAddress: { line1: null, line2: null, zipCode: null, city: 'Berlin', state: null, countryCode: 'DE' },
  homeAddressCountry: 'DE',
  currentLocation: { country: 'DE', city: 'Berlin', latitude: null, longitude: null },
  availability: { notAvailableFrom: null, notAvailableUntil: null },
  cvItems: [
    {
      id: 1,
      kind: 'j_h',
      title: 'Platform lead',
      organization: 'Acme',
      startDate: '2020-01-01',
      endDate: null,
      ongoing: true,
      description: null,
      history_attachment: null,
    },
  ],
  skills: [],
  languages: [],
  tags: [],
  canSeeDataProtection: true,
  ...over,
})

let unmount = () => {}
let fetchCalls: Array<{ url: string; init: RequestInit }> = []
const viewPosts = () => fetchCalls.filter((c) => c.url.endsWith('/api/views')).map((c) => requestBody(c.init))
afterEach(() => {
  unmount()
  endSession()
})

async function renderPane(
  talent: TalentProfile,
  permissions: string[],
  config: Parameters<typeof testClient>[0] = {},
  consent = true,
  logAuthor = 1,
) {
  writeSession({ accessToken: 'a', refreshToken: 'r', expiresAt: Date.now() + 600_000 })
  fetchCalls = stubFetch((url) => {
    if (url === `/api/freelancer/${TALENT}/profile`) return { status: 200, body: talent }
    if (url === `/api/freelancer/${TALENT}/actionLog`)
      return {
        status: 200,
        body: {
          results: [
            {
              id: 3,
              note: 'Called about January',
              actionType: 'call',
              executionDate: '2026-11-20T00:00:00.000Z',
              createdAt: '2026-11-20T08:00:00.000Z',
              createdBy: 'Anna Admin',
              createdById: logAuthor,
            },
          ],
          totalResults: 1,
        },
      }
    if (url === `/api/freelancer/${TALENT}/projectApplications`) return { status: 200, body: { results: [] } }
    if (url === `/api/freelancer/${TALENT}/history`)
      return {
        status: 200,
        body: {
          totalResults: 1,
          results: [
            {
              id: 1,
              event: 'MSP_DEACTIVATES',
              created: '2026-11-01T00:00:00.000Z',
              msp: null,
              oldValue: null,
              newValue: null,
            },
          ],
        },
      }
    if (url === '/api/views') return { status: 204 }
    return undefined
  }).calls
  const view = await renderRoutes(
    [{ path: '/', Component: () => <TalentPane talentId={TALENT} /> }],
    '/',
    (client) => {
      client.setQueryData(currentUserQuery.queryKey, testUser({ permissions }))
      client.setQueryData(clientContextQuery.queryKey, { ...testClient(config), hasConsentEnabled: consent })
    },
  )
  unmount = view.unmount
  await waitFor(() => expect(view.container.textContent).toContain('Jana Novak'))
  return view.container
}

const ctx = {} as CommandContext
const offered = () => talentCommands.filter((c) => c.when?.(ctx) ?? true).map((c) => c.id)

describe('talent pane', () => {
  const recruiter = [
    'APPLICATION_MANAGE',
    'FREELANCER_MANAGE',
    'FREELANCER_ACTION_LOG',
    'FREELANCER_HISTORY',
    'TAGS_ASSIGN',
  ]

  it('records the talent view when the pane leaves the talent it showed (§2)', async () => {
    await renderPane(profile(), recruiter)
    expect(viewPosts()).toEqual([])
    unmount()
    unmount = () => {}
    await waitFor(() => expect(viewPosts()).toEqual([{ entityType: 'talent', entityId: TALENT }]))
  })

  it('shows notes, history and the unverified-email marker, and offers every action of §2', async () => {
    const c = await renderPane(profile(), recruiter)
    await waitFor(() => expect(c.textContent).toContain('Called about January'))
    await waitFor(() => expect(c.textContent).toContain('Recruiter deactivated the talent'))
    expect(c.textContent).toContain('Email not verified')
    expect(c.textContent).toContain('Platform lead')
    expect(offered()).toEqual(
      expect.arrayContaining([
        'talent.tier',
        'talent.tags',
        'talent.logCall',
        'talent.invite',
        'talent.apply',
        'talent.deactivate',
        'talent.delete',
      ]),
    )
    expect(offered()).not.toContain('talent.reactivate')
  })

  it('hides the resume panels the client CV config keeps from the MSP profile; no apply without client consent', async () => {
    const c = await renderPane(profile(), recruiter, { cvEndpointConfig: { showOn: ['FREELANCER'] } }, false)
    expect(c.textContent).not.toContain('Platform lead')
    expect(c.textContent).toContain('Summary')
    expect(offered()).not.toContain('talent.apply')
    expect(offered()).toContain('talent.invite')
  })

  it('offers reactivate but no tags or projects for a deactivated talent', async () => {
    await renderPane(profile({ state: 'DEACTIVATED', consentTo: null }), recruiter, {}, true)
    expect(offered()).toContain('talent.reactivate')
    expect(offered()).not.toContain('talent.deactivate')
    expect(offered()).not.toContain('talent.tags')
    expect(offered()).not.toContain('talent.invite')
  })

  it('shows personal data hidden by data protection as such, keeping the coarse place (§4)', async () => {
    const hidden = profile({
      email: null,
      canSeeDataProtection: false,
      homeAddress: {
        line1: null,
        line2: null,
        zipCode: null,
        city: 'Berlin',
        state: null,
        countryCode: 'DE',
      },
    })
    const c = await renderPane(hidden, recruiter)
    const field = (label: string) =>
      [...c.querySelectorAll('h3')].find((h) => h.textContent === label)?.parentElement?.textContent ?? ''
    expect(field('Contact')).toContain('Hidden (data protection)')
    expect(field('Home address')).toContain('Berlin')
    expect(field('Home address')).toContain('Hidden (data protection)')
    expect(field('Attachments')).toContain('Hidden (data protection)')
    expect(c.textContent).not.toContain('jana@example.test')
    const shown = await (async () => {
      unmount()
      return renderPane(profile(), recruiter)
    })()
    expect(shown.textContent).toContain('jana@example.test')
    expect(shown.textContent).not.toContain('Hidden (data protection)')
  })

  it("offers to edit one's own log but another recruiter's only to a team lead", async () => {
    const own = await renderPane(profile(), recruiter, {}, true, 1)
    await waitFor(() => expect(own.textContent).toContain('Called about January'))
    expect(own.querySelector('[aria-label="Edit"]')).toBeTruthy()
    unmount()
    const others = await renderPane(profile(), recruiter, {}, true, 2)
    await waitFor(() => expect(others.textContent).toContain('Called about January'))
    expect(others.querySelector('[aria-label="Edit"]')).toBeNull()
    unmount()
    const lead = await renderPane(profile(), [...recruiter, 'TEAM_MANAGEMENT'], {}, true, 2)
    await waitFor(() => expect(lead.textContent).toContain('Called about January'))
    expect(lead.querySelector('[aria-label="Edit"]')).toBeTruthy()
  })

  it('gives a read-only user no notes, no history and only the harmless actions', async () => {
    const c = await renderPane(profile({ emailVerified: true }), [])
    expect(c.textContent).not.toContain('Called about January')
    expect(c.textContent).not.toContain('History')
    expect(c.textContent).not.toContain('Email not verified')
    expect(offered().sort()).toEqual(['talent.cv', 'talent.openInNewTab'])
  })
})
