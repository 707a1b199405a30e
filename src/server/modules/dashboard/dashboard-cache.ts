import type { DashboardCounts } from '../../../shared/contracts/dashboard'
import type { Db } from '../../db/client'
import type { AuthUser } from '../../deps'
import { writeVersion } from '../../kernel/activity'
import { dashboardCounts } from './dashboard-service'

/**
 * dashboard/counts aggregates every application of the caller's legal entities (~200 ms on
 * PGlite over the demo data). The answer is kept per database, client and legal entities
 * until anything is written through this process (every successful non-GET request and
 * every task chunk bumps the database's write version) and for at most 30 s, which bounds
 * how long writes of another server process on a shared PostgreSQL stay unseen.
 */
export const DASHBOARD_CACHE_MS = 30_000

const entries = new WeakMap<object, Map<string, { version: number; at: number; counts: DashboardCounts }>>()

export async function cachedDashboardCounts(
  db: Db,
  user: AuthUser,
  now = Date.now(),
): Promise<DashboardCounts> {
  const key = `${user.clientId}:${[...user.legalEntityIds].sort((a, b) => a - b).join(',')}`
  let cache = entries.get(db)
  if (!cache) {
    cache = new Map()
    entries.set(db, cache)
  }
  // Taken before reading: a write that lands while the counts are computed makes them stale.
  const version = writeVersion(db)
  const hit = cache.get(key)
  if (hit && hit.version === version && now - hit.at < DASHBOARD_CACHE_MS) return hit.counts
  const counts = await dashboardCounts(db, user)
  cache.set(key, { version, at: now, counts })
  return counts
}
