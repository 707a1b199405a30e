import type { Command } from './registry'
import type { Translate } from './shortcut-label'

/** A command's translated title and its lowercase search text (title, keywords, id). */
export interface CommandText {
  title: string
  text: string
}

export function commandText(command: Command, t: Translate): CommandText {
  const title = t(command.titleKey)
  const text = [title, ...(command.keywords ?? []), command.id].join(' ').toLowerCase()
  return { title, text }
}

/**
 * Translated titles per command and language, kept across palette opens. Translating is
 * the expensive part of indexing (i18next's t() takes ~20-40 µs; 3,000 commands cost the
 * palette 60-120 ms per open), so it happens once per command, ideally while the browser
 * is idle (warm), never per open or keystroke.
 */
export class CommandTextCache {
  private entries = new WeakMap<Command, CommandText>()
  private language: string | undefined

  get(command: Command, language: string, t: Translate): CommandText {
    if (language !== this.language) {
      this.entries = new WeakMap()
      this.language = language
    }
    let entry = this.entries.get(command)
    if (!entry) {
      entry = commandText(command, t)
      this.entries.set(command, entry)
    }
    return entry
  }

  has(command: Command, language: string): boolean {
    return language === this.language && this.entries.has(command)
  }

  /** Forget every title, e.g. when translations were added to the current language. */
  clear(): void {
    this.entries = new WeakMap()
  }

  /**
   * Translates the titles not cached yet in idle slices (never a long task); returns a
   * function that stops it.
   */
  warm(commands: readonly Command[], language: string, t: Translate): () => void {
    let next = 0
    let handle = 0
    const slice = (deadline: { timeRemaining: () => number }) => {
      while (next < commands.length && deadline.timeRemaining() > 1) this.get(commands[next++], language, t)
      if (next < commands.length) handle = schedule(slice)
    }
    handle = schedule(slice)
    return () => cancel(handle)
  }
}

type IdleSlice = (deadline: { timeRemaining: () => number }) => void

function schedule(slice: IdleSlice): number {
  if (typeof requestIdleCallback === 'function') return requestIdleCallback(slice, { timeout: 2000 })
  return setTimeout(() => {
    const started = Date.now()
    slice({ timeRemaining: () => Math.max(0, 8 - (Date.now() - started)) })
  }, 50) as unknown as number
}

function cancel(handle: number): void {
  if (typeof cancelIdleCallback === 'function') cancelIdleCallback(handle)
  else clearTimeout(handle)
}

/** The palette's and the `?` sheet's cache. */
export const commandTexts = new CommandTextCache()
