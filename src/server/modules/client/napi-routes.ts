import { asc, gt, sql } from 'drizzle-orm'
import { Hono } from 'hono'
import { announcements } from '../../db/schema/all'
import type { AppEnv } from '../../deps'
import { nowOf } from '../../kernel/clock'

/** Unauthenticated helper endpoints under /napi (§7). */
export const napiRoutes = new Hono<AppEnv>().get('/announcement', async (c) => {
  const now = nowOf(c.var.deps)
  const [next] = await c.var.deps.db
    .select()
    .from(announcements)
    .where(gt(announcements.deadline, sql`${now.toISOString()}::timestamptz`))
    .orderBy(asc(announcements.deadline))
    .limit(1)
  // §3: an empty answer means no banner.
  if (!next) return c.json({})
  return c.json({
    deadline: next.deadline.toISOString(),
    deadline_with_leadtime: next.deadlineWithLeadtime.toISOString(),
    message: next.message,
  })
})
