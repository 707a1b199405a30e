import { afterEach, describe, expect, it, vi } from 'vitest'
import { currentUserQuery } from '../../src/client/api/session'
import { endSession } from '../../src/client/app/auth-session'
import { writeSession } from '../../src/client/app/session'
import { DashboardPage } from '../../src/client/features/dashboard/components/dashboard-page'
import type { LoggedUser } from '../../src/shared/contracts/auth'
import type { DashboardCounts } from '../../src/shared/contracts/dashboard'
import { stubFetch } from './support/fetch-stub'
import { renderRoutes, waitFor } from './support/render-app'

const user: LoggedUser = {
  id: 1,
  clientId: 1,
  firstName: 'Anna',
  lastName: 'Admin',
  email: 'anna.admin@acme.test',
  authType: 'PWD',
  locale: 'en',
  permissions: ['DASHBOARD'],
  legalEntityIds: [1],
  calendar: { enabled: false, connectionStatus: 'NC' },
  calendarId: null,
}

const counts: DashboardCounts = {
  projects: { open: 12, partlyFilled: 3, filled: 4, closed: 1500, deleted: 0, unpublished: 2, paused: 1 },
  pipeline: {
    dataHarbour: 40,
    suggested: 25,
    invited: 9,
    active: 31,
    rejectedOrWithdrawn: 7,
    send2vms: 5,
    hired: 2,
    rejectedVms: 1,
  },
}

async function renderDashboard(permissions: string[], at = '/dashboard') {
  writeSession({ accessToken: 'a', refreshToken: 'r', expiresAt: Date.now() + 600_000 })
  return renderRoutes([{ path: '/dashboard/*', Component: DashboardPage }], at, (queryClient) =>
    queryClient.setQueryData(currentUserQuery.queryKey, { ...user, permissions }),
  )
}

/** Label -> shown number for every list item under the given section heading id. */
function totals(container: HTMLElement, sectionId: string): Record<string, string> {
  const section = container.querySelector(`[aria-labelledby="${sectionId}"]`)!
  return Object.fromEntries(
    [...section.querySelectorAll('li')].map((li) => [
      li.querySelector('h3, h4')?.textContent,
      li.querySelector('data')?.textContent,
    ]),
  )
}

let cleanup = () => {}
afterEach(() => {
  cleanup()
  endSession()
  vi.unstubAllGlobals()
})

