/*
 * Unsaved input kept when the user moves on without saving (issue 21 §2: Escape, n or p never
 * throw a note or form away): per key in session storage, so it survives moving to the next
 * application and a reload of the tab, and is gone with the tab.
 */

const PREFIX = 'draft:'

const session = () => (typeof sessionStorage === 'undefined' ? null : sessionStorage)

export function readDraft<T>(key: string): T | null {
  const raw = session()?.getItem(PREFIX + key)
  if (!raw) return null
  try {
    return JSON.parse(raw) as T
  } catch {
    return null
  }
}

export function writeDraft(key: string, value: unknown): void {
  session()?.setItem(PREFIX + key, JSON.stringify(value))
}

export function clearDraft(key: string): void {
  session()?.removeItem(PREFIX + key)
}

export const hasDraft = (key: string) => readDraft(key) !== null
