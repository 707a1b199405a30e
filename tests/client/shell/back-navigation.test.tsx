import { act } from 'react'
import { Outlet, type RouteObject, useLocation } from 'react-router'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import {
  backTarget,
  navBackCommand,
  rememberScreen,
  screenOf,
  useBackNavigation,
} from '../../../src/client/app/back-navigation'
import { BackButton } from '../../../src/client/app/shell/back-button'
import { CommandLayer } from '../../../src/client/commands/command-layer'
import { press, resetCommandState } from '../commands/support/command-harness'
import { renderRoutes, waitFor } from '../support/render-app'

beforeEach(() => sessionStorage.clear())

describe('back navigation rules', () => {
  it('knows the talent, project, pool and application screens of §2', () => {
    expect(screenOf('/talent/12')).toEqual({ kind: 'talent', id: '12' })
    expect(screenOf('/pool/3/talents')).toEqual({ kind: 'pool', id: '3' })
    expect(screenOf('/project/7/hired')).toEqual({ kind: 'project', id: '7' })
    expect(screenOf('/project/7/active/labels/2')).toEqual({ kind: 'project', id: '7' })
    expect(screenOf('/application/55')).toEqual({ kind: 'application', id: '55' })
    expect(screenOf('/project/7/active/application/55')).toEqual({
      kind: 'application',
      id: '55',
      projectId: '7',
    })
    expect(screenOf('/project/7/active/labels/2/application/55')).toMatchObject({ id: '55', projectId: '7' })
    expect(screenOf('/project/create')).toBeNull()
    expect(screenOf('/dashboard')).toBeNull()
  })

  it('returns to the previous screen of the same kind, with its query', () => {
    rememberScreen('/talent/1?selectedItems=4')
    rememberScreen('/dashboard')
    rememberScreen('/talent/2')
    expect(backTarget('/talent/2')).toBe('/talent/1?selectedItems=4')
    rememberScreen('/pool/8')
    rememberScreen('/pool/9/projects')
    expect(backTarget('/pool/9/projects')).toBe('/pool/8')
    // Another stage of the same project is the same screen, not a previous one.
    rememberScreen('/project/7/active')
    rememberScreen('/project/7/hired')
    expect(backTarget('/project/7/hired')).toBe('/dashboard')
    rememberScreen('/project/5/active')
    expect(backTarget('/project/5/active')).toBe('/project/7/hired')
  })

  it('falls back to the search, dashboard, pool list or the project status page', () => {
    expect(backTarget('/talent/2')).toBe('/search/talents')
    expect(backTarget('/project/7/summary')).toBe('/dashboard')
    expect(backTarget('/pool/1')).toBe('/pools')
    expect(backTarget('/project/7/hired/application/55')).toBe('/project/7/active')
    expect(backTarget('/application/56')).toBe('/dashboard')
    // An application seen in a pipeline before knows its project on its own page too.
    rememberScreen('/project/9/active/application/56')
    expect(backTarget('/application/56')).toBe('/project/9/active')
  })
})

function Frame() {
  useBackNavigation()
  const { pathname, search } = useLocation()
  return (
    <>
      <CommandLayer />
      <output data-testid="location">{`${pathname}${search}`}</output>
      <Outlet />
    </>
  )
}

function TalentPage() {
  return (
    <header>
      <BackButton />
      <h1>Talent</h1>
    </header>
  )
}

const routes: RouteObject[] = [
  {
    Component: Frame,
    children: [
      { path: 'talent/:id', Component: TalentPage },
      { path: '*', Component: () => <h1>Other</h1> },
    ],
  },
]

describe('back navigation in the app', () => {
  let unmount = () => {}
  afterEach(() => {
    unmount()
    resetCommandState()
  })

  it('the back button and g b lead to the talent seen before, else to the talent search', async () => {
    const app = await renderRoutes(routes, '/talent/1')
    unmount = app.unmount
    const location = () => app.container.querySelector('[data-testid="location"]')?.textContent
    const back = () => app.container.querySelector<HTMLAnchorElement>('a.back-button')
    expect(back()?.getAttribute('href')).toBe('/search/talents')
    expect(back()?.textContent).toContain('Back')

    await act(async () => {
      await app.router.navigate('/talent/2')
    })
    expect(back()?.getAttribute('href')).toBe('/talent/1')
    await press('g', {}, document.body)
    await press('b', {}, document.body)
    await waitFor(() => expect(location()).toBe('/talent/1'))
    // From talent 1 the previous talent is now talent 2.
    expect(back()?.getAttribute('href')).toBe('/talent/2')
  })

  it('offers "Go back" only on entity screens', () => {
    const ctx = (route: string) => ({
      route,
      pane: null,
      selection: { kind: null, ids: [] },
      focusedRow: null,
      navigate: () => {},
    })
    expect(navBackCommand.when?.(ctx('/talent/3?tab=cv'))).toBe(true)
    expect(navBackCommand.when?.(ctx('/settings'))).toBe(false)
  })
})
