/** Which panes a command acts on: module-level because commands are defined outside React. */
export type PaneId = 'list' | 'detail'

export interface PanesController {
  focusPane(pane: PaneId): void
  isDetailOpen(): boolean
  closeDetail(): void
  toggleMaximise(pane: PaneId): void
}

const mounted: PanesController[] = []

/** The innermost, most recently mounted panes win: a screen shows one pane group at a time. */
export function registerPanes(controller: PanesController): () => void {
  mounted.push(controller)
  return () => {
    const index = mounted.indexOf(controller)
    if (index >= 0) mounted.splice(index, 1)
  }
}

export function getActivePanes(): PanesController | null {
  return mounted[mounted.length - 1] ?? null
}
