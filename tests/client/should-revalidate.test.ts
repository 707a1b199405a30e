import { createMemoryRouter } from 'react-router'
import { describe, expect, it } from 'vitest'
import { shouldRevalidate } from '../../src/client/app/should-revalidate'

/** A list route and its parent guard, both with loaders that count their runs, on the real router. */
function listRouter() {
  const runs = { guard: 0, list: 0 }
  const router = createMemoryRouter(
    [
      {
        path: '/',
        loader: () => ++runs.guard,
        shouldRevalidate,
        children: [{ path: 'talents', loader: () => ++runs.list, shouldRevalidate }],
      },
    ],
    { initialEntries: ['/talents?status=ACTIVE'] },
  )
  return { router, runs }
}

async function settled(router: ReturnType<typeof listRouter>['router']) {
  while (router.state.navigation.state !== 'idle' || !router.state.initialized)
    await new Promise((resolve) => setTimeout(resolve, 5))
}

describe('shouldRevalidate', () => {
  it('keeps the loaded list when only the selection or the tab changes', async () => {
    const { router, runs } = listRouter()
    await settled(router)
    expect(runs).toEqual({ guard: 1, list: 1 })
    await router.navigate('/talents?status=ACTIVE&selectedItems=1,2', { replace: true })
    await router.navigate('/talents?selectedItems=1,2,3&status=ACTIVE&tab=notes', { replace: true })
    await settled(router)
    expect(router.state.location.search).toBe('?selectedItems=1,2,3&status=ACTIVE&tab=notes')
    expect(runs).toEqual({ guard: 1, list: 1 })
    router.dispose()
  })

  it('loads again when a filter, the page or the path changes, or on an explicit revalidation', async () => {
    const { router, runs } = listRouter()
    await settled(router)
    await router.navigate('/talents?status=ACTIVE&page=2&selectedItems=4')
    await settled(router)
    expect(runs.list).toBe(2)
    await router.navigate('/talents?status=DELETED&page=2&selectedItems=4')
    await settled(router)
    expect(runs.list).toBe(3)
    await router.revalidate()
    await settled(router)
    expect(runs.list).toBe(4)
    router.dispose()
  })

  it('defers to the default for submissions and for anything but view-state changes', () => {
    const args = (current: string, next: string, formMethod?: 'POST') =>
      ({
        currentUrl: new URL(current, 'http://x'),
        nextUrl: new URL(next, 'http://x'),
        currentParams: {},
        nextParams: {},
        formMethod,
        defaultShouldRevalidate: true,
      }) as Parameters<typeof shouldRevalidate>[0]
    expect(shouldRevalidate(args('/a?selectedItems=1', '/a?selectedItems=2'))).toBe(false)
    expect(shouldRevalidate(args('/a?selectedItems=1', '/a?selectedItems=2', 'POST'))).toBe(true)
    expect(shouldRevalidate(args('/a?selectedItems=1', '/b?selectedItems=1'))).toBe(true)
    expect(shouldRevalidate(args('/a?q=x', '/a?q=y'))).toBe(true)
    // The same address again (a link to the current page) reloads, as by default.
    expect(shouldRevalidate(args('/a?q=x', '/a?q=x'))).toBe(true)
  })
})
