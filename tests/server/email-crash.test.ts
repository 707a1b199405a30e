import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { sql } from 'drizzle-orm'
import { afterAll, describe, expect, it } from 'vitest'
import { openDatabase } from '../../src/server/db/open'
import { rowsOf } from '../../src/server/db/sql-helpers'
import { seedDemo } from '../../src/server/seed/seed-demo'
import { type ServerProcess, startServerProcess } from './support/server-process'
import { type SmtpSink, startSmtpSink } from './support/smtp-sink'

/**
 * Issue 19 §3: "a server killed while sending sends each message at most once more, and the
 * test proves how many". 300 queued messages, a real SMTP server that takes 15 ms per message,
 * the server process killed (SIGKILL) part-way; after a restart every message arrives, and
 * the duplicates are at most the messages that were `sending` when it died.
 */

const MESSAGES = 300
const dataDir = mkdtempSync(join(tmpdir(), 'rw-email-crash-'))
let server: ServerProcess | undefined
let sink: SmtpSink | undefined

afterAll(async () => {
  await server?.kill()
  await sink?.close()
  rmSync(dataDir, { recursive: true, force: true })
})

async function withDatabase<T>(run: (db: Awaited<ReturnType<typeof openDatabase>>['db']) => Promise<T>) {
  const database = await openDatabase({ DATA_DIR: dataDir })
  try {
    return await run(database.db)
  } finally {
    await database.close()
  }
}

async function until(check: () => boolean | Promise<boolean>, what: string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`)
    await new Promise((r) => setTimeout(r, 10))
  }
}

describe('a server killed while sending', () => {
  it('sends every message; each goes out at most once more', { timeout: 180_000 }, async () => {
    sink = await startSmtpSink()
    sink.faults.delayMs = 15
    await withDatabase(async (db) => {
      await seedDemo(db, { talents: 40, projects: 2, applications: 10 })
      await db.execute(sql`
        INSERT INTO email_outbox (client_id, motivation, to_address, from_address, subject, text_body, status, next_attempt_at)
        SELECT 1, 'talentEmailByMsp', 'crash-' || i || '@example.test', 'no-reply@workspace.local',
          'Crash test ' || i, 'Message ' || i, 'queued', now()
        FROM generate_series(1, ${MESSAGES}) AS i`)
    })
    const env = { DATA_DIR: dataDir, SMTP_URL: sink.url }
    server = await startServerProcess(env)
    const received = sink.received
    await until(() => received.length >= 80, 'the first messages', 60_000)
    await server.kill()
    const atKill = received.length
    const sending = await withDatabase(async (db) =>
      Number(
        rowsOf<{ n: number }>(
          await db.execute(sql`SELECT count(*)::int AS n FROM email_outbox WHERE status = 'sending'`),
        )[0].n,
      ),
    )
    expect(atKill).toBeLessThan(MESSAGES)

    server = await startServerProcess(env)
    const subjects = () => new Set(received.map((m) => m.subject))
    await until(() => subjects().size === MESSAGES, 'every message after the restart', 120_000)
    await server.stop()
    server = undefined

    const counts = new Map<string, number>()
    for (const m of received)
      counts.set(m.headers['message-id'], (counts.get(m.headers['message-id']) ?? 0) + 1)
    const duplicates = received.length - counts.size
    console.info(
      `[email crash test] killed after ${atKill} of ${MESSAGES} messages with ${sending} sending; ${duplicates} sent twice`,
    )
    // The same message again keeps its Message-ID, and nothing went out a third time.
    expect(counts.size).toBe(MESSAGES)
    expect(Math.max(...counts.values())).toBeLessThanOrEqual(2)
    expect(duplicates).toBeLessThanOrEqual(sending)
    // The worker claims at most 8 queued and 8 held messages at a time.
    expect(sending).toBeLessThanOrEqual(16)
    const statuses = await withDatabase(async (db) =>
      rowsOf<{ status: string; n: number }>(
        await db.execute(sql`SELECT status, count(*)::int AS n FROM email_outbox
          WHERE to_address LIKE 'crash-%' GROUP BY status`),
      ),
    )
    expect(statuses).toEqual([{ status: 'sent', n: MESSAGES }])
    // The only broken connections the SMTP server saw are the killed sender's.
    const codes = new Set(sink.connectionErrors.map((e) => (e as NodeJS.ErrnoException).code))
    for (const code of codes) expect(['ECONNRESET', 'EPIPE']).toContain(code)
  })
})
