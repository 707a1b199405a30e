import type { QueryClient } from '@tanstack/react-query'
import { getDefaultStore } from 'jotai'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { clientContextQuery } from '../../src/client/api/session'
import { notifyTaskStarted } from '../../src/client/api/tasks'
import { endSession } from '../../src/client/app/auth-session'
import { writeSession } from '../../src/client/app/session'
import { TaskSnackbars } from '../../src/client/features/tasks/components/task-snackbars'
import { closedTaskIdsAtom } from '../../src/client/features/tasks/task-state'
import { toastsAtom } from '../../src/client/ui/toasts/toast-store'
import type { TaskDto } from '../../src/shared/contracts/pipeline'
import { stubFetch } from './support/fetch-stub'
import { testClient } from './support/fixtures'
import { click, renderRoutes, waitFor } from './support/render-app'

const store = getDefaultStore()

function task(uuid: string, overrides: Partial<TaskDto> = {}): TaskDto {
  return {
    uuid,
    type: 'bulkReject',
    status: 'RUNNING',
    args: { projectId: 7, jobHandleId: 'jh', jobTitle: 'Data engineer' },
    count: { total: 40, current: 10, progress: 25 },
    failedCount: 0,
    undoToken: null,
    createdAt: '2026-11-22T10:00:00.000Z',
    ...overrides,
  }
}

let serverTasks: TaskDto[] = []

function stubServer() {
  return stubFetch((path, init) => {
    if (path === '/api/tasks/now') return { status: 200, body: serverTasks }
    const match = /^\/api\/tasks\/([^/]+)\/(acknowledge|stop)$/.exec(path)
    if (match && init.method === 'PUT') {
      const found = serverTasks.find((x) => x.uuid === match[1])
      if (!found) return { status: 404, body: { error: 'msp.v2.tasks.error.not.found', messages: [] } }
      if (match[2] === 'stop') {
        const stopped = { ...found, status: 'USER_STOPPED' as const }
        serverTasks = serverTasks.map((x) => (x.uuid === found.uuid ? stopped : x))
        return { status: 200, body: stopped }
      }
      serverTasks = serverTasks.filter((x) => x.uuid !== found.uuid)
      return { status: 200, body: found }
    }
    return undefined
  })
}

async function renderSnackbars(tasksSettings: { afterActionInterval: number; idleInterval: number } | null) {
  writeSession({ accessToken: 'a', refreshToken: 'r', expiresAt: Date.now() + 600_000 })
  const fetches = stubServer()
  let client: QueryClient | undefined
  const view = await renderRoutes(
    [{ path: '/', element: <TaskSnackbars acknowledgeDelayMs={60} /> }],
    '/',
    (queryClient) => {
      client = queryClient
      queryClient.setQueryData(clientContextQuery.queryKey, testClient({ tasksSettings }))
    },
  )
  return { ...view, fetches, client: client as QueryClient }
}

const snackbars = (container: HTMLElement) => [...container.querySelectorAll<HTMLElement>('.task-snackbar')]
const calls = (fetches: ReturnType<typeof stubServer>, method: string, path: string) =>
  fetches.calls.filter(
    (c) => (c.init.method ?? 'GET') === method && new URL(c.url, 'http://x').pathname === path,
  )

let cleanup = () => {}
afterEach(() => {
  cleanup()
  endSession()
  vi.unstubAllGlobals()
  store.set(closedTaskIdsAtom, new Set())
  store.set(toastsAtom, [])
  serverTasks = []
})

