import { afterEach, describe, expect, it, vi } from 'vitest'
import { endSession } from '../../src/client/app/auth-session'
import { readSession } from '../../src/client/app/session'
import { SignInPage } from '../../src/client/features/auth/components/sign-in-page'
import { signInLoader } from '../../src/client/features/auth/sign-in-loader'
import { requestBody, stubFetch } from './support/fetch-stub'
import { alerts, byLabel, click, renderRoutes, typeInto, waitFor } from './support/render-app'

const routes = [
  { path: '/auth/login', loader: signInLoader, Component: SignInPage },
  { path: '/talent/:id', element: <p>talent page</p> },
  { path: '/dashboard', element: <p>dashboard page</p> },
]

const submitButton = (container: HTMLElement) =>
  [...container.querySelectorAll('button')].find((b) => b.textContent === 'Sign in')!

let cleanup = () => {}
afterEach(() => {
  cleanup()
  endSession()
  vi.unstubAllGlobals()
})

describe('SignInPage', () => {
  it('offers the identity provider where the login settings allow it, and hides the password form where they do not', async () => {
    const provider = {
      authorizeUrl: 'https://id.acme.test/authorize',
      clientId: 'workspace',
      name: 'Acme ID',
    }
    const { calls } = stubFetch((path) =>
      path.startsWith('/api/loginSettings')
        ? { status: 200, body: { methods: ['AUTH0'], identityProvider: provider } }
        : undefined,
    )
    const view = await renderRoutes(routes, '/auth/login?client=acme&redirect=%2Ftalent%2F7')
    cleanup = view.unmount
    const link = () =>
      [...view.container.querySelectorAll('a')].find((a) => a.textContent === 'Sign in with Acme ID')
    await waitFor(() => expect(link()).toBeTruthy())
    expect(calls.map((c) => c.url)).toContain('/api/loginSettings?client=acme')
    const href = new URL(link()?.getAttribute('href') ?? '')
    expect(href.origin + href.pathname).toBe('https://id.acme.test/authorize')
    expect(href.searchParams.get('client_id')).toBe('workspace')
    expect(href.searchParams.get('redirect_uri')).toBe(`${window.location.origin}/social-callback`)
    expect(href.searchParams.get('state')).toBe('/talent/7')
    expect(view.container.querySelector('input[type="password"]')).toBeNull()
    expect(submitButton(view.container)).toBeUndefined()
  })

  it('shows translated validation errors and does not call the server for empty fields', async () => {
    const { calls } = stubFetch(() => undefined)
    const view = await renderRoutes(routes, '/auth/login')
    cleanup = view.unmount
    await waitFor(() => expect(submitButton(view.container)).toBeTruthy())

    await click(submitButton(view.container))

    await waitFor(() =>
      expect(alerts(view.container)).toEqual(['This field is required.', 'This field is required.']),
    )
    expect(byLabel(view.container, 'Email').getAttribute('aria-invalid')).toBe('true')
    expect(calls.filter((c) => c.url === '/api/authorize')).toHaveLength(0)
  })

  it('shows the translated API error for wrong credentials and stays', async () => {
    stubFetch((path) =>
      path === '/api/authorize'
        ? { status: 401, body: { error: 'msp.v2.auth.invalid.credentials', messages: [] } }
        : undefined,
    )
    const view = await renderRoutes(routes, '/auth/login')
    cleanup = view.unmount
    await waitFor(() => expect(submitButton(view.container)).toBeTruthy())
    await typeInto(byLabel(view.container, 'Email'), 'anna.admin@acme.test')
    await typeInto(byLabel(view.container, 'Password'), 'nope')
    await click(submitButton(view.container))

    await waitFor(() =>
      expect(alerts(view.container)).toEqual(['The email address or password is not correct.']),
    )
    expect(view.router.state.location.pathname).toBe('/auth/login')
    expect(readSession()).toBeNull()
  })

  it('stores the session and follows the redirect after signing in', async () => {
    const { calls } = stubFetch((path) =>
      path === '/api/authorize'
        ? {
            status: 200,
            body: { access_token: 'a', refresh_token: 'r', expires_in: 900, token_type: 'Bearer' },
          }
        : undefined,
    )
    const view = await renderRoutes(routes, '/auth/login?redirect=%2Ftalent%2F5')
    cleanup = view.unmount
    await waitFor(() => expect(submitButton(view.container)).toBeTruthy())
    await typeInto(byLabel(view.container, 'Email'), ' anna.admin@acme.test ')
    await typeInto(byLabel(view.container, 'Password'), 'Recruit!2026')
    await click(submitButton(view.container))

    await waitFor(() => expect(view.router.state.location.pathname).toBe('/talent/5'))
    expect(requestBody(calls.find((c) => c.url === '/api/authorize')?.init ?? {})).toEqual({
      email: 'anna.admin@acme.test',
      password: 'Recruit!2026',
    })
    expect(readSession()?.accessToken).toBe('a')
  })
})
