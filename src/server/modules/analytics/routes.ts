import { type Context, Hono } from 'hono'
import {
  analyticsFilterSchema,
  attentionQuerySchema,
  drillQuerySchema,
  queueRequestSchema,
} from '../../../shared/contracts/analytics'
import { markSeenRequestSchema, nextUnseenRequestSchema } from '../../../shared/contracts/review-memory'
import type { AppEnv } from '../../deps'
import { forbidden, notFound } from '../../kernel/api-error'
import { nowOf } from '../../kernel/clock'
import { parseBody, parseParams } from '../../kernel/validate'
import { requirePermission } from '../auth'
import { clientSettings } from '../client'
import { ACTIVITY_CSV_HEADER, activity, activityCsv } from './activity-service'
import { cachedChart } from './analytics-cache'
import { funnel, sources, timeInStage } from './charts-service'
import { CSV_HEADER, csvLine, csvRows } from './csv'
import { drillChunks, drillPage } from './drill-service'
import { analyticsErrors } from './errors'
import { timeToFill } from './fill-service'
import { nextUnseen } from './next-unseen-service'
import { attentionCounts, queueApplicationsJson } from './queue-service'
import { markSeen } from './review-memory-service'

const dashboard = requirePermission('DASHBOARD')

/** POST queue/applications (issue 25 §1), mounted at /api/queue. */
export const queueRoutes = new Hono<AppEnv>()
  .post('/applications', dashboard, async (c) => {
    const req = await parseBody(c, queueRequestSchema)
    return c.body(await queueApplicationsJson(c.var.deps.db, c.var.user, req, nowOf(c.var.deps)), 200, {
      'content-type': 'application/json',
    })
  })
  .get('/attention', dashboard, async (c) => {
    const q = parseParams(c.req.query(), attentionQuerySchema)
    return c.json(await attentionCounts(c.var.deps.db, c.var.user, q, nowOf(c.var.deps)))
  })

const viewApplications = requirePermission('APPLICATION_VIEW')

/** Review memory (issue 25 §1), mounted at /api/reviewMemory: what the user has seen. */
export const reviewMemoryRoutes = new Hono<AppEnv>()
  .post('/seen', viewApplications, async (c) => {
    const { ids } = await parseBody(c, markSeenRequestSchema)
    return c.json({ seen: await markSeen(c.var.deps.db, c.var.user, ids, nowOf(c.var.deps)) })
  })
  // "Next unseen" over the whole list, not only its loaded rows. The work queue is the
  // dashboard's (its right); a project's stage needs the right to read applications.
  .post('/nextUnseen', async (c) => {
    const req = await parseBody(c, nextUnseenRequestSchema)
    const needs = req.list.kind === 'queue' ? 'DASHBOARD' : 'APPLICATION_VIEW'
    if (!c.var.user.permissions.includes(needs)) throw forbidden()
    return c.json(await nextUnseen(c.var.deps.db, c.var.user, req, nowOf(c.var.deps)))
  })

/** §2 /analytics is there only when the client's analytics flag is on: otherwise 404, as for no page. */
const analyticsOn = dashboard

async function requireAnalyticsFlag(c: Context<AppEnv>) {
  const settings = await clientSettings(c.var.deps.db, c.var.user)
  if (!settings.client.analyticsPage) throw notFound(analyticsErrors.off)
}

const filterOf = (query: Record<string, string>) => parseParams(query, analyticsFilterSchema)

/** The analytics charts (issue 25 §2), mounted at /api/analytics. */
export const analyticsRoutes = new Hono<AppEnv>()
  .get('/funnel', analyticsOn, async (c) => {
    const f = filterOf(c.req.query())
    await requireAnalyticsFlag(c)
    const { db } = c.var.deps
    return c.json(await cachedChart(db, c.var.user, 'funnel', f, () => funnel(db, c.var.user, f)))
  })
  .get('/sources', analyticsOn, async (c) => {
    const f = filterOf(c.req.query())
    await requireAnalyticsFlag(c)
    const { db } = c.var.deps
    return c.json(await cachedChart(db, c.var.user, 'sources', f, () => sources(db, c.var.user, f)))
  })
  .get('/timeInStage', analyticsOn, async (c) => {
    const f = filterOf(c.req.query())
    await requireAnalyticsFlag(c)
    const { db } = c.var.deps
    return c.json(
      await cachedChart(db, c.var.user, 'timeInStage', f, () =>
        timeInStage(db, c.var.user, f, nowOf(c.var.deps)),
      ),
    )
  })
  .get('/timeToFill', analyticsOn, async (c) => {
    const f = filterOf(c.req.query())
    await requireAnalyticsFlag(c)
    const { db } = c.var.deps
    return c.json(await cachedChart(db, c.var.user, 'timeToFill', f, () => timeToFill(db, c.var.user, f)))
  })
  .get('/activity', analyticsOn, async (c) => {
    const f = filterOf(c.req.query())
    await requireAnalyticsFlag(c)
    const { db } = c.var.deps
    return c.json(await cachedChart(db, c.var.user, 'activity', f, () => activity(db, c.var.user, f)))
  })
  .get('/activity.csv', analyticsOn, async (c) => {
    const f = filterOf(c.req.query())
    await requireAnalyticsFlag(c)
    // A row per recruiter and day with activity: at most a few thousand a year, written at once.
    const body = `\uFEFF${csvLine(ACTIVITY_CSV_HEADER)}${await activityCsv(c.var.deps.db, c.var.user, f)}`
    return c.body(body, 200, {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="analytics-activity-${f.from}-${f.to}.csv"`,
      'cache-control': 'no-store',
    })
  })
  .get('/drill', analyticsOn, async (c) => {
    const query = c.req.query()
    const f = filterOf(query)
    const q = parseParams(query, drillQuerySchema)
    await requireAnalyticsFlag(c)
    return c.json(await drillPage(c.var.deps.db, c.var.user, f, q, nowOf(c.var.deps)))
  })
  .get('/drill.csv', analyticsOn, async (c) => {
    const query = c.req.query()
    const f = filterOf(query)
    const q = parseParams(query, drillQuerySchema)
    await requireAnalyticsFlag(c)
    const { db } = c.var.deps
    const user = c.var.user
    const chunks = drillChunks(db, user, f, q, nowOf(c.var.deps))
    const encoder = new TextEncoder()
    let started = false
    // Pulled one window of applications at a time: nothing is held but the window being written.
    const body = new ReadableStream<Uint8Array>({
      async pull(controller) {
        if (!started) {
          started = true
          // A BOM: spreadsheets then read the names' accents as UTF-8.
          controller.enqueue(encoder.encode(`\uFEFF${csvLine(CSV_HEADER)}`))
          return
        }
        const next = await chunks.next()
        if (next.done) controller.close()
        else controller.enqueue(encoder.encode(csvRows(next.value)))
      },
      async cancel() {
        await chunks.return(undefined)
      },
    })
    const name = `analytics-${q.kind}-${q.key}-${f.from}-${f.to}.csv`
    return c.body(body, 200, {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${name}"`,
      'cache-control': 'no-store',
    })
  })
