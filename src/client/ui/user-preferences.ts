import { useSyncExternalStore } from 'react'

/*
 * Display preferences remembered per user in this browser (issue 21 §1: density, the columns
 * each screen shows): localStorage under `prefs:<user id>:<name>`. The signed-in frame says
 * whose they are (setPreferencesUser); before that, nothing is read or written.
 */

let userId: number | null = null
const listeners = new Set<() => void>()
let version = 0

const storage = () => (typeof localStorage === 'undefined' ? null : localStorage)
const keyOf = (name: string) => (userId === null ? null : `prefs:${userId}:${name}`)

function changed() {
  version++
  for (const listener of listeners) listener()
}

export function setPreferencesUser(id: number | null): void {
  if (id === userId) return
  userId = id
  changed()
}

/** Parsed values by key, valid for one version: readers get the same object until it changes. */
const parsed = new Map<string, { version: number; value: unknown }>()

export function readPreference<T>(name: string, fallback: T): T {
  const key = keyOf(name)
  if (!key) return fallback
  const hit = parsed.get(key)
  if (hit && hit.version === version) return (hit.value ?? fallback) as T
  const raw = storage()?.getItem(key)
  let value: unknown = null
  try {
    value = raw ? JSON.parse(raw) : null
  } catch {
    value = null
  }
  parsed.set(key, { version, value })
  return (value ?? fallback) as T
}

export function writePreference(name: string, value: unknown): void {
  const key = keyOf(name)
  if (!key) return
  storage()?.setItem(key, JSON.stringify(value))
  changed()
}

const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** A preference that re-renders its readers when it (or the user) changes. */
export function usePreference<T>(name: string, fallback: T): T {
  useSyncExternalStore(
    subscribe,
    () => version,
    () => version,
  )
  return readPreference(name, fallback)
}
