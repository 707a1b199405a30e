import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { sql } from 'drizzle-orm'
import { openDatabase } from '../../src/server/db/open'
import { rowsOf } from '../../src/server/db/sql-helpers'
import { seedDemo } from '../../src/server/seed/seed-demo'
import type { EmailSendResponse, OutboxPage } from '../../src/shared/contracts/email'
import type { TaskDto } from '../../src/shared/contracts/pipeline'
import { type ServerProcess, startServerProcess } from '../../tests/server/support/server-process'
import { startSmtpSink } from '../../tests/server/support/smtp-sink'
import { client, signIn, timed } from './bench-client'
import { onPgliteAndPostgres } from './pipeline-data'
import { type BenchRow, percentile, printTable } from './report'

/**
 * Email bench (issue 19 budgets), on the demo data (20,000 talents), PGlite and PostgreSQL:
 * the outbox list (first page and a filtered one), a 5,000-recipient bulk email queued end to
 * end with the server's longest event-loop stall, and delivery of those 5,000 messages to an
 * SMTP server on loopback (messages per second).
 */
const RECIPIENTS = 5000
type Log = (msg: string) => void

/** The demo data, and the first RECIPIENTS Acme talents that can be emailed. */
async function prepare(target: { DATA_DIR: string; DATABASE_URL?: string }, log: Log) {
  const database = await openDatabase(target)
  try {
    const { db } = database
    log('seeding the demo data (20,000 talents, 400 projects)')
    await seedDemo(db, { talents: 20_000, projects: 400 })
    const rows = rowsOf<{ id: number }>(
      await db.execute(sql`SELECT t.id FROM talents t JOIN clients c ON c.id = t.client_id
        WHERE c.code = 'acme' AND t.state = 'ACTIVE' AND t.email_verified AND t.email IS NOT NULL
        ORDER BY t.id LIMIT ${RECIPIENTS}`),
    )
    const [{ n }] = rowsOf<{ n: number }>(await db.execute(sql`SELECT count(*)::int AS n FROM email_outbox`))
    return { talentIds: rows.map((r) => Number(r.id)), outboxRows: Number(n) }
  } finally {
    await database.close()
  }
}

