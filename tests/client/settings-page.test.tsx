import { act } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { clientContextQuery, currentUserQuery } from '../../src/client/api/session'
import { endSession } from '../../src/client/app/auth-session'
import { writeSession } from '../../src/client/app/session'
import { SettingsPage } from '../../src/client/features/settings/components/settings-page'
import { i18n, setUiLanguage } from '../../src/client/i18n/i18n'
import type { LoggedUser } from '../../src/shared/contracts/auth'
import { requestBody, stubFetch } from './support/fetch-stub'
import { testClient, testUser } from './support/fixtures'
import { byLabel, click, renderRoutes, typeInto, waitFor } from './support/render-app'

async function renderSettings(user: LoggedUser, answers: Parameters<typeof stubFetch>[0]) {
  writeSession({ accessToken: 'a', refreshToken: 'r', expiresAt: Date.now() + 600_000 })
  const fetches = stubFetch(answers)
  const view = await renderRoutes([{ path: '/settings', Component: SettingsPage }], '/settings', (client) => {
    client.setQueryData(currentUserQuery.queryKey, user)
    client.setQueryData(clientContextQuery.queryKey, testClient())
  })
  return { ...view, fetches }
}

/** The bodies sent to `path` with `method` (the page's lazy sections load their own data, on a busy machine late). */
const sent = (calls: ReturnType<typeof stubFetch>['calls'], method: string, path: string) =>
  calls.filter((c) => c.url === path && c.init.method === method).map((c) => requestBody(c.init))

const button = (container: HTMLElement, text: string) =>
  [...container.querySelectorAll('button')].find((b) => b.textContent === text)!

let cleanup = () => {}
afterEach(async () => {
  cleanup()
  endSession()
  await setUiLanguage('en')
})

describe('settings › account', () => {
  it('saves first and last name with PUT msp', async () => {
    const view = await renderSettings(testUser(), (path, init) =>
      path === '/api/msp' && init.method === 'PUT'
        ? { status: 200, body: testUser({ firstName: 'Annie', lastName: 'Admin' }) }
        : undefined,
    )
    cleanup = view.unmount
    await typeInto(byLabel(view.container, 'First name'), '  ')
    await click(button(view.container, 'Save'))
    expect(view.container.textContent).toContain('This field is required.')
    expect(sent(view.fetches.calls, 'PUT', '/api/msp')).toHaveLength(0)

    await typeInto(byLabel(view.container, 'First name'), 'Annie')
    await click(button(view.container, 'Save'))
    await waitFor(() => expect(sent(view.fetches.calls, 'PUT', '/api/msp')).toHaveLength(1))
    expect(sent(view.fetches.calls, 'PUT', '/api/msp')).toEqual([{ firstName: 'Annie', lastName: 'Admin' }])
    await waitFor(() =>
      expect(view.queryClient.getQueryData<LoggedUser>(currentUserQuery.queryKey)?.firstName).toBe('Annie'),
    )
  })

  it('switches the language at once after saving it in the profile', async () => {
    const view = await renderSettings(testUser(), (path) =>
      path === '/api/msp/locale' ? { status: 200, body: { locale: 'de' } } : undefined,
    )
    cleanup = view.unmount
    const select = view.container.querySelector<HTMLSelectElement>('#settings-language-select')!
    expect([...select.options].map((o) => o.textContent)).toEqual(['English', 'Deutsch', 'Français'])
    expect(select.value).toBe('en')

    await act(async () => {
      select.value = 'de'
      select.dispatchEvent(new Event('change', { bubbles: true }))
    })
    await waitFor(() => expect(view.container.querySelector('h1')?.textContent).toBe('Einstellungen'))
    expect(sent(view.fetches.calls, 'POST', '/api/msp/locale')).toEqual([{ language: 'de' }])
    expect(i18n.language).toBe('de')
    expect(document.documentElement.lang).toBe('de')
    expect(view.queryClient.getQueryData<LoggedUser>(currentUserQuery.queryKey)?.locale).toBe('de')
  })

  it('checks the new password against the rules live and sends current and new password', async () => {
    const view = await renderSettings(testUser(), (path, init) => {
      if (path !== '/api/msp' || init.method !== 'PUT') return undefined
      const body = requestBody(init) as { currentPassword: string }
      return body.currentPassword === 'Recruit!2026'
        ? { status: 200, body: testUser() }
        : {
            status: 400,
            body: {
              error: 'msp.v2.pwd.error.current',
              fields: { currentPassword: ['msp.v2.pwd.error.current'] },
            },
          }
    })
    cleanup = view.unmount
    const changes = () => sent(view.fetches.calls, 'PUT', '/api/msp')
    await waitFor(() => byLabel(view.container, 'New password'))
    await typeInto(byLabel(view.container, 'New password'), 'abc')
    const met = (text: string) =>
      [...view.container.querySelectorAll('li[data-met]')]
        .find((li) => li.textContent?.includes(text))
        ?.getAttribute('data-met')
    expect(met('lowercase')).toBe('true')
    expect(met('uppercase')).toBe('false')

    await click(button(view.container, 'Change password'))
    expect(view.container.textContent).toContain('The password does not meet all the rules below.')
    expect(changes()).toHaveLength(0)

    await typeInto(byLabel(view.container, 'Current password'), 'wrong')
    await typeInto(byLabel(view.container, 'New password'), 'Better!2026')
    await typeInto(byLabel(view.container, 'Confirm new password'), 'Better!2026')
    await click(button(view.container, 'Change password'))
    await waitFor(() => expect(view.container.textContent).toContain('The current password is not correct.'))

    await typeInto(byLabel(view.container, 'Current password'), 'Recruit!2026')
    await click(button(view.container, 'Change password'))
    await waitFor(() => expect(changes()).toHaveLength(2))
    expect(changes()).toEqual([
      { currentPassword: 'wrong', newPassword: 'Better!2026' },
      { currentPassword: 'Recruit!2026', newPassword: 'Better!2026' },
    ])
    await waitFor(() => expect(byLabel(view.container, 'New password').value).toBe(''))
  })

  it('has no password form for identity-provider accounts', async () => {
    const view = await renderSettings(testUser({ authType: 'AUTH0' }), () => undefined)
    cleanup = view.unmount
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(view.container.textContent).not.toContain('Change password')
    expect(view.container.textContent).toContain('Interface language')
  })
})
