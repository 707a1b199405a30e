import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { sql } from 'drizzle-orm'
import { openDatabase } from '../../src/server/db/open'
import { rowsOf } from '../../src/server/db/sql-helpers'
import { rebuildPoolCounts } from '../../src/server/modules/pools'
import { seedDemo } from '../../src/server/seed/seed-demo'
import type { TaskDto } from '../../src/shared/contracts/pipeline'
import type { MembershipBulkResponse } from '../../src/shared/contracts/pools'
import { type ServerProcess, startServerProcess } from '../../tests/server/support/server-process'
import { client, signIn, timed } from './bench-client'
import { onPgliteAndPostgres } from './pipeline-data'
import { type BenchRow, percentile, printTable } from './report'

/**
 * Pools bench (issue 22 budgets), PGlite and PostgreSQL, against the server process: the
 * pools list and a pool's members p95 on the demo data, then with 100,000 memberships (five
 * pools of 20,000), and a bulk accept of 5,000 pending members end to end with the server's
 * longest event-loop stall.
 */
const PENDING = 5000
const BIG_POOLS = 5
type Log = (msg: string) => void

type Target = { DATA_DIR: string; DATABASE_URL?: string }

async function withDb<T>(
  target: Target,
  run: (db: Awaited<ReturnType<typeof openDatabase>>['db']) => Promise<T>,
) {
  const database = await openDatabase(target)
  try {
    return await run(database.db)
  } finally {
    await database.close()
  }
}

/** The demo's fullest pool (the members list is read there). */
const fullestPool = (target: Target) =>
  withDb(target, async (db) => {
    const [row] = rowsOf<{ pool_id: number; n: number; total: number }>(
      await db.execute(sql`SELECT pool_id, n, (SELECT sum(n)::int FROM pool_member_counts) AS total
        FROM pool_member_counts WHERE status = 'ACCEPTED' ORDER BY n DESC LIMIT 1`),
    )
    return { poolId: Number(row.pool_id), members: Number(row.n), total: Number(row.total) }
  })

/** Five pools of 20,000 accepted Acme talents (100,000 memberships), and one with PENDING pending. */
const addBigPools = (target: Target) =>
  withDb(target, async (db) => {
    const [c] = rowsOf<{ id: number }>(await db.execute(sql`SELECT id FROM clients WHERE code = 'acme'`))
    const clientId = Number(c.id)
    const ids: number[] = []
    for (let i = 0; i < BIG_POOLS; i++) {
      const [pool] = rowsOf<{ id: number }>(
        await db.execute(
          sql`INSERT INTO pools (client_id, name) VALUES (${clientId}, ${`Bench pool ${i + 1}`}) RETURNING id`,
        ),
      )
      ids.push(Number(pool.id))
      await db.execute(sql`
        INSERT INTO pool_memberships (client_id, pool_id, talent_id, status, stage, created_at, updated_at)
        SELECT ${clientId}, ${pool.id}, t.id, 'ACCEPTED', 'new', now(), now() - (t.id || ' seconds')::interval
        FROM talents t WHERE t.client_id = ${clientId} ORDER BY t.id LIMIT 20000`)
    }
    const [pending] = rowsOf<{ id: number }>(
      await db.execute(
        sql`INSERT INTO pools (client_id, name) VALUES (${clientId}, 'Bench pending') RETURNING id`,
      ),
    )
    const members = rowsOf<{ id: number }>(
      await db.execute(sql`
        INSERT INTO pool_memberships (client_id, pool_id, talent_id, status, created_at, updated_at)
        SELECT ${clientId}, ${pending.id}, t.id, 'PENDING', now(), now()
        FROM talents t WHERE t.client_id = ${clientId} AND t.state = 'ACTIVE' ORDER BY t.id LIMIT ${PENDING}
        RETURNING id`),
    )
    await rebuildPoolCounts(db)
    await db.execute(sql`ANALYZE pool_memberships`)
    return { bigPool: ids[0], pendingIds: members.map((m) => Number(m.id)) }
  })

async function listTimes(
  call: ReturnType<typeof client>,
  poolId: number,
): Promise<{ list: number[]; members: number[]; pending: number[] }> {
  const list = () =>
    timed(() => call('/search/pool/query', { method: 'POST', json: { sort: 'name', size: 100 } }))
  const members = () => timed(() => call(`/pool/membership/pool/${poolId}?status=ACCEPTED&size=100`))
  const pending = () => timed(() => call(`/pool/membership/pool/${poolId}?status=PENDING&size=100`))
  for (let i = 0; i < 10; i++) await Promise.all([list(), members()])
  const out = { list: [] as number[], members: [] as number[], pending: [] as number[] }
  for (let i = 0; i < 30; i++) {
    out.list.push((await list()).ms)
    out.members.push((await members()).ms)
    out.pending.push((await pending()).ms)
  }
  return out
}

