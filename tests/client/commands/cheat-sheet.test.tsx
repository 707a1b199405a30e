import { getDefaultStore } from 'jotai'
import { afterEach, describe, expect, it } from 'vitest'
import { focusedPaneAtom } from '../../../src/client/commands/command-context'
import { type Command, commandRegistry, defineCommand } from '../../../src/client/commands/registry'
import { typeInto, waitFor } from '../support/render-app'
import { press, renderCommandLayer, resetCommandState } from './support/command-harness'

let cleanup: Array<() => void> = []
afterEach(() => {
  for (const c of cleanup.reverse()) c()
  cleanup = []
  resetCommandState()
})

const commands: Command[] = [
  defineCommand({
    id: 'test.nav.dashboard',
    titleKey: 'Go to dashboard',
    group: 'navigation',
    shortcut: ['g', 'd'],
    run: () => {},
  }),
  defineCommand({
    id: 'test.table.next',
    titleKey: 'Next row',
    group: 'table',
    shortcut: 'j',
    scope: 'list',
    hideInPalette: true,
    run: () => {},
  }),
  defineCommand({
    id: 'test.hidden.by.when',
    titleKey: 'Reject selected',
    group: 'pipeline',
    shortcut: 'r',
    when: (ctx) => ctx.selection.ids.length > 0,
    run: () => {},
  }),
  defineCommand({ id: 'test.no.shortcut', titleKey: 'Without a key', group: 'general', run: () => {} }),
]

const sheet = () => document.querySelector<HTMLElement>('[role="dialog"]')
/** Title -> key text of every row of the sheet. */
const rows = () =>
  Object.fromEntries(
    [...(sheet()?.querySelectorAll('li') ?? [])].map((li) => [
      li.firstElementChild?.textContent,
      [...li.querySelectorAll('kbd')].map((k) => k.textContent).join(' '),
    ]),
  )

async function openSheet() {
  cleanup.push(commandRegistry.register(commands))
  const app = await renderCommandLayer('/dashboard')
  cleanup.push(app.unmount)
  await press('?', { shiftKey: true })
  await waitFor(() => expect(sheet()).not.toBeNull(), 5000)
}

describe('`?` cheat sheet', () => {
  it('lists every shortcut usable here, grouped, with key chips and sequences read "then"', async () => {
    getDefaultStore().set(focusedPaneAtom, 'list')
    await openSheet()
    expect(sheet()?.getAttribute('aria-labelledby')).toBeTruthy()
    expect(document.getElementById(sheet()!.getAttribute('aria-labelledby')!)?.textContent).toBe(
      'Keyboard shortcuts',
    )
    expect(rows()).toEqual({
      'Open command palette': 'Ctrl+K',
      'Keyboard shortcuts': '?',
      'Go to dashboard': 'G D',
      'Next row': 'J',
    })
    const dashboard = [...sheet()!.querySelectorAll('li')].find((li) => li.textContent?.includes('dashboard'))
    expect(dashboard?.textContent).toBe('Go to dashboardGthenD')
    // The focused list's keys lead (issue 21 §3).
    expect([...sheet()!.querySelectorAll('h3')].map((h) => h.textContent)).toEqual([
      'For what has the focus',
      'General',
      'Navigation',
    ])
  })

  it('focuses its filter, which narrows by title and key names', async () => {
    await openSheet()
    const filter = sheet()!.querySelector<HTMLInputElement>('input')!
    expect(document.activeElement).toBe(filter)
    expect(filter.getAttribute('aria-label')).toBe('Filter shortcuts')
    await typeInto(filter, 'palette')
    expect(Object.keys(rows())).toEqual(['Open command palette'])
    await typeInto(filter, 'ctrl')
    expect(Object.keys(rows())).toEqual(['Open command palette'])
    await typeInto(filter, 'nothing like this')
    expect(rows()).toEqual({})
    expect(sheet()?.textContent).toContain('No shortcut matches your filter.')
  })

  it('closes on Escape, and typing ? in its filter does not reopen anything', async () => {
    await openSheet()
    const filter = sheet()!.querySelector<HTMLInputElement>('input')!
    await press('?', { shiftKey: true }, filter)
    expect(sheet()).not.toBeNull()
    await press('Escape', {}, filter)
    await waitFor(() => expect(sheet()).toBeNull())
  })
})
