import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../../src/server/db/client'
import { queryPrepared } from '../../src/server/db/prepared'
import { createTestDatabase } from './support/test-db'

/**
 * queryPrepared (the pipeline's page of rows and the detail pane): the same answers as a plain
 * statement, on PGlite (PREPARE, then EXECUTE with literals) and on PostgreSQL (named statements).
 */

let database: Database
beforeAll(async () => {
  database = await createTestDatabase()
})
afterAll(() => database.close())

describe('prepared statements', () => {
  it('pass any text through exactly, quotes and backslashes included', async () => {
    const texts = ["O'Brien", "it''s", "back\\slash \\' mixed", "'; DROP TABLE talents; --", 'ünïcödé', '']
    for (const text of texts) {
      const [row] = await queryPrepared<{ v: string; n: number }>(
        database.db,
        sql`SELECT ${text}::text AS v, length(${text}::text) AS n`,
      )
      expect(row).toEqual({ v: text, n: [...text].length })
    }
    // The text was only ever a value: the table it names is still there.
    const [{ kept }] = await queryPrepared<{ kept: boolean }>(
      database.db,
      sql`SELECT to_regclass('talents') IS NOT NULL AS kept`,
    )
    expect(kept).toBe(true)
  })

  it('answer like a plain statement for every kind of parameter, also after many runs', async () => {
    const statement = (id: number, flag: boolean, at: Date, none: string | null) =>
      sql`SELECT ${id}::int + 1 AS next, ${flag}::boolean AS flag, ${at.toISOString()}::timestamptz = ${at.toISOString()}::timestamptz AS same,
        ${none}::text IS NULL AS empty, ${-2.5}::numeric * 2 AS product`
    // PostgreSQL may switch to a generic plan after five runs: the answers must not change.
    for (let i = 0; i < 8; i++) {
      const at = new Date(Date.UTC(2026, 0, 1 + i))
      const none = i % 2 === 0 ? null : 'x'
      const [prepared] = await queryPrepared<Record<string, unknown>>(
        database.db,
        statement(i, i % 3 === 0, at, none),
      )
      expect({ ...prepared, product: Number(prepared.product) }).toEqual({
        next: i + 1,
        flag: i % 3 === 0,
        same: true,
        empty: none === null,
        product: -5,
      })
    }
  })

  it('runs as a plain statement inside a transaction', async () => {
    const rows = await database.db.transaction((tx) =>
      queryPrepared<{ v: number }>(tx, sql`SELECT ${41}::int + 1 AS v`),
    )
    expect(rows).toEqual([{ v: 42 }])
  })
})