async function measureOn(kind: 'PGlite' | 'PostgreSQL', databaseUrl: string | undefined, log: Log) {
  const rows: BenchRow[] = []
  const dataDir = mkdtempSync(join(tmpdir(), 'rw-bench-pools-'))
  const target: Target = { DATA_DIR: dataDir, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) }
  let server: ServerProcess | undefined
  const budget = kind === 'PGlite' ? 30 : 15
  const push = (label: string, times: { list: number[]; members: number[]; pending: number[] }) =>
    rows.push(
      { metric: `${kind}: pools list p95 (${label})`, value: percentile(times.list, 95), unit: 'ms', budget },
      {
        metric: `${kind}: a pool's members p95 (${label})`,
        value: percentile(times.members, 95),
        unit: 'ms',
        budget,
      },
      {
        metric: `${kind}: a pool's pending p95 (${label})`,
        value: percentile(times.pending, 95),
        unit: 'ms',
        budget,
      },
    )
  try {
    log(`${kind}: seeding the demo data (20,000 talents, 400 projects)`)
    await withDb(target, (db) => seedDemo(db, { talents: 20_000, projects: 400 }))
    const demo = await fullestPool(target)
    server = await startServerProcess({ ...target })
    let call = client(server, await signIn(server))
    push(`demo: ${demo.total} memberships, pool of ${demo.members}`, await listTimes(call, demo.poolId))
    await server.stop()
    server = undefined

    log(`${kind}: adding 100,000 memberships and ${PENDING} pending`)
    const big = await addBigPools(target)
    server = await startServerProcess({ ...target })
    call = client(server, await signIn(server))
    push('100,000 more memberships, pool of 20,000', await listTimes(call, big.bigPool))

    log(`${kind}: bulk accept of ${big.pendingIds.length} pending members`)
    const started = performance.now()
    const queued = await call<MembershipBulkResponse>('/pool/membership/acceptBulk', {
      method: 'PUT',
      json: { ids: big.pendingIds },
    })
    if (queued.mode !== 'task') throw new Error('a 5,000-member bulk accept must run as a task')
    let task: TaskDto | undefined
    for (;;) {
      task = (await call<TaskDto[]>('/tasks/now')).find((x) => x.uuid === queued.task.uuid)
      if (!task || task.status === 'SUCCESSFUL' || task.status === 'FAILED') break
      if (performance.now() - started > 300_000) throw new Error('the bulk accept took over 5 minutes')
      await new Promise((r) => setTimeout(r, 50))
    }
    const endToEnd = performance.now() - started
    const finished = server.lines
      .filter((l) => l.startsWith('{'))
      .map((l) => JSON.parse(l) as Record<string, unknown>)
      .find((l) => l.msg === 'task finished' && l.taskId === queued.task.uuid)
    rows.push(
      {
        metric: `${kind}: bulk accept of ${big.pendingIds.length} end to end (${task?.status}, ${finished?.chunks} chunks)`,
        value: endToEnd,
        unit: 'ms',
        budget: 10_000,
      },
      {
        metric: `${kind}: server's longest event-loop stall during the bulk accept`,
        value: typeof finished?.maxEventLoopDelayMs === 'number' ? finished.maxEventLoopDelayMs : null,
        unit: 'ms',
        budget: 50,
      },
      {
        metric: `${kind}: longest chunk transaction`,
        value: typeof finished?.maxChunkMs === 'number' ? finished.maxChunkMs : null,
        unit: 'ms',
      },
    )
  } finally {
    await server?.stop()
    rmSync(dataDir, { recursive: true, force: true })
  }
  return rows
}

export async function measurePools(log: Log): Promise<BenchRow[]> {
  return onPgliteAndPostgres('pools', (kind, url) => measureOn(kind, url, log), log)
}

// `tsx e2e/bench/pools-bench.ts` runs this part alone.
if (import.meta.url === `file://${process.argv[1]}`) {
  measurePools((msg) => console.log(`[bench] ${msg}`))
    .then(printTable)
    .catch((error) => {
      console.error('[bench] failed:', error)
      process.exitCode = 1
    })
}
