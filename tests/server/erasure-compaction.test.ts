import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { appSettings } from '../../src/server/db/schema/all'
import { noteRequest } from '../../src/server/kernel/activity'
import {
  compactionIdle,
  compactPendingErasures,
  scheduleCompaction,
} from '../../src/server/modules/talents/talent-erasure'
import { createTestApp, type TestApp } from './support/test-app'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const pending = async () =>
  (await t.database.db.select().from(appSettings).where(eq(appSettings.key, 'erasure.compaction.pending')))
    .length > 0
const compactions = () => t.logLines.filter((line) => line.includes('erasure compaction')).length

describe('compacting erased bytes out of the data files', () => {
  it('waits until the server has been quiet, then runs once and clears the mark', async () => {
    const db = t.database.db
    const before = compactions()
    const idleMs = 300
    noteRequest(db)
    const done = scheduleCompaction(db, t.deps.logger, idleMs, new Date())
    void scheduleCompaction(db, t.deps.logger, idleMs, new Date())
    // Requests keep coming: nothing runs while they do.
    for (let i = 0; i < 4; i++) {
      await new Promise((resolve) => setTimeout(resolve, 150))
      noteRequest(db)
      expect(compactions()).toBe(before)
    }
    expect(await pending()).toBe(true)
    await done
    await compactionIdle()
    expect(compactions()).toBe(before + 1)
    expect(await pending()).toBe(false)
  })

  it('finishes a compaction left pending by a stopped server at the next start', async () => {
    const db = t.database.db
    await db
      .insert(appSettings)
      .values({ key: 'erasure.compaction.pending', value: new Date().toISOString() })
    const before = compactions()
    await compactPendingErasures(db, t.deps.logger)
    expect(compactions()).toBe(before + 1)
    expect(await pending()).toBe(false)
    // Nothing pending: nothing to do.
    await compactPendingErasures(db, t.deps.logger)
    expect(compactions()).toBe(before + 1)
  })
})
