import { afterEach, describe, expect, it, vi } from 'vitest'
import { commandRegistry, defineCommand } from '../../../src/client/commands/registry'
import { press, renderCommandLayer, resetCommandState } from './support/command-harness'

let cleanup: Array<() => void> = []
afterEach(() => {
  for (const c of cleanup.reverse()) c()
  cleanup = []
  resetCommandState()
})

async function setup() {
  const archive = vi.fn()
  const submit = vi.fn()
  cleanup.push(
    commandRegistry.register([
      defineCommand({
        id: 'test.archive',
        titleKey: 'Archive',
        group: 'general',
        shortcut: 'e',
        run: archive,
      }),
      defineCommand({
        id: 'test.submit',
        titleKey: 'Submit',
        group: 'general',
        shortcut: 'mod+Enter',
        allowInFields: true,
        run: submit,
      }),
    ]),
  )
  const app = await renderCommandLayer('/dashboard')
  cleanup.push(app.unmount)
  return { app, archive, submit }
}

describe('shortcut binding', () => {
  it('runs a shortcut typed outside fields', async () => {
    const { archive } = await setup()
    await press('e', {}, document.body)
    expect(archive).toHaveBeenCalledTimes(1)
  })

  it('does not fire while typing in an input, unless the command allows it', async () => {
    const { app, archive, submit } = await setup()
    const input = app.container.querySelector('input')!
    input.focus()
    await press('e', {}, input)
    expect(archive).not.toHaveBeenCalled()
    await press('Enter', { ctrlKey: true }, input)
    expect(submit).toHaveBeenCalledTimes(1)
  })

  it('does not fire inside a dialog', async () => {
    const { archive } = await setup()
    const dialog = document.createElement('div')
    dialog.setAttribute('role', 'dialog')
    const button = document.createElement('button')
    dialog.append(button)
    document.body.append(dialog)
    cleanup.push(() => dialog.remove())
    await press('e', {}, button)
    expect(archive).not.toHaveBeenCalled()
  })

  it('does not fire in the open list of a select or menu, which is portalled outside its dialog', async () => {
    const { archive } = await setup()
    for (const attributes of [
      { role: 'listbox' },
      { role: 'menu' },
      { 'data-radix-popper-content-wrapper': '' },
    ]) {
      const list = document.createElement('div')
      for (const [name, value] of Object.entries(attributes)) list.setAttribute(name, value)
      const option = document.createElement('div')
      option.tabIndex = -1
      list.append(option)
      document.body.append(list)
      cleanup.push(() => list.remove())
      await press('e', {}, option)
    }
    expect(archive).not.toHaveBeenCalled()
  })
})
