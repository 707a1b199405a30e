import { mkdir, rm, statfs, writeFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { sql } from 'drizzle-orm'
import type { AppDeps } from '../deps'
import { nowOf } from './clock'

export interface HealthReport {
  status: 'ok' | 'unhealthy'
  /** A write through the database (a row of app_settings upserted). */
  database: 'ok' | 'error'
  /** A file written and removed under DATA_DIR/files, where uploads go. */
  files: 'ok' | 'error'
  /** Free space where DATA_DIR lives; below HEALTH_MIN_FREE_DISK_MB the server is unhealthy. */
  disk: 'ok' | 'low' | 'error'
}

/** A healthy answer is reused this long, so a public health URL polled hard does not become a write load. */
const HEALTHY_FOR_MS = 2_000
const lastHealthy = new WeakMap<object, { at: number; report: HealthReport }>()

async function check(run: () => Promise<unknown>): Promise<boolean> {
  try {
    await run()
    return true
  } catch {
    return false
  }
}

/**
 * GET /api/health: whether the server can do its work, not only answer. It writes through
 * the database and into the file store and looks at the free disk space; any failure is a
 * 503 naming the part that failed (a read-only or full database, a full disk, a lost mount).
 */
export async function healthReport(deps: AppDeps): Promise<HealthReport> {
  const now = nowOf(deps).getTime()
  const cached = lastHealthy.get(deps.db)
  if (cached && now - cached.at >= 0 && now - cached.at < HEALTHY_FOR_MS) return cached.report
  const dataDir = resolve(deps.env.DATA_DIR)
  const database = await check(() =>
    deps.db.execute(sql`
      INSERT INTO app_settings (key, value) VALUES ('health_check', ${new Date(now).toISOString()})
      ON CONFLICT (key) DO UPDATE SET value = excluded.value`),
  )
  const files = await check(async () => {
    const dir = join(dataDir, 'files')
    await mkdir(dir, { recursive: true })
    const probe = join(dir, `.health-${process.pid}`)
    await writeFile(probe, 'ok')
    await rm(probe, { force: true })
  })
  let disk: HealthReport['disk'] = 'error'
  try {
    const stats = await statfs(dataDir)
    const freeMb = (Number(stats.bavail) * Number(stats.bsize)) / (1024 * 1024)
    disk = freeMb >= deps.env.HEALTH_MIN_FREE_DISK_MB ? 'ok' : 'low'
  } catch {
    disk = 'error'
  }
  const report: HealthReport = {
    status: database && files && disk === 'ok' ? 'ok' : 'unhealthy',
    database: database ? 'ok' : 'error',
    files: files ? 'ok' : 'error',
    disk,
  }
  if (report.status === 'ok') lastHealthy.set(deps.db, { at: now, report })
  else lastHealthy.delete(deps.db)
  return report
}
