import { rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from './support/test-app'

/** Issue 17 §5: /api/health tells whether the server can write, not only whether it answers. */
let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ seed: { talents: 10, projects: 1 } })
})
afterAll(() => t.close())

/** Each check after the last healthy answer's reuse window. */
let clock = Date.now()
const health = async () => {
  clock += 10_000
  t.setNow(new Date(clock))
  const res = await t.request('/api/health')
  return { status: res.status, body: await res.json() }
}

describe('GET /api/health', () => {
  it('is healthy when the database, the file store and the disk take writes', async () => {
    expect(await health()).toEqual({
      status: 200,
      body: { status: 'ok', database: 'ok', files: 'ok', disk: 'ok' },
    })
  })

  it('answers 503 when the database refuses writes', async () => {
    await t.database.db.execute(sql.raw('ALTER TABLE app_settings RENAME TO app_settings_gone'))
    try {
      expect(await health()).toEqual({
        status: 503,
        body: { status: 'unhealthy', database: 'error', files: 'ok', disk: 'ok' },
      })
    } finally {
      await t.database.db.execute(sql.raw('ALTER TABLE app_settings_gone RENAME TO app_settings'))
    }
    expect((await health()).status).toBe(200)
  })

  it('answers 503 when files cannot be stored', async () => {
    const files = join(t.deps.env.DATA_DIR, 'files')
    rmSync(files, { recursive: true, force: true })
    // A file where the directory should be: every write below it fails, as on a lost mount.
    writeFileSync(files, '')
    try {
      expect((await health()).body).toMatchObject({ status: 'unhealthy', files: 'error' })
    } finally {
      rmSync(files, { force: true })
    }
    expect((await health()).status).toBe(200)
  })

  it('answers 503 when the disk is (as good as) full', async () => {
    const env = t.deps.env as { HEALTH_MIN_FREE_DISK_MB: number }
    const before = env.HEALTH_MIN_FREE_DISK_MB
    // No disk here has an exabyte free: the disk counts as full.
    env.HEALTH_MIN_FREE_DISK_MB = 1024 ** 4
    try {
      expect(await health()).toMatchObject({ status: 503, body: { status: 'unhealthy', disk: 'low' } })
    } finally {
      env.HEALTH_MIN_FREE_DISK_MB = before
    }
  })
})
