import { act } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { clientContextQuery, currentUserQuery } from '../../../src/client/api/session'
import { endSession } from '../../../src/client/app/auth-session'
import { DefaultLayout } from '../../../src/client/app/layouts/default-layout'
import { writeSession } from '../../../src/client/app/session'
import { stubFetch } from '../support/fetch-stub'
import { testClient, testUser } from '../support/fixtures'
import { click, renderRoutes, waitFor } from '../support/render-app'

async function renderFrame(permissions = ['DASHBOARD']) {
  writeSession({ accessToken: 'a', refreshToken: 'r', expiresAt: Date.now() + 600_000 })
  stubFetch((path) => (path === '/napi/announcement' ? { status: 200, body: {} } : undefined))
  return renderRoutes(
    [
      {
        Component: DefaultLayout,
        children: [
          { path: '/dashboard', element: <h1>Dashboard page</h1> },
          { path: '/settings', element: <h1>Settings page</h1> },
        ],
      },
    ],
    '/dashboard',
    (queryClient) => {
      queryClient.setQueryData(currentUserQuery.queryKey, testUser({ permissions }))
      queryClient.setQueryData(clientContextQuery.queryKey, testClient({ analyticsPage: true }))
    },
  )
}

const rail = (container: HTMLElement) => container.querySelector('.side-rail')
const drawer = () => document.querySelector('.nav-drawer')
const menuButton = (container: HTMLElement) =>
  container.querySelector<HTMLButtonElement>('button[aria-label="Open main menu"]')!

let cleanup = () => {}
afterEach(() => {
  cleanup()
  endSession()
})

describe('workspace frame', () => {
  it('lists only the menu items whose screens exist and the user may use', async () => {
    const view = await renderFrame()
    cleanup = view.unmount
    const labels = [...rail(view.container)!.querySelectorAll('a')].map((a) => a.getAttribute('aria-label'))
    expect(labels).toEqual(['Dashboard', 'Settings'])
    expect(rail(view.container)!.querySelector('a[href="/dashboard"]')?.getAttribute('aria-current')).toBe(
      'page',
    )
  })

  it('hides the dashboard item without the dashboard permission', async () => {
    const view = await renderFrame([])
    cleanup = view.unmount
    const labels = [...rail(view.container)!.querySelectorAll('a')].map((a) => a.getAttribute('aria-label'))
    expect(labels).toEqual(['Settings'])
  })

  it('opens the drawer from the menu button; the overlay and every navigation close it', async () => {
    const view = await renderFrame()
    cleanup = view.unmount
    expect(drawer()).toBeNull()

    await click(menuButton(view.container))
    await waitFor(() => expect(drawer()?.getAttribute('role')).toBe('dialog'))
    expect(menuButton(view.container).getAttribute('aria-expanded')).toBe('true')
    await click(document.querySelector('.nav-drawer-overlay')!)
    expect(drawer()).toBeNull()

    await click(menuButton(view.container))
    const settingsLink = [...drawer()!.querySelectorAll('a')].find((a) => a.textContent === 'Settings')!
    expect(drawer()!.textContent).toContain('Log out')
    await click(settingsLink)
    await waitFor(() => expect(view.container.querySelector('h1')?.textContent).toBe('Settings page'))
    expect(drawer()).toBeNull()

    // A navigation that does not come from the drawer (a shortcut, the back button) closes it too.
    await click(menuButton(view.container))
    expect(drawer()).not.toBeNull()
    await act(() => view.router.navigate('/dashboard'))
    await waitFor(() => expect(drawer()).toBeNull())
  })
})