async function measureOn(kind: 'PGlite' | 'PostgreSQL', databaseUrl: string | undefined, log: Log) {
  const rows: BenchRow[] = []
  const dataDir = mkdtempSync(join(tmpdir(), 'rw-bench-email-'))
  const target = { DATA_DIR: dataDir, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) }
  const sink = await startSmtpSink()
  let server: ServerProcess | undefined
  try {
    const data = await prepare(target, (msg) => log(`${kind}: ${msg}`))
    if (data.talentIds.length < RECIPIENTS) log(`warning: only ${data.talentIds.length} emailable talents`)
    server = await startServerProcess({ ...target, SMTP_URL: sink.url, UNDO_WINDOW_SECONDS: '1' })
    const call = client(server, await signIn(server))

    const list = (query: string) => timed(() => call<OutboxPage>(`/email/outbox?size=100${query}`))
    for (let i = 0; i < 20; i++) await list('')
    const first: number[] = []
    for (let i = 0; i < 30; i++) first.push((await list('')).ms)
    const filtered: number[] = []
    for (let i = 0; i < 10; i++) await list('&status=sent&motivation=talentEmailByMsp')
    for (let i = 0; i < 30; i++) filtered.push((await list('&status=sent&motivation=talentEmailByMsp')).ms)
    const budget = kind === 'PGlite' ? 30 : 15
    rows.push(
      {
        metric: `${kind}: outbox first page p95 (${data.outboxRows} demo messages, 30 requests)`,
        value: percentile(first, 95),
        unit: 'ms',
        budget,
      },
      { metric: `${kind}: outbox first page p50`, value: percentile(first, 50), unit: 'ms' },
      {
        metric: `${kind}: outbox filtered (status, motivation) p95`,
        value: percentile(filtered, 95),
        unit: 'ms',
        budget,
      },
    )

    log(`${kind}: a bulk email to ${data.talentIds.length} talents`)
    const started = performance.now()
    const queued = await call<EmailSendResponse>('/email/send', {
      method: 'POST',
      json: {
        target: { kind: 'talents', ids: data.talentIds },
        motivation: 'talentEmailByMsp',
        templateId: null,
        variants: {
          en: {
            subject: 'News for {{talent.firstName}}',
            body: 'Dear {{talent.firstName}} {{talent.lastName}},\n\nnew assignments.\n{{recruiter.name}}',
          },
          de: {
            subject: 'Neues für {{talent.firstName}}',
            body: 'Hallo {{talent.firstName}} {{talent.lastName}},\n\nneue Aufträge.\n{{recruiter.name}}',
          },
        },
      },
    })
    if (queued.mode !== 'task') throw new Error('a 5,000-recipient email must run as a task')
    let task: TaskDto | undefined
    for (;;) {
      task = (await call<TaskDto[]>('/tasks/now')).find((x) => x.uuid === queued.task.uuid)
      if (!task || task.status === 'SUCCESSFUL' || task.status === 'FAILED') break
      if (performance.now() - started > 300_000) throw new Error('the bulk email took over 5 minutes')
      await new Promise((r) => setTimeout(r, 50))
    }
    const endToEnd = performance.now() - started
    const logLines = server.lines
      .filter((l) => l.startsWith('{'))
      .map((l) => JSON.parse(l) as Record<string, unknown>)
    const finished = logLines.find((l) => l.msg === 'task finished' && l.taskId === queued.task.uuid)
    const queuedCount = (task?.count.current ?? 0) - (task?.failedCount ?? 0)
    rows.push(
      {
        metric: `${kind}: bulk email to ${data.talentIds.length} queued end to end (${task?.status}, ${finished?.chunks} chunks, ${queuedCount} messages)`,
        value: endToEnd,
        unit: 'ms',
        budget: 5000,
      },
      {
        metric: `${kind}: server's longest event-loop stall while queuing`,
        value: typeof finished?.maxEventLoopDelayMs === 'number' ? finished.maxEventLoopDelayMs : null,
        unit: 'ms',
        budget: 50,
      },
      {
        metric: `${kind}: longest stall after the first chunk`,
        value:
          typeof finished?.maxEventLoopDelayAfterFirstChunkMs === 'number'
            ? finished.maxEventLoopDelayAfterFirstChunkMs
            : null,
        unit: 'ms',
      },
      {
        metric: `${kind}: longest chunk transaction`,
        value: typeof finished?.maxChunkMs === 'number' ? finished.maxChunkMs : null,
        unit: 'ms',
      },
    )

    log(`${kind}: delivering ${queuedCount} messages to the loopback SMTP server`)
    const deadline = performance.now() + 600_000
    while (sink.received.length === 0 && performance.now() < deadline)
      await new Promise((r) => setTimeout(r, 5))
    const firstAt = performance.now()
    while (sink.received.length < queuedCount && performance.now() < deadline)
      await new Promise((r) => setTimeout(r, 20))
    const seconds = (performance.now() - firstAt) / 1000
    rows.push({
      metric: `${kind}: delivery to loopback SMTP (${sink.received.length} messages in ${seconds.toFixed(1)} s)`,
      value: sink.received.length / seconds,
      unit: 'msg/s',
      budget: 50,
      atLeast: true,
    })
  } finally {
    await server?.stop()
    await sink.close()
    rmSync(dataDir, { recursive: true, force: true })
  }
  return rows
}

export async function measureEmail(log: Log): Promise<BenchRow[]> {
  return onPgliteAndPostgres('email', (kind, url) => measureOn(kind, url, log), log)
}

// `tsx e2e/bench/email-bench.ts` runs this part alone.
if (import.meta.url === `file://${process.argv[1]}`) {
  measureEmail((msg) => console.log(`[bench] ${msg}`))
    .then(printTable)
    .catch((error) => {
      console.error('[bench] failed:', error)
      process.exitCode = 1
    })
}
