import { type KeyboardEvent, type ReactNode, type RefObject, useLayoutEffect, useRef } from 'react'
import { createPortal } from 'react-dom'

export type CommandDialogProps = {
  open: boolean
  onClose: () => void
  /** Escape pressed: true when it was handled (the palette clears its query), else the dialog closes. */
  onEscape?: () => boolean
  /** Portal target inside Radix <Theme>, so Themes components and tokens work in the dialog. */
  container: HTMLElement
  label?: string
  labelledBy?: string
  describedBy?: string
  className?: string
  /** Focused on open; the dialog itself otherwise. */
  initialFocus?: RefObject<HTMLElement | null>
  children: ReactNode
}

const FOCUSABLE = 'input, button, select, textarea, [href], [tabindex]:not([tabindex="-1"])'

/**
 * The light modal shell of the palette and the `?` sheet. Not Radix Dialog: its scroll lock
 * sets a CSS variable on <body>, which restyles every Radix Themes token below it (measured
 * 30-40 ms on open and again on close; the budget for a keyboard action is 50 ms). This
 * shell is aria-modal, keeps Tab inside, closes on Escape or a click outside and gives focus
 * back to where it was.
 */
export function CommandDialog({
  open,
  onClose,
  onEscape,
  container,
  label,
  labelledBy,
  describedBy,
  className,
  initialFocus,
  children,
}: CommandDialogProps) {
  const dialogRef = useRef<HTMLDivElement>(null)
  useLayoutEffect(() => {
    if (!open) return
    const previous = document.activeElement as HTMLElement | null
    ;(initialFocus?.current ?? dialogRef.current)?.focus({ preventScroll: true })
    return () => {
      if (previous?.isConnected) previous.focus()
    }
  }, [open, initialFocus])
  if (!open) return null

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.defaultPrevented || e.nativeEvent.isComposing) return
    if (e.key === 'Escape') {
      e.preventDefault()
      if (!onEscape?.()) onClose()
    } else if (e.key === 'Tab') {
      const focusable = [...(dialogRef.current?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? [])].filter(
        (el) => !el.hasAttribute('disabled'),
      )
      const first = focusable[0]
      const last = focusable[focusable.length - 1]
      const active = document.activeElement
      if (!first) e.preventDefault()
      else if (e.shiftKey && (active === first || active === dialogRef.current)) {
        e.preventDefault()
        last.focus()
      } else if (!e.shiftKey && active === last) {
        e.preventDefault()
        first.focus()
      }
    }
  }

  return createPortal(
    // biome-ignore lint/a11y/noStaticElementInteractions: a pointer-only dismissal; keyboards have Escape.
    <div
      className="command-dialog-overlay"
      onMouseDown={(e) => {
        if (e.target === e.currentTarget) onClose()
      }}
    >
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-label={label}
        aria-labelledby={labelledBy}
        aria-describedby={describedBy}
        tabIndex={-1}
        className={className ? `command-dialog ${className}` : 'command-dialog'}
        onKeyDown={onKeyDown}
      >
        {children}
      </div>
    </div>,
    container,
  )
}