describe('DashboardPage', () => {
  it('lists the seven project groups and the pipeline totals under headings', async () => {
    stubFetch((path) => (path === '/api/dashboard/counts' ? { status: 200, body: counts } : undefined))
    const view = await renderDashboard(['DASHBOARD'])
    cleanup = view.unmount

    await waitFor(() => expect(view.container.querySelector('data')).not.toBeNull())
    expect(totals(view.container, 'dashboard-projects')).toEqual({
      Open: '12',
      'Partly filled': '3',
      Filled: '4',
      Closed: '1.5K',
      Deleted: '0',
      Unpublished: '2',
      Paused: '1',
    })
    expect(totals(view.container, 'dashboard-pipeline-client')).toEqual({
      'Sent to VMS': '5',
      Hired: '2',
      'Rejected by client': '1',
    })
    expect(view.container.querySelector('h1')?.textContent).toBe('Dashboard')
  })

  it('links each project group to its project list when the user may list projects', async () => {
    stubFetch((path) => (path === '/api/dashboard/counts' ? { status: 200, body: counts } : undefined))
    const view = await renderDashboard(['DASHBOARD', 'JOB_MANAGE_READ'])
    cleanup = view.unmount

    await waitFor(() => expect(view.container.querySelector('data')).not.toBeNull())
    const section = view.container.querySelector('[aria-labelledby="dashboard-projects"]')!
    const links = Object.fromEntries(
      [...section.querySelectorAll('a')].map((a) => [
        a.querySelector('h3')?.textContent,
        a.getAttribute('href'),
      ]),
    )
    expect(links.Open).toBe('/search/projects?status=OPEN')
    expect(links.Closed).toBe('/search/projects?status=CLOSED&status=not%3AFILLED')
    expect(Object.keys(links)).toHaveLength(7)
  })

  it('leads the sourcing totals to the open projects, each with links to its stage lists', async () => {
    const project = { id: 7, title: 'Java Backend', counts: { active: 4, sentToClient: 0, hired: 0 } }
    stubFetch((path) => {
      if (path === '/api/dashboard/counts') return { status: 200, body: counts }
      if (path === '/api/search/project/query')
        return { status: 200, body: { results: [project], totalResults: 1 } }
      return undefined
    })
    const view = await renderDashboard(['DASHBOARD', 'JOB_MANAGE_READ'], '/dashboard/projects')
    cleanup = view.unmount

    await waitFor(() => expect(view.container.querySelector('data')).not.toBeNull())
    const sourcing = view.container.querySelector('[aria-labelledby="dashboard-pipeline-sourcing"]')!
    expect([...sourcing.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual([
      '/dashboard/projects',
      '/dashboard/projects',
      '/dashboard/projects',
    ])
    const nav = view.container.querySelector('nav[aria-label="Dashboard lists"]')!
    expect(
      [...nav.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('aria-current')]),
    ).toEqual([
      ['Open projects', 'page'],
      ['Pools with pending members', null],
    ])
    await waitFor(() => expect(view.container.querySelector('a[href="/project/7"]')).not.toBeNull())
    const links = (label: string) =>
      view.container.querySelector(`a[aria-label="${label}"]`)?.getAttribute('href')
    expect(links('Data harbour of Java Backend')).toBe('/project/7/dataHarbour')
    expect(links('Suggested of Java Backend')).toBe('/project/7/suggested')
    expect(links('Invited of Java Backend')).toBe('/project/7/invited')
    expect(links('Active of Java Backend')).toBe('/project/7/active')
  })

  it('lists the pools with pending members as links to their pages', async () => {
    const pool = { id: 3, name: 'Cloud experts', counts: { PENDING: 12, ACCEPTED: 40 } }
    const { calls } = stubFetch((path) => {
      if (path === '/api/dashboard/counts') return { status: 200, body: counts }
      if (path === '/api/search/pool/query')
        return { status: 200, body: { results: [pool], totalResults: 1 } }
      return undefined
    })
    const view = await renderDashboard(['DASHBOARD'], '/dashboard/pools')
    cleanup = view.unmount

    await waitFor(() => expect(view.container.querySelector('a[href="/pool/3"]')).not.toBeNull())
    const row = view.container.querySelector('a[href="/pool/3"]')!.closest('tr')!
    expect([...row.querySelectorAll('th, td')].map((c) => c.textContent)).toEqual([
      'Cloud experts',
      '12',
      '40',
    ])
    const search = calls.find((c) => c.url.endsWith('/api/search/pool/query'))
    expect(JSON.parse(String(search?.init.body))).toMatchObject({ pending: true, sort: 'pending' })
  })

  it('shows the groups without links to a user who may not list projects', async () => {
    stubFetch((path) => (path === '/api/dashboard/counts' ? { status: 200, body: counts } : undefined))
    const view = await renderDashboard(['DASHBOARD'])
    cleanup = view.unmount

    await waitFor(() => expect(view.container.querySelector('data')).not.toBeNull())
    expect(view.container.querySelectorAll('[aria-labelledby="dashboard-projects"] a')).toHaveLength(0)
  })

  it('offers a retry when the counts cannot be loaded', async () => {
    stubFetch(() => ({ status: 500, body: { error: 'msp.v2.message.generic.error', messages: [] } }))
    const view = await renderDashboard(['DASHBOARD'])
    cleanup = view.unmount

    await waitFor(() => expect(view.container.querySelector('[role="alert"]')).not.toBeNull(), 5000)
    expect(view.container.querySelector('[role="alert"]')?.textContent).toContain(
      'The dashboard could not be loaded.',
    )
    expect([...view.container.querySelectorAll('button')].map((b) => b.textContent)).toContain('Try again')
  })

  it('explains a missing permission instead of calling the server', async () => {
    const { calls } = stubFetch(() => undefined)
    const view = await renderDashboard([])
    cleanup = view.unmount

    expect(view.container.textContent).toContain('Your account has no access to the dashboard.')
    expect(calls).toHaveLength(0)
  })
})
