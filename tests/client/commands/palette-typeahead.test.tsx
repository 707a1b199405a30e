import { afterEach, describe, expect, it } from 'vitest'
import { commandRegistry, defineCommand } from '../../../src/client/commands/registry'
import { waitFor } from '../support/render-app'
import { paletteInput, press, renderCommandLayer, resetCommandState } from './support/command-harness'

// Its own file: the palette's chunk must not be loaded yet when Ctrl+K is pressed.
let cleanup: Array<() => void> = []
afterEach(() => {
  for (const c of cleanup.reverse()) c()
  cleanup = []
  resetCommandState()
})

describe('command palette while its chunk loads', () => {
  it('takes what is typed right after Ctrl+K as its query, not as shortcuts of the page', async () => {
    const ran: string[] = []
    cleanup.push(
      commandRegistry.register([
        defineCommand({
          id: 'test.accept',
          titleKey: 'Accept',
          group: 'general',
          shortcut: 'a',
          run: () => {
            ran.push('a')
          },
        }),
      ]),
    )
    const app = await renderCommandLayer('/dashboard')
    cleanup.push(app.unmount)
    await press('k', { ctrlKey: true }, document.body)
    expect(paletteInput()).toBeNull()
    for (const key of ['a', 'd', 'x', 'Backspace', 'd']) await press(key, {}, document.body)
    await waitFor(() => expect(paletteInput()?.value).toBe('add'), 5000)
    expect(ran).toEqual([])
    expect(document.activeElement).toBe(paletteInput())
  })
})
