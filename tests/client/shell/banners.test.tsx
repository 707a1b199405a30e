import { QueryClientProvider } from '@tanstack/react-query'
import { act } from 'react'
import { createRoot } from 'react-dom/client'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { announcementQuery } from '../../../src/client/api/announcement'
import { createQueryClient } from '../../../src/client/app/query-client'
import { ANNOUNCEMENT_TICK_MS, AnnouncementBanner } from '../../../src/client/app/shell/announcement-banner'
import { OfflineBanner } from '../../../src/client/app/shell/offline-banner'

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true })

const roots: Array<() => void> = []
function render(
  node: React.ReactNode,
  prepare: (client: ReturnType<typeof createQueryClient>) => void = () => {},
) {
  const client = createQueryClient()
  prepare(client)
  const container = document.createElement('div')
  document.body.append(container)
  const root = createRoot(container)
  act(() => root.render(<QueryClientProvider client={client}>{node}</QueryClientProvider>))
  roots.push(() => {
    act(() => root.unmount())
    container.remove()
  })
  return container
}

beforeEach(() => {
  vi.useFakeTimers()
  localStorage.clear()
})
afterEach(() => {
  for (const unmount of roots.splice(0)) unmount()
  vi.useRealTimers()
})

describe('offline banner', () => {
  it('shows when the connection drops and hides 1 s after it returns', () => {
    const container = render(<OfflineBanner />)
    expect(container.textContent).toBe('')

    act(() => window.dispatchEvent(new Event('offline')))
    expect(container.textContent).toContain('You are offline! check your internet connection')

    act(() => window.dispatchEvent(new Event('online')))
    act(() => vi.advanceTimersByTime(999))
    expect(container.textContent).toContain('You are offline!')
    act(() => vi.advanceTimersByTime(1))
    expect(container.textContent).toBe('')
  })

  it('stays when the connection drops again within that second', () => {
    const container = render(<OfflineBanner />)
    act(() => window.dispatchEvent(new Event('offline')))
    act(() => window.dispatchEvent(new Event('online')))
    act(() => vi.advanceTimersByTime(500))
    act(() => window.dispatchEvent(new Event('offline')))
    act(() => vi.advanceTimersByTime(5000))
    expect(container.textContent).toContain('You are offline!')
  })
})

describe('announcement banner (§4 buckets)', () => {
  const start = Date.parse('2030-01-01T10:00:00Z')
  // Lead time 30 minutes before the real deadline.
  const announcement = (deadlineInSeconds: number) => ({
    deadline: new Date(start + deadlineInSeconds * 1000).toISOString(),
    deadline_with_leadtime: new Date(start + (deadlineInSeconds - 1800) * 1000).toISOString(),
    message: 'Database upgrade',
  })

  function renderBanner(data: object, clock: { now: number }) {
    return render(<AnnouncementBanner now={() => clock.now} />, (client) =>
      client.setQueryData(announcementQuery.queryKey, data),
    )
  }
  const banner = (container: HTMLElement) => container.querySelector<HTMLElement>('[data-banner]')
  const snoozeButton = (container: HTMLElement) =>
    [...container.querySelectorAll('button')].find((b) => b.textContent === 'Hide for now')

  it('shows nothing for an empty answer', () => {
    const container = renderBanner({}, { now: start })
    expect(banner(container)).toBeNull()
  })

  it('moves through the buckets as time passes, re-evaluated every few seconds', () => {
    const clock = { now: start }
    // Lead-time deadline in 1 hour: the long banner.
    const container = renderBanner(announcement(5400), clock)
    expect(banner(container)?.dataset.banner).toBe('long')
    expect(banner(container)?.textContent).toContain('Database upgrade')

    clock.now = start + (3600 - 1700) * 1000
    act(() => vi.advanceTimersByTime(ANNOUNCEMENT_TICK_MS))
    expect(banner(container)?.dataset.banner).toBe('thirtyMinutes')

    clock.now = start + (3600 - 500) * 1000
    act(() => vi.advanceTimersByTime(ANNOUNCEMENT_TICK_MS))
    expect(banner(container)?.dataset.banner).toBe('tenMinutes')

    clock.now = start + (3600 - 60) * 1000
    act(() => vi.advanceTimersByTime(ANNOUNCEMENT_TICK_MS))
    expect(banner(container)?.dataset.banner).toBe('forced')
    expect(banner(container)?.getAttribute('role')).toBe('alert')
    expect(snoozeButton(container)).toBeUndefined()
  })

  it('snoozes per bucket: hidden until the countdown enters the next bucket', () => {
    const clock = { now: start }
    const container = renderBanner(announcement(5400), clock)
    act(() => snoozeButton(container)!.click())
    expect(banner(container)).toBeNull()
    expect(Object.keys(localStorage).some((key) => key.endsWith('.long'))).toBe(true)

    // Real deadline under 1800 s: the "under1800" bucket was not snoozed.
    clock.now = start + (5400 - 1700) * 1000
    act(() => vi.advanceTimersByTime(ANNOUNCEMENT_TICK_MS))
    expect(banner(container)).not.toBeNull()
  })

  it('remembers a snooze across page loads', () => {
    const clock = { now: start }
    const first = renderBanner(announcement(5400), clock)
    act(() => snoozeButton(first)!.click())
    const second = renderBanner(announcement(5400), clock)
    expect(banner(second)).toBeNull()
  })
})
