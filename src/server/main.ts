import { serve } from '@hono/node-server'
import { createApp } from './app'
import { ensureClientBuilt } from './client-build'
import { DataDirLockedError } from './db/data-dir-lock'
import { openDatabase } from './db/open'
import type { AppDeps } from './deps'
import { EnvError, readEnv } from './env'
import { fileStorage } from './integrations/files/storage'
import { createOutboxTransport } from './integrations/mail/drivers/outbox'
import { createSmtpTransport } from './integrations/mail/drivers/smtp'
import { createLogger } from './kernel/logger'
import { setUpAssessments } from './modules/assessments'
import { createOidcVerifier, loadSigningKey } from './modules/auth'
import { setUpCalendar } from './modules/calendar'
import { createDeliveryWorker, warmEmailWritePath } from './modules/email'
import { setUpTalentProviders } from './modules/external-search/setup'
import { startOrphanSweep } from './modules/files'
import { gazetteer } from './modules/geo'
import { warmBulkWritePath } from './modules/pipeline'
import { compactPendingErasures } from './modules/talents'
import { setUpVms } from './modules/vms'
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './seed/demo-accounts'
import { isDatabaseEmpty, seedDemo } from './seed/seed-demo'
import { taskHandlers } from './tasks/handlers'
import { createTaskRunner } from './tasks/runner'

async function main() {
  const started = performance.now()
  const env = readEnv()
  const logger = createLogger(env.LOG_LEVEL)
  const serveClient = env.SERVE_CLIENT === 'true'
  if (serveClient && env.NODE_ENV !== 'test') ensureClientBuilt(env.STATIC_DIR, (msg) => logger.info(msg))
  // Started first: the reference providers generate their profiles while the database opens and seeds.
  const providersStarting = setUpTalentProviders({ env, logger })
  // Its failure is reported where it is awaited, not as an unhandled rejection meanwhile.
  providersStarting.catch(() => undefined)
  const database = await openDatabase(env)
  const { db } = database
  logger.info('database ready', { kind: database.kind, ms: Math.round(performance.now() - started) })

  if (env.SEED_ON_EMPTY === 'true' && (await isDatabaseEmpty(db))) {
    logger.info('empty database: seeding demo data', {
      talents: env.SEED_TALENTS,
      projects: env.SEED_PROJECTS,
    })
    const summary = await seedDemo(db, {
      talents: env.SEED_TALENTS,
      projects: env.SEED_PROJECTS,
      log: (msg) => logger.info(msg),
    })
    logger.info('demo data seeded', { ...summary })
  }

  const oidc =
    env.OIDC_JWKS_URL && env.OIDC_AUDIENCE
      ? createOidcVerifier({
          jwksUrl: env.OIDC_JWKS_URL,
          issuer: env.OIDC_ISSUER,
          audience: env.OIDC_AUDIENCE,
        })
      : undefined
  // Bytes of erased talents left in the data files by a server stopped before it compacted them.
  await compactPendingErasures(db, logger)
  // PGlite's data dir belongs to this process alone: whatever was running was ours and died.
  const taskRunner = createTaskRunner({
    db,
    logger,
    handlers: taskHandlers,
    exclusive: database.kind === 'pglite',
  })
  // External talent providers: MONSTER_URL / TEXTKERNEL_URL, or the reference ones on loopback (issue 23).
  const talentProviders = await providersStarting
  await talentProviders.addOverlap(db)
  // Without SMTP_URL the outbox is the delivery (issue 19 §3): nothing leaves the machine.
  const mailTransport = env.SMTP_URL
    ? createSmtpTransport({
        url: env.SMTP_URL,
        timeoutMs: env.SMTP_TIMEOUT_SECONDS * 1000,
        maxConnections: 4,
      })
    : createOutboxTransport()
  const emailDelivery = createDeliveryWorker({
    db,
    logger,
    transport: mailTransport,
    maxAttempts: env.EMAIL_MAX_ATTEMPTS,
    retryBaseMs: env.EMAIL_RETRY_SECONDS * 1000,
    exclusive: database.kind === 'pglite',
    messageIdDomain: env.MAIL_FROM.split('@')[1] ?? 'workspace.local',
  })
  logger.info('email transport', { kind: mailTransport.kind })
  // The legal entities' VMS: VMS_URL, or the reference VMS on loopback for the demo (issue 20).
  const vms = await setUpVms({ env, db, logger, exclusive: database.kind === 'pglite' })
  const deps: AppDeps = {
    db,
    env,
    logger,
    mailTransport,
    emailDelivery,
    signingKey: await loadSigningKey(db, env.JWT_SECRET),
    oidc,
    taskRunner,
    talentProviders: talentProviders.providers,
    vms: vms.runtime,
  }
  // Google (or the reference Google) and CalDAV (or the demo's Radicale), issue 24.
  const calendar = await setUpCalendar(deps)
  const assessments = await setUpAssessments(deps)
  const app = createApp(deps, { staticDir: serveClient ? env.STATIC_DIR : undefined })
  // The offline gazetteer decodes its cities in a worker meanwhile: the first city suggestion is quick.
  gazetteer.warm()

  if (database.kind === 'pglite') {
    // Before listening: the cold first run of the bulk writes blocks the thread (see warmBulkWritePath).
    const warmStarted = performance.now()
    const warmed = await warmBulkWritePath(db, env.MAIL_FROM).catch((error: unknown) => {
      logger.warn('write path warm-up failed', { error: String(error) })
      return false
    })
    const emailWarmed = await warmEmailWritePath(db, env.MAIL_FROM).catch((error: unknown) => {
      logger.warn('email write path warm-up failed', { error: String(error) })
      return false
    })
    logger.info('write path warmed', { warmed, emailWarmed, ms: Math.round(performance.now() - warmStarted) })
  }

  const server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, (info) => {
    const url = `http://localhost:${info.port}`
    logger.info('server listening', { url, startupMs: Math.round(performance.now() - started) })
    if (env.LOG_LEVEL !== 'silent') {
      const demo = DEMO_ACCOUNTS.map((a) => `    ${a.email.padEnd(26)} ${a.role}`).join('\n')
      process.stdout.write(
        `\n  Recruiter workspace: ${url}\n  Demo sign-in (password ${DEMO_PASSWORD}):\n${demo}\n\n`,
      )
    }
  })

  // Resumes interrupted tasks once the server is up, so start-up work does not delay the first chunks.
  await taskRunner.start()
  await emailDelivery.start()
  await vms.start()
  calendar.start()
  assessments.start()
  const stopSweep = startOrphanSweep(db, fileStorage(env.DATA_DIR), logger)

  let closing = false
  const shutdown = (signal: string) => {
    if (closing) return
    closing = true
    logger.info('shutting down', { signal })
    server.close()
    stopSweep()
    Promise.all([
      taskRunner.stop(),
      emailDelivery.stop(),
      vms.stop(),
      talentProviders.stop(),
      calendar.stop(),
      assessments.stop(),
    ])
      .then(() => database.close())
      .finally(() => process.exit(0))
  }
  process.on('SIGINT', () => shutdown('SIGINT'))
  process.on('SIGTERM', () => shutdown('SIGTERM'))
}

main().catch((e) => {
  if (e instanceof EnvError || e instanceof DataDirLockedError) {
    process.stderr.write(`${e.message}\n`)
  } else {
    process.stderr.write(`Start-up failed: ${(e as Error).stack ?? e}\n`)
  }
  process.exit(1)
})