describe('task snackbars', () => {
  it('shows one snackbar per task, 70 px apart, with progress bars for unfinished ones', async () => {
    serverTasks = [
      task('t-new', { status: 'SERVER_STOPPED', count: { total: 40, current: 10, progress: 25 } }),
      task('t-mid', { status: 'RESUMED', count: { total: 40, current: 30, progress: 75 } }),
      task('t-old', { status: 'FAILED', failedCount: 12, count: { total: 40, current: 28, progress: 70 } }),
    ]
    const view = await renderSnackbars({ afterActionInterval: 2, idleInterval: 15 })
    cleanup = view.unmount
    await waitFor(() => expect(snackbars(view.container)).toHaveLength(3))
    const [first, second, third] = snackbars(view.container)
    expect([first, second, third].map((el) => el.style.bottom)).toEqual(['16px', '86px', '156px'])
    expect(first.textContent).toContain('Rejecting 40 candidates')
    expect(first.textContent).toContain('Data engineer')
    // SERVER_STOPPED and RESUMED are shown as in progress.
    const bars = view.container.querySelectorAll('[role="progressbar"]')
    expect([...bars].map((bar) => bar.getAttribute('aria-valuenow'))).toEqual(['25', '75'])
    expect(first.textContent).toContain('10 of 40')
    expect(third.textContent).toContain('The bulk reject failed: 12 candidates were not rejected.')
    expect(third.querySelector('a')?.getAttribute('href')).toBe('/project/7/active')
    expect(third.querySelector('[role="progressbar"]')).toBeNull()
  })

  it('does not ask for tasks when the client has no tasks settings', async () => {
    serverTasks = [task('t1')]
    const view = await renderSnackbars(null)
    cleanup = view.unmount
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(calls(view.fetches, 'GET', '/api/tasks/now')).toHaveLength(0)
    expect(snackbars(view.container)).toHaveLength(0)
  })

  it('closes a dismissed snackbar; a finished task is acknowledged, a running one keeps running', async () => {
    serverTasks = [task('t-run'), task('t-failed', { status: 'FAILED', failedCount: 3 })]
    const view = await renderSnackbars({ afterActionInterval: 2, idleInterval: 15 })
    cleanup = view.unmount
    await waitFor(() => expect(snackbars(view.container)).toHaveLength(2))
    const dismiss = (el: HTMLElement) =>
      el.querySelector<HTMLElement>('[aria-label="Dismiss"]') as HTMLElement
    await click(dismiss(snackbars(view.container)[1]))
    await waitFor(() => expect(snackbars(view.container)).toHaveLength(1))
    expect(calls(view.fetches, 'PUT', '/api/tasks/t-failed/acknowledge')).toHaveLength(1)
    await click(dismiss(snackbars(view.container)[0]))
    await waitFor(() => expect(snackbars(view.container)).toHaveLength(0))
    expect(calls(view.fetches, 'PUT', '/api/tasks/t-run/acknowledge')).toHaveLength(0)
  })

  it('stops a running task from its Stop button', async () => {
    serverTasks = [task('t-run')]
    const view = await renderSnackbars({ afterActionInterval: 2, idleInterval: 15 })
    cleanup = view.unmount
    await waitFor(() => expect(snackbars(view.container)).toHaveLength(1))
    const stop = [...view.container.querySelectorAll('button')].find((b) => b.textContent === 'Stop')
    await click(stop as HTMLElement)
    await waitFor(() => expect(snackbars(view.container)[0].textContent).toContain('Stopped after 10 of 40'))
    expect(calls(view.fetches, 'PUT', '/api/tasks/t-run/stop')).toHaveLength(1)
    expect(view.container.querySelector('[role="progressbar"]')).toBeNull()
  })

  it('acknowledges a task shortly after success, closes it, refreshes the page data and offers undo', async () => {
    serverTasks = [task('t-run')]
    const view = await renderSnackbars({ afterActionInterval: 2, idleInterval: 15 })
    cleanup = view.unmount
    view.client.setQueryData(['pipeline', 7, 'stages'], { stale: false })
    await waitFor(() => expect(snackbars(view.container)).toHaveLength(1))

    serverTasks = [
      task('t-run', {
        status: 'SUCCESSFUL',
        count: { total: 40, current: 40, progress: 100 },
        failedCount: 2,
        undoToken: '6f1c1c8e-1111-4111-8111-111111111111',
      }),
    ]
    notifyTaskStarted(view.client)
    await waitFor(() => expect(snackbars(view.container)[0]?.textContent).toContain('38 candidates rejected'))
    expect(store.get(toastsAtom).map((toast) => [toast.text, typeof toast.undo])).toEqual([
      ['38 candidates rejected', 'function'],
    ])
    await waitFor(() => expect(snackbars(view.container)).toHaveLength(0))
    expect(calls(view.fetches, 'PUT', '/api/tasks/t-run/acknowledge')).toHaveLength(1)
    expect(view.client.getQueryState(['pipeline', 7, 'stages'])?.isInvalidated).toBe(true)
  })
})
