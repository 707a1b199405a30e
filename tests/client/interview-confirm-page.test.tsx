import { afterEach, describe, expect, it, vi } from 'vitest'
import { InterviewConfirmPage } from '../../src/client/features/calendar/components/interview-confirm-page'
import { i18n } from '../../src/client/i18n/i18n'
import { requestBody, stubFetch } from './support/fetch-stub'
import { renderRoutes, waitFor } from './support/render-app'

/**
 * The talent's interview confirmation page (issue 24) speaks the language of the invitation
 * mail, which the server names with the interview, not the browser's or the recruiter's.
 */
const TOKEN = '12.abcdefghijklmnopqrstuvwxyz012345'
let cleanup = () => {}
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

function stubInterview(language: string) {
  return stubFetch((path, init) => {
    if (path !== '/api/interviewConfirmation/show') return undefined
    expect(requestBody(init)).toEqual({ token: TOKEN })
    return {
      status: 200,
      body: {
        status: 'uc',
        startsAt: '2026-12-02T13:00:00.000Z',
        endsAt: '2026-12-02T13:45:00.000Z',
        language,
      },
    }
  })
}

async function open() {
  const view = await renderRoutes(
    [{ path: '/interview/confirm/:token', Component: InterviewConfirmPage }],
    `/interview/confirm/${TOKEN}`,
  )
  cleanup = view.unmount
  return view
}

describe('the interview confirmation page', () => {
  it('speaks German to a German talent in an English browser, its button too', {
    timeout: 30_000,
  }, async () => {
    expect(i18n.language).toBe('en')
    stubInterview('de')
    const { container } = await open()
    await waitFor(() => expect(container.querySelector('h1')?.textContent).toBe('Ihr Interview'), 15_000)
    expect(container.textContent).toContain('Nehmen Sie teil? Bitte bestätigen Sie.')
    // The date in German too.
    expect(container.textContent).toContain('Mittwoch, 2. Dezember 2026')
    expect(container.querySelector('[lang]')?.getAttribute('lang')).toBe('de')
    expect([...container.querySelectorAll('button')].map((b) => b.textContent)).toEqual([
      'Interview bestätigen',
    ])
    // The rest of the app keeps its own language.
    expect(i18n.language).toBe('en')
  })

  it('speaks English to an English talent', async () => {
    stubInterview('en')
    const { container } = await open()
    await waitFor(() => expect(container.querySelector('h1')?.textContent).toBe('Your interview'))
    expect(container.textContent).toContain('Will you attend? Please confirm.')
  })
})
