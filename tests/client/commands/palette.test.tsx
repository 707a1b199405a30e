import { act } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { type Command, commandRegistry, defineCommand } from '../../../src/client/commands/registry'
import { click, typeInto, waitFor } from '../support/render-app'
import {
  options,
  palette,
  paletteInput,
  press,
  renderCommandLayer,
  resetCommandState,
  selectedOption,
} from './support/command-harness'

let cleanup: Array<() => void> = []
afterEach(() => {
  for (const c of cleanup.reverse()) c()
  cleanup = []
  resetCommandState()
})

async function setup(path = '/dashboard', commands: Command[] = []) {
  if (commands.length > 0) cleanup.push(commandRegistry.register(commands))
  const app = await renderCommandLayer(path)
  cleanup.push(app.unmount)
  return app
}

async function openPalette() {
  await press('k', { ctrlKey: true })
  // The palette chunk loads on first open.
  await waitFor(() => expect(paletteInput()).not.toBeNull(), 5000)
}

const dashboardOnly = defineCommand({
  id: 'test.dashboard.only',
  titleKey: 'Refresh dashboard counts',
  group: 'general',
  shortcut: ['g', 'r'],
  when: (ctx) => ctx.route.startsWith('/dashboard'),
  run: () => {},
})

describe('command palette', () => {
  it('opens on Ctrl+K as a labelled dialog with a combobox, the "all" entries and the commands', async () => {
    await setup('/dashboard', [dashboardOnly])
    expect(palette()).toBeNull()
    await openPalette()
    expect(palette()?.getAttribute('role')).toBe('dialog')
    expect(palette()?.getAttribute('aria-label')).toBe('Command palette')
    expect(paletteInput()?.getAttribute('role')).toBe('combobox')
    expect(document.activeElement).toBe(paletteInput())
    expect(options()).toEqual(expect.arrayContaining(['All talents', 'All projects', 'Keyboard shortcuts?']))
    expect(options().some((o) => o.startsWith('Refresh dashboard counts'))).toBe(true)
    // The palette does not list itself.
    expect(options().some((o) => o.includes('Open command palette'))).toBe(false)
    await press('k', { ctrlKey: true }, paletteInput())
    expect(palette()).toBeNull()
  })

  it('opens from a field, closes on Escape or a click outside and gives focus back', async () => {
    const app = await setup()
    const field = app.container.querySelector<HTMLInputElement>('input[aria-label="Page field"]')!
    field.focus()
    await press('k', { ctrlKey: true }, field)
    await waitFor(() => expect(paletteInput()).not.toBeNull(), 5000)
    expect(document.activeElement).toBe(paletteInput())
    expect(palette()?.getAttribute('aria-modal')).toBe('true')
    await press('Escape', {}, paletteInput())
    expect(palette()).toBeNull()
    expect(document.activeElement).toBe(field)

    await openPalette()
    const overlay = palette()!.parentElement!
    await act(async () => {
      overlay.dispatchEvent(new MouseEvent('mousedown', { bubbles: true }))
    })
    expect(palette()).toBeNull()
  })

  it('starts with the text the header search field handed over', async () => {
    await setup()
    const { getDefaultStore } = await import('jotai')
    const { paletteOpenAtom, paletteQueryAtom } = await import('../../../src/client/commands/palette-state')
    await act(async () => {
      getDefaultStore().set(paletteQueryAtom, 'anna@acme.test')
      getDefaultStore().set(paletteOpenAtom, true)
    })
    await waitFor(() => expect(paletteInput()?.value).toBe('anna@acme.test'), 5000)
    expect(options()[0]).toBe('Talents with email anna@acme.test')
  })

  it('suggests the §2 searches for a number, an email, a status name and a name', async () => {
    await setup()
    await openPalette()
    await typeInto(paletteInput()!, '75')
    expect(options().slice(0, 11)).toEqual([
      'Talents with a rate in 0-75',
      'Talents in pool 75',
      'Talents with phone 75',
      'Talents with tag 75',
      'Projects with a rate in 0-75',
      'Projects with VMS job ID 75',
      'Projects with title 75',
      'Projects in pool 75',
      'Projects assigned to recruiter ID 75',
      'All talents',
      'All projects',
    ])

    await typeInto(paletteInput()!, 'anna@acme.test')
    expect(options()).toEqual([
      'Talents with email anna@acme.test',
      'Talents with experience anna@acme.test',
      'All talents',
      'All projects',
    ])

    await typeInto(paletteInput()!, 'Partly_filled')
    expect(options()).toEqual(['Projects with status PARTLY_FILLED', 'All talents', 'All projects'])

    await typeInto(paletteInput()!, 'filled')
    expect(options()).toEqual(['Projects with status FILLED', 'All talents', 'All projects'])

    await typeInto(paletteInput()!, 'Anna Berg')
    expect(options()).toEqual([
      'Talents named Anna Berg',
      'Talents with experience Anna Berg',
      'Talents with skill Anna Berg',
      'Talents with phone Anna Berg',
      'Talents with email Anna Berg',
      'Talents with tag Anna Berg',
      'Projects with title Anna Berg',
      'Projects with VMS job ID Anna Berg',
      'All talents',
      'All projects',
    ])
  })

  it('selecting a suggestion navigates to its search and the route change clears the text', async () => {
    const app = await setup()
    await openPalette()
    await typeInto(paletteInput()!, 'filled')
    expect(selectedOption()).toContain('Projects with status')
    await press('Enter', {}, paletteInput())
    await waitFor(() => expect(app.location()).toBe('/search/projects?status=FILLED'))
  })

  it('clicking a suggestion navigates too', async () => {
    const app = await setup()
    await openPalette()
    await typeInto(paletteInput()!, '75')
    const phone = [...document.querySelectorAll('[cmdk-item]')].find((el) =>
      el.textContent?.includes('phone'),
    )!
    await click(phone)
    await waitFor(() => expect(app.location()).toMatch(/^\/search\/talents\?phone=/))
    expect(palette()).toBeNull()
  })

  it('clears the text and suggestions on every route change', async () => {
    const app = await setup()
    await openPalette()
    await typeInto(paletteInput()!, 'anna@acme.test')
    await act(async () => {
      await app.router.navigate('/search/talents')
    })
    expect(palette()).toBeNull()
    await openPalette()
    expect(paletteInput()?.value).toBe('')
    expect(options()).not.toContain('Talents with email anna@acme.test')
  })

  it('lists only commands whose `when` holds, filters by title and keywords, and runs the chosen one', async () => {
    const run = vi.fn()
    const selectionCommand = defineCommand({
      id: 'test.reject',
      titleKey: 'Reject selected applications',
      group: 'pipeline',
      keywords: ['decline'],
      when: (ctx) => ctx.selection.ids.length > 0,
      run,
    })
    await setup('/settings', [dashboardOnly, selectionCommand])
    await openPalette()
    expect(options().some((o) => o.startsWith('Refresh dashboard counts'))).toBe(false)
    expect(options().some((o) => o.startsWith('Reject selected'))).toBe(false)
    await press('Escape', {}, paletteInput())
    expect(palette()).toBeNull()

    const { getDefaultStore } = await import('jotai')
    const { selectionAtom } = await import('../../../src/client/commands/command-context')
    getDefaultStore().set(selectionAtom, { kind: 'application', ids: [7] })
    await openPalette()
    await typeInto(paletteInput()!, 'decl')
    // The matching command under its group first, then the search suggestions (issue 21 §3).
    expect(options()[0]).toBe('Reject selected applications')
    expect(document.querySelector('[cmdk-group-heading]')?.textContent).toBe('Pipeline')
    const item = [...document.querySelectorAll('[cmdk-item]')].find(
      (el) => el.textContent === 'Reject selected applications',
    )
    await click(item!)
    expect(palette()).toBeNull()
    await waitFor(() => expect(run).toHaveBeenCalledTimes(1))
    expect(run.mock.calls[0][0]).toMatchObject({ route: '/settings', selection: { ids: [7] } })
  })

  it('stays fast with 3,000 commands: only visible rows are mounted and keys move by the row model', async () => {
    const runs: string[] = []
    const many = Array.from({ length: 3000 }, (_, i) =>
      defineCommand({
        id: `bulk.${i}`,
        titleKey: `Bulk action ${i}`,
        group: i % 2 ? 'odd' : 'even',
        run: () => {
          runs.push(`bulk.${i}`)
        },
      }),
    )
    // The DOM shim has no layout: give the palette's scroller a real viewport height.
    const spy = vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockImplementation(function (
      this: HTMLElement,
    ) {
      return this.classList.contains('command-palette-scroll') ? 420 : 0
    })
    cleanup.push(() => spy.mockRestore())
    await setup('/dashboard', many)
    await openPalette()
    const mounted = document.querySelectorAll('[cmdk-item]').length
    expect(mounted).toBeGreaterThan(0)
    expect(mounted).toBeLessThan(100)

    await typeInto(paletteInput()!, 'action 2999')
    expect(options()).toContain('Bulk action 2999')

    // All 3,000 match again: a keystroke still mounts a screenful, not the list (the time budget is the bench's).
    // The commands come first, the search suggestions last: End reaches the last suggestion,
    // Home the first command.
    await typeInto(paletteInput()!, 'action')
    expect(document.querySelectorAll('[cmdk-item]').length).toBeLessThan(100)
    await press('End', {}, paletteInput())
    await press('Home', {}, paletteInput())
    await press('Enter', {}, paletteInput())
    await waitFor(() => expect(runs).toEqual(['bulk.0']))
  })
})
