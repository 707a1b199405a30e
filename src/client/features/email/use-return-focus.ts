import { useRef } from 'react'

/**
 * The element that had the focus when a dialog opened, and the `onCloseAutoFocus` that puts
 * the focus back there. The dialogs open from commands (no trigger button), and the page may
 * re-render under them (a rejected row leaves the list): the list's grid must get its keys back.
 */
export function useReturnFocus(open: boolean) {
  const previous = useRef<HTMLElement | null>(null)
  if (open && previous.current === null && typeof document !== 'undefined')
    previous.current = document.activeElement as HTMLElement | null
  return (event: Event) => {
    const target = previous.current
    previous.current = null
    if (target?.isConnected) {
      event.preventDefault()
      target.focus({ preventScroll: true })
    }
  }
}
