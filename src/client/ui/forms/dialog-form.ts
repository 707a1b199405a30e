import type { FormEvent, KeyboardEvent } from 'react'

/**
 * Submit and key handlers of a form inside a dialog: Enter (submit) or Ctrl/⌘+Enter saves the
 * dialog's form only. The dialog is portalled out of the page's form, but React events still
 * bubble to it, and the page's Ctrl+Enter save command must not fire behind the dialog.
 */
export function dialogFormHandlers(save: () => void) {
  return {
    onSubmit: (event: FormEvent) => {
      event.preventDefault()
      event.stopPropagation()
      save()
    },
    onKeyDown: (event: KeyboardEvent) => {
      if (event.key !== 'Enter' || !(event.ctrlKey || event.metaKey)) return
      event.preventDefault()
      event.stopPropagation()
      save()
    },
  }
}
