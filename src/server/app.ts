import { randomUUID } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { serveStatic } from '@hono/node-server/serve-static'
import { Hono } from 'hono'
import { compress } from 'hono/compress'
import { HTTPException } from 'hono/http-exception'
import type { AppDeps, AppEnv } from './deps'
import { noteRequest, noteWrite } from './kernel/activity'
import { ApiError } from './kernel/api-error'
import { limitRequestBodies } from './kernel/body-limit'
import { kernelErrors } from './kernel/errors'
import { healthReport } from './kernel/health'
import { securityHeaders } from './kernel/security-headers'
import { analyticsModule } from './modules/analytics'
import { assessmentsModule } from './modules/assessments'
import { authenticate, authModule } from './modules/auth'
import { brokersModule } from './modules/brokers'
import { calendarModule } from './modules/calendar'
import { clientModule } from './modules/client'
import { dashboardModule } from './modules/dashboard'
import { emailModule } from './modules/email'
import { externalSearchModule } from './modules/external-search'
import { filesModule } from './modules/files'
import { geoModule } from './modules/geo'
import { locationsModule } from './modules/locations'
import { matchingModule } from './modules/matching'
import type { ServerModule } from './modules/module'
import { mspModule } from './modules/msp'
import { pipelineModule } from './modules/pipeline'
import { poolsModule } from './modules/pools'
import { projectsModule } from './modules/projects'
import { questionsModule } from './modules/questions'
import { searchModule } from './modules/search'
import { sourcingModule } from './modules/sourcing'
import { tagsModule } from './modules/tags'
import { talentsModule } from './modules/talents'
import { tasksModule } from './modules/tasks'
import { viewsModule } from './modules/views'
import { vmsModule } from './modules/vms'

/**
 * Every domain module of the server, mounted from this one table. A module owns its routes
 * outright: none guards another's prefix, and a test checks that no two answer the same call.
 */
export const serverModules: readonly ServerModule[] = [
  authModule,
  mspModule,
  clientModule,
  dashboardModule,
  projectsModule,
  pipelineModule,
  poolsModule,
  sourcingModule,
  talentsModule,
  searchModule,
  tagsModule,
  questionsModule,
  locationsModule,
  tasksModule,
  filesModule,
  viewsModule,
  matchingModule,
  externalSearchModule,
  emailModule,
  vmsModule,
  analyticsModule,
  calendarModule,
  assessmentsModule,
  geoModule,
  brokersModule,
]

/** Routes answered without an access token: the health check and what the modules list. */
export const publicRoutes: ReadonlySet<string> = new Set([
  'GET /api/health',
  ...serverModules.flatMap((m) => m.publicRoutes ?? []),
])

/** Searches and preflights are POSTs that only read; everything else that is not a GET may write. */
const writes = (method: string, path: string) =>
  method !== 'GET' && method !== 'HEAD' && !path.includes('/search/') && !path.endsWith('/preflight')

export interface CreateAppOptions {
  /** Directory of the built client; when it holds index.html it is served with history-mode fallback. */
  staticDir?: string
}

export function createApp(deps: AppDeps, options: CreateAppOptions = {}) {
  const app = new Hono<AppEnv>()

  app.use('*', securityHeaders())
  app.use('*', async (c, next) => {
    const started = performance.now()
    c.set('deps', deps)
    c.set('requestId', randomUUID())
    noteRequest(deps.db)
    await next()
    if (writes(c.req.method, c.req.path) && c.res.status < 400) noteWrite(deps.db)
    deps.logger.info('request', {
      method: c.req.method,
      path: c.req.path,
      status: c.res.status,
      ms: Math.round((performance.now() - started) * 10) / 10,
      user: c.var.user?.id,
      requestId: c.var.requestId,
    })
  })

  app.onError((err, c) => {
    if (err instanceof ApiError) {
      return c.json(err.body(), err.status, err.headers)
    }
    if (err instanceof HTTPException) {
      return c.json({ error: kernelErrors.messageGeneric, messages: [] }, err.status)
    }
    // Never leak stack traces or SQL: log them, answer with the generic key of §8.
    deps.logger.error('unhandled error', {
      requestId: c.var.requestId,
      error: String(err),
      // The driver's own error (a deadlock, a constraint) hides behind the query builder's.
      cause: String((err as { cause?: unknown }).cause ?? ''),
      stack: (err as Error).stack,
    })
    return c.json({ error: kernelErrors.messageGeneric, messages: [] }, 500)
  })

  app.get('/api/health', async (c) => {
    const report = await healthReport(deps)
    c.header('Cache-Control', 'no-store')
    return c.json(report, report.status === 'ok' ? 200 : 503)
  })
  app.use('/api/*', authenticate(publicRoutes))
  app.use('/napi/*', authenticate(publicRoutes))
  // After authentication, so a caller without a token cannot make the server buffer a body.
  app.use('/api/*', limitRequestBodies())
  app.use('/napi/*', limitRequestBodies())
  for (const module of serverModules) for (const [path, sub] of module.mounts) app.route(path, sub)
  app.all('/api/*', () => {
    throw new ApiError(404, kernelErrors.notFound)
  })
  app.all('/napi/*', () => {
    throw new ApiError(404, kernelErrors.notFound)
  })

  const staticDir = options.staticDir ? resolve(options.staticDir) : undefined
  const indexFile = staticDir ? join(staticDir, 'index.html') : undefined
  if (staticDir && indexFile && existsSync(indexFile)) {
    const indexHtml = readFileSync(indexFile, 'utf8')
    app.use('/assets/*', async (c, next) => {
      await next()
      // Vite names assets by content hash: they never change.
      if (c.res.status === 200) c.header('Cache-Control', 'public, max-age=31536000, immutable')
    })
    app.use('*', compress())
    app.use('*', serveStatic({ root: staticDir }))
    app.get('*', (c) => {
      // A missing file is a 404, not the app: only route-like paths get the history fallback. A
      // file's extension is short; a long "extension" is a route's token (the talent's interview
      // confirmation link, /interview/confirm/<id>.<32-character MAC>, a third of which are all
      // letters and digits).
      if (/\.[a-z0-9]{1,12}$/i.test(c.req.path))
        return c.json(new ApiError(404, kernelErrors.notFound).body(), 404)
      c.header('Cache-Control', 'no-cache')
      return c.html(indexHtml)
    })
  }

  app.notFound((c) => c.json(new ApiError(404, kernelErrors.notFound).body(), 404))

  return app
}
