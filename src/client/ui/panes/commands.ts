import { type Command, type CommandContext, defineCommand } from '../../commands/registry'
import { type PaneId, panesController } from './panes-controller'

/**
 * Pane commands. Focus moves use mod+[ / mod+] (global, so they also work when nothing
 * has focus yet); letters stay free for page actions. Escape closes the detail pane from
 * inside it; from the list, the table's Escape does it once the selection is empty.
 * z maximises the focused pane: two scoped entries because a command has one scope.
 */
const panes = () => panesController.current()
const isPane = (ctx: CommandContext): ctx is CommandContext & { pane: PaneId } =>
  ctx.pane === 'list' || ctx.pane === 'detail'

const maximise = (id: string, scope: PaneId, hideInPalette: boolean): Command =>
  defineCommand({
    id,
    titleKey: 'msp.v2.panes.command.maximise',
    group: 'panes',
    shortcut: 'z',
    scope,
    hideInPalette,
    keywords: ['zoom', 'restore', 'fullscreen'],
    when: (ctx) => panes() !== null && isPane(ctx),
    run: (ctx) => {
      if (isPane(ctx)) panes()?.toggleMaximise(ctx.pane)
    },
  })

/** A dialog keeps the focus until it closes, also from these keys. */
const noDialog = () => document.querySelector('[role="dialog"], [role="alertdialog"]') === null

export const paneCommands: readonly Command[] = [
  // Also from inside a text field (the pipeline's search, a note): issue 21 §2.
  defineCommand({
    id: 'panes.focus.list',
    titleKey: 'msp.v2.panes.command.focus.list',
    group: 'panes',
    shortcut: 'mod+[',
    allowInFields: true,
    keywords: ['pane', 'list'],
    when: () => panes() !== null && noDialog(),
    run: () => panes()?.focusPane('list'),
  }),
  defineCommand({
    id: 'panes.focus.detail',
    titleKey: 'msp.v2.panes.command.focus.detail',
    group: 'panes',
    shortcut: 'mod+]',
    allowInFields: true,
    keywords: ['pane', 'detail'],
    when: () => (panes()?.isDetailOpen() ?? false) && noDialog(),
    run: () => panes()?.focusPane('detail'),
  }),
  defineCommand({
    id: 'panes.detail.close',
    titleKey: 'msp.v2.panes.command.close.detail',
    group: 'panes',
    shortcut: 'Escape',
    scope: 'detail',
    when: () => panes()?.isDetailOpen() ?? false,
    run: () => panes()?.closeDetail(),
  }),
  // The palette shows one maximise entry; it acts on the pane focused before the palette opened.
  maximise('panes.maximise', 'list', false),
  maximise('panes.maximise.detail', 'detail', true),
]
