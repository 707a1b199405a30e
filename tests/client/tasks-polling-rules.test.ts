import { describe, expect, it } from 'vitest'
import {
  pollInterval,
  showsProgress,
  tasksPollingEnabled,
} from '../../src/client/features/tasks/polling-rules'
import type { TaskStatus } from '../../src/shared/domain/statuses'

const settings = { afterActionInterval: 2, idleInterval: 15 }
const tasks = (...statuses: TaskStatus[]) => statuses.map((status) => ({ status }))
const base = { signedIn: true, settings, hidden: false }

describe('task polling rules (§4 Background tasks)', () => {
  it('polls only for a signed-in user whose client configured the tasks settings', () => {
    expect(tasksPollingEnabled(true, settings)).toBe(true)
    expect(tasksPollingEnabled(false, settings)).toBe(false)
    expect(tasksPollingEnabled(true, null)).toBe(false)
    expect(tasksPollingEnabled(true, undefined)).toBe(false)
    expect(pollInterval({ ...base, signedIn: false, tasks: tasks('RUNNING') })).toBe(false)
    expect(pollInterval({ ...base, settings: null, tasks: tasks('RUNNING') })).toBe(false)
  })

  it('polls at the after-action interval, in seconds from the settings, while a task is unfinished', () => {
    for (const status of ['CREATED', 'RUNNING', 'RESUMED', 'SCHEDULED', 'SERVER_STOPPED'] as const) {
      expect(pollInterval({ ...base, tasks: tasks(status) })).toBe(2000)
    }
    expect(pollInterval({ ...base, tasks: tasks('FAILED', 'RUNNING') })).toBe(2000)
  })

  it('switches to the idle interval while the tab is hidden, and back when visible', () => {
    expect(pollInterval({ ...base, hidden: true, tasks: tasks('RUNNING') })).toBe(15_000)
    expect(pollInterval({ ...base, hidden: false, tasks: tasks('RUNNING') })).toBe(2000)
  })

  it('stops when no tasks remain, all have FAILED, or all are finished', () => {
    expect(pollInterval({ ...base, tasks: [] })).toBe(false)
    expect(pollInterval({ ...base, tasks: undefined })).toBe(false)
    expect(pollInterval({ ...base, tasks: tasks('FAILED', 'FAILED') })).toBe(false)
    expect(pollInterval({ ...base, tasks: tasks('SUCCESSFUL', 'FAILED', 'USER_STOPPED') })).toBe(false)
    expect(pollInterval({ ...base, hidden: true, tasks: tasks('FAILED') })).toBe(false)
  })

  it('shows SERVER_STOPPED and RESUMED as in progress, finished tasks without a progress bar', () => {
    expect(showsProgress('SERVER_STOPPED')).toBe(true)
    expect(showsProgress('RESUMED')).toBe(true)
    expect(showsProgress('SUCCESSFUL')).toBe(false)
    expect(showsProgress('FAILED')).toBe(false)
  })
})
