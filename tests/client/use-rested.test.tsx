import { act } from 'react'
import { createRoot } from 'react-dom/client'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { PANE_REST_MS, useRested } from '../../src/client/ui/panes/use-rested'

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true })

const seen: boolean[] = []
function Probe({ id, ms }: { id: number; ms: number }) {
  seen.push(useRested(id, ms))
  return null
}

beforeEach(() => {
  vi.useFakeTimers()
  seen.length = 0
})
afterEach(() => vi.useRealTimers())

describe('the pipeline pane rests on an application before fetching it', () => {
  it('counts the first application as rested, a new one only after it stayed for the rest time', () => {
    const root = createRoot(document.createElement('div'))
    act(() => root.render(<Probe id={1} ms={PANE_REST_MS} />))
    expect(seen.at(-1)).toBe(true)
    act(() => root.render(<Probe id={2} ms={PANE_REST_MS} />))
    expect(seen.at(-1)).toBe(false)
    // j again before the rest is over: the application passed through is never rested on.
    act(() => vi.advanceTimersByTime(PANE_REST_MS - 10))
    act(() => root.render(<Probe id={3} ms={PANE_REST_MS} />))
    act(() => vi.advanceTimersByTime(PANE_REST_MS - 10))
    expect(seen.at(-1)).toBe(false)
    act(() => vi.advanceTimersByTime(10))
    expect(seen.at(-1)).toBe(true)
    act(() => root.unmount())
  })

  it('is always rested without a rest time (the full application page)', () => {
    const root = createRoot(document.createElement('div'))
    act(() => root.render(<Probe id={1} ms={0} />))
    act(() => root.render(<Probe id={2} ms={0} />))
    expect(seen).toEqual([true, true])
    act(() => root.unmount())
  })
})
