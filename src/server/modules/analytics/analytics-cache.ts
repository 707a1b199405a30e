import type { Db } from '../../db/client'
import type { AuthUser } from '../../deps'
import { writeVersion } from '../../kernel/activity'

/**
 * The funnel and sources read every application of a period (time in stage reads its roll-up).
 * An answer is kept per database, client, legal
 * entities and filter until anything is written through this process (the write version the
 * dashboard counts use) and for at most 60 s, which bounds how stale another server process's
 * writes or the "waiting until now" durations may be. At most 200 answers are kept.
 */
export const ANALYTICS_CACHE_MS = 60_000
const MAX_ENTRIES = 200

const caches = new WeakMap<object, Map<string, { version: number; at: number; value: unknown }>>()

export async function cachedChart<T>(
  db: Db,
  user: AuthUser,
  chart: string,
  filter: unknown,
  compute: () => Promise<T>,
  now = Date.now(),
): Promise<T> {
  const key = `${chart}:${user.clientId}:${[...user.legalEntityIds].sort((a, b) => a - b).join(',')}:${JSON.stringify(filter)}`
  let cache = caches.get(db)
  if (!cache) {
    cache = new Map()
    caches.set(db, cache)
  }
  // Taken before computing: a write that lands meanwhile makes the answer stale.
  const version = writeVersion(db)
  const hit = cache.get(key)
  if (hit && hit.version === version && now - hit.at < ANALYTICS_CACHE_MS) return hit.value as T
  const value = await compute()
  cache.delete(key)
  cache.set(key, { version, at: now, value })
  if (cache.size > MAX_ENTRIES) cache.delete(cache.keys().next().value as string)
  return value
}
