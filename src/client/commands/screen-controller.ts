import { useEffect } from 'react'

/**
 * How a command reaches the screen it acts on (issue 18 §3: one way for every screen).
 * Commands are module-level registry entries while screens, panes and widgets come and go
 * with the route; a mounted one publishes a typed controller (functions that read its live
 * state), and a command asks for the current controller at the moment it runs.
 *
 * Publishers stack: the most recently mounted one wins (a pane inside a screen), unless
 * another was activated since (the table the user last focused).
 */
export interface ScreenController<T> {
  /** What commands act on now, or null when nothing of this kind is mounted. */
  current(): T | null
  /** Publishes `value` until the returned function is called (unmount). */
  publish(value: T): () => void
  /** Makes a published value the current one (focus moved to it). */
  activate(value: T): void
  /** Publishes `value` while the calling component is mounted; memoise it (a new value republishes). */
  usePublish(value: T | null): void
}

export function screenController<T>(): ScreenController<T> {
  const published: T[] = []
  let active: T | null = null
  const controller: ScreenController<T> = {
    current: () => active ?? published[published.length - 1] ?? null,
    publish(value) {
      published.push(value)
      return () => {
        const index = published.lastIndexOf(value)
        if (index >= 0) published.splice(index, 1)
        if (active === value) active = null
      }
    },
    activate(value) {
      if (published.includes(value)) active = value
    },
    usePublish(value) {
      useEffect(() => (value === null ? undefined : controller.publish(value)), [value])
    },
  }
  return controller
}
