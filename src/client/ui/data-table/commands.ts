import { type Command, defineCommand } from '../../commands/registry'
import { panesController } from '../panes/panes-controller'
import { tableController } from './table-controller'

/**
 * Keyboard of the focused data table (scope 'list': the binder only fires them while the
 * list pane has focus). A command has one shortcut, so arrow-key twins of j/k are separate
 * entries sharing the title; movement stays out of the palette but shows in the `?` sheet.
 */
const table = () => tableController.current()

const movement = (id: string, titleKey: string, shortcut: string, run: () => void): Command =>
  defineCommand({
    id,
    titleKey,
    group: 'table',
    shortcut,
    scope: 'list',
    hideInPalette: true,
    when: () => table() !== null,
    run,
  })

export const dataTableCommands: readonly Command[] = [
  movement('table.focus.next', 'msp.v2.table.command.next', 'j', () => table()?.move(1)),
  movement('table.focus.next.arrow', 'msp.v2.table.command.next', 'ArrowDown', () => table()?.move(1)),
  movement('table.focus.previous', 'msp.v2.table.command.previous', 'k', () => table()?.move(-1)),
  movement('table.focus.previous.arrow', 'msp.v2.table.command.previous', 'ArrowUp', () => table()?.move(-1)),
  movement('table.focus.first', 'msp.v2.table.command.first', 'Home', () => table()?.moveToEdge('first')),
  movement('table.focus.last', 'msp.v2.table.command.last', 'End', () => table()?.moveToEdge('last')),
  movement('table.focus.page.down', 'msp.v2.table.command.page.down', 'PageDown', () => table()?.page(1)),
  movement('table.focus.page.up', 'msp.v2.table.command.page.up', 'PageUp', () => table()?.page(-1)),
  movement('table.selection.extend.down', 'msp.v2.table.command.extend.down', 'shift+j', () =>
    table()?.move(1, true),
  ),
  movement('table.selection.extend.down.arrow', 'msp.v2.table.command.extend.down', 'shift+ArrowDown', () =>
    table()?.move(1, true),
  ),
  movement('table.selection.extend.up', 'msp.v2.table.command.extend.up', 'shift+k', () =>
    table()?.move(-1, true),
  ),
  movement('table.selection.extend.up.arrow', 'msp.v2.table.command.extend.up', 'shift+ArrowUp', () =>
    table()?.move(-1, true),
  ),
  defineCommand({
    id: 'table.selection.toggle',
    titleKey: 'msp.v2.table.command.toggle',
    group: 'table',
    shortcut: 'x',
    scope: 'list',
    keywords: ['select', 'check'],
    when: () => table()?.hasFocusedRow() ?? false,
    run: () => table()?.toggleFocused(),
  }),
  defineCommand({
    id: 'table.selection.range',
    titleKey: 'msp.v2.table.command.range',
    group: 'table',
    shortcut: 'shift+x',
    scope: 'list',
    keywords: ['select', 'range'],
    when: () => table()?.hasFocusedRow() ?? false,
    run: () => table()?.extendToFocused(),
  }),
  defineCommand({
    id: 'table.selection.all',
    titleKey: 'msp.v2.table.command.select.all',
    group: 'table',
    shortcut: 'mod+a',
    scope: 'list',
    keywords: ['select', 'all'],
    when: () => table() !== null,
    run: () => table()?.selectAll(),
  }),
  defineCommand({
    // One Escape for the list scope (shortcuts must not clash per scope): the selection
    // goes first, a second Escape closes the detail pane, as in mail clients.
    id: 'table.selection.clear',
    titleKey: 'msp.v2.table.command.clear',
    group: 'table',
    shortcut: 'Escape',
    scope: 'list',
    keywords: ['deselect', 'unselect', 'close'],
    when: () => (table()?.selectionCount() ?? 0) > 0 || (panesController.current()?.isDetailOpen() ?? false),
    run: () => {
      const current = table()
      if (current && current.selectionCount() > 0) current.clearSelection()
      else panesController.current()?.closeDetail()
    },
  }),
  defineCommand({
    id: 'table.row.open',
    titleKey: 'msp.v2.table.command.open',
    group: 'table',
    shortcut: 'Enter',
    scope: 'list',
    // Also before any row has focus: Enter then opens the first row.
    when: () => table() !== null,
    run: () => table()?.openFocused(),
  }),
  movement('table.row.open.space', 'msp.v2.table.command.open', 'Space', () => table()?.openFocused()),
  defineCommand({
    id: 'table.columns.choose',
    titleKey: 'msp.v2.table.command.columns',
    group: 'table',
    keywords: ['columns', 'show', 'hide', 'fields'],
    when: () => table()?.canChooseColumns() ?? false,
    run: () => table()?.chooseColumns(),
  }),
]
