import { screenController } from '../../commands/screen-controller'

/** Which panes a command acts on: module-level because commands are defined outside React. */
export type PaneId = 'nav' | 'list' | 'detail'

export interface PanesController {
  focusPane(pane: PaneId): void
  isDetailOpen(): boolean
  closeDetail(): void
  toggleMaximise(pane: PaneId): void
}

/** The innermost, most recently mounted panes win: a screen shows one pane group at a time. */
export const panesController = screenController<PanesController>()
