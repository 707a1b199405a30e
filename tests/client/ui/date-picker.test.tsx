import { act, useState } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { DatePickerButton } from '../../../src/client/ui/date-picker/date-picker'
import { renderRoutes, waitFor } from '../support/render-app'

let cleanup = () => {}
afterEach(() => cleanup())

let picked: string[] = []
function Harness({ initial, mode, min }: { initial: string; mode?: 'day' | 'month'; min?: string }) {
  const [value, setValue] = useState(initial)
  return (
    <>
      <output>{value}</output>
      <DatePickerButton
        value={value}
        mode={mode}
        min={min}
        label="Start"
        onPick={(v) => {
          picked.push(v)
          setValue(v)
        }}
      />
    </>
  )
}

async function open(element: React.ReactNode) {
  picked = []
  const view = await renderRoutes([{ path: '/', element }], '/')
  cleanup = view.unmount
  const button = document.querySelector<HTMLButtonElement>('button[aria-label^="Choose a"]')!
  await act(async () => button.click())
  await waitFor(() => expect(document.querySelector('[role="dialog"]')).not.toBeNull())
  return view
}
const day = (value: string) => document.querySelector<HTMLButtonElement>(`button[data-value="${value}"]`)!
const key = (k: string) =>
  act(async () => {
    document.activeElement?.dispatchEvent(new KeyboardEvent('keydown', { key: k, bubbles: true }))
  })

describe('the date picker (§5)', () => {
  it('opens on the value, weeks from Monday, moves by arrow keys and sends YYYY-MM-DD', async () => {
    await open(<Harness initial="2026-12-15" />)
    const headers = [...document.querySelectorAll('th')].map((th) => th.textContent)
    expect(headers).toEqual(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'])
    expect(document.activeElement).toBe(day('2026-12-15'))
    expect(day('2026-12-15').getAttribute('aria-current')).toBe('date')
    await key('ArrowRight')
    await key('ArrowDown')
    expect(document.activeElement).toBe(day('2026-12-23'))
    await key('PageDown')
    expect(document.activeElement).toBe(day('2027-01-23'))
    await act(async () => day('2027-01-23').click())
    expect(picked).toEqual(['2027-01-23'])
    await waitFor(() => expect(document.querySelector('[role="dialog"]')).toBeNull())
    expect(document.querySelector('output')?.textContent).toBe('2027-01-23')
  })

  it('offers years from ten ahead to ninety back and refuses days before the minimum', async () => {
    await open(<Harness initial="2026-11-25" min="2026-11-20" />)
    const years = [...document.querySelectorAll<HTMLOptionElement>('select[aria-label="Year"] option')].map(
      (o) => Number(o.value),
    )
    const now = new Date().getFullYear()
    expect(years[0]).toBe(now + 10)
    expect(years.at(-1)).toBe(now - 90)
    // A day before the minimum cannot be picked; the minimum itself can.
    expect(day('2026-11-09').getAttribute('aria-disabled')).toBe('true')
    await act(async () => day('2026-11-09').click())
    expect(picked).toEqual([])
    await act(async () => day('2026-11-20').click())
    expect(picked).toEqual(['2026-11-20'])
  })

  it('picks a month in month mode (YYYY-MM)', async () => {
    await open(<Harness initial="2026-03" mode="month" />)
    expect(document.querySelectorAll('button[data-value^="2026-"]')).toHaveLength(12)
    await act(async () => day('2026-07').click())
    expect(picked).toEqual(['2026-07'])
  })
})
