import type { ManualLogType } from '../../../../shared/domain/notes'
import { holdKeys } from '../../../commands/key-queue'
import { screenController } from '../../../commands/screen-controller'

/*
 * A note in 3–4 keys (issue 21 §4): Shift N (from the list or the pane), the text, Ctrl/⌘
 * Enter. The form may need the application's data first: keys typed meanwhile are kept and
 * typed into its text field once it has the focus; after saving or cancelling the focus goes
 * back where it was (the row in the list), so j/k work at once.
 */

let opening: { release: () => void; returnTo: HTMLElement | null } | null = null

/** Shift N was pressed: remember where the focus is and keep the keys until the form is there. */
export function beginNote(): void {
  opening?.release()
  const active = document.activeElement as HTMLElement | null
  opening = { release: holdKeys(), returnTo: active && active !== document.body ? active : null }
}

/** The note's text field has the focus; answers where the focus returns afterwards. */
export function noteFieldReady(fallback: HTMLElement | null): HTMLElement | null {
  const current = opening
  opening = null
  current?.release()
  return current?.returnTo ?? fallback
}

/** Gives the focus back after the form closed, unless the user has put it somewhere since. */
export function returnFocusAfterNote(target: HTMLElement | null): void {
  requestAnimationFrame(() => {
    const lost = !document.activeElement || document.activeElement === document.body
    if (lost && target?.isConnected) target.focus({ preventScroll: true })
  })
}

/** What the note's keys act on while a note form is open (Alt 1…4 choose its type). */
export interface NoteFormController {
  setType(type: ManualLogType): void
}
export const noteFormController = screenController<NoteFormController>()
