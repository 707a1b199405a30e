import { Theme } from '@radix-ui/themes'
import { act, type ReactNode } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, describe, expect, it } from 'vitest'
import { type ChoiceSelectProps, ChoiceSelectStandIn } from '../../../src/client/ui/choice-select'
import { ChoiceSelectMenu } from '../../../src/client/ui/choice-select-menu'
import { lazyMenu } from '../../../src/client/ui/lazy-component'
import { waitFor } from '../support/render-app'

const OPTIONS = [
  { value: 'last_updated', label: 'Last updated' },
  { value: 'title', label: 'Title' },
]
const PROPS: ChoiceSelectProps = {
  value: 'title',
  options: OPTIONS,
  label: 'Sort by',
  onValueChange: () => {},
}

let root: Root | undefined
let container: HTMLDivElement

function render(node: ReactNode) {
  container = document.createElement('div')
  document.body.append(container)
  root = createRoot(container)
  act(() => root?.render(<Theme>{node}</Theme>))
}

afterEach(() => {
  act(() => root?.unmount())
  container.remove()
})

/** A fresh lazy select: each test starts with the select's code not yet loaded into it. */
const freshSelect = () => lazyMenu<ChoiceSelectProps>(async () => ChoiceSelectMenu, ChoiceSelectStandIn)

/** The trigger's markup without the attributes only an open-able Radix select carries. */
function closedTrigger(element: Element | null): string {
  const copy = element?.cloneNode(true) as HTMLElement
  for (const name of ['aria-controls', 'dir', 'data-placeholder', 'aria-required', 'data-disabled'])
    copy.removeAttribute(name)
  for (const svg of copy.querySelectorAll('svg')) {
    svg.removeAttribute('xmlns')
    svg.removeAttribute('aria-hidden')
  }
  const names = (el: Element) => [...el.attributes].map((a) => `${a.name}=${a.value}`).sort()
  const walk = (el: Element): unknown => [
    el.tagName,
    names(el),
    el.childElementCount ? [...el.children].map(walk) : el.textContent,
  ]
  return JSON.stringify(walk(copy))
}

describe('a list screen select before its code has loaded', () => {
  it("looks like Radix Themes' closed select trigger: same element, classes, parts and text", () => {
    render(
      <>
        <span data-real>
          <ChoiceSelectMenu {...PROPS} />
        </span>
        <span data-stand-in>
          <ChoiceSelectStandIn {...PROPS} onOpen={() => {}} />
        </span>
      </>,
    )
    const real = container.querySelector('[data-real] button')
    const standIn = container.querySelector('[data-stand-in] button')
    expect(real?.textContent).toBe('Title')
    expect(closedTrigger(standIn)).toBe(closedTrigger(real))
  })

  it('opens on a click, with its options and the current one selected', async () => {
    const Select = freshSelect()
    render(<Select {...PROPS} />)
    const standIn = container.querySelector<HTMLButtonElement>('button[role="combobox"]')
    act(() => standIn?.click())
    await waitFor(() => expect(document.querySelector('[role="listbox"]')).not.toBeNull(), 3000)
    const options = [...document.querySelectorAll('[role="option"]')]
    expect(options.map((option) => option.textContent)).toEqual(['Last updated', 'Title'])
    expect(options[1]?.getAttribute('aria-selected')).toBe('true')
  })

  it('hands the focus to the loaded trigger when the stand-in had it', async () => {
    const Select = freshSelect()
    render(<Select {...PROPS} />)
    const standIn = container.querySelector<HTMLButtonElement>('button[role="combobox"]')
    act(() => standIn?.focus())
    expect(document.activeElement).toBe(standIn)
    // The select's code loads on idle; the trigger that replaces the stand-in takes the focus.
    await waitFor(() => expect(standIn?.isConnected).toBe(false), 5000)
    const trigger = container.querySelector('button[role="combobox"]')
    expect(trigger).not.toBe(standIn)
    expect(document.activeElement).toBe(trigger)
    expect(trigger?.getAttribute('aria-expanded')).toBe('false')
  })
})
