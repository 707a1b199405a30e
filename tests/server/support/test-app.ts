import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Hono } from 'hono'
import { createApp } from '../../../src/server/app'
import type { Database } from '../../../src/server/db/client'
import type { AppDeps, AppEnv } from '../../../src/server/deps'
import { readEnv } from '../../../src/server/env'
import { createOutboxTransport } from '../../../src/server/integrations/mail/drivers/outbox'
import { createSmtpTransport } from '../../../src/server/integrations/mail/drivers/smtp'
import { createLogger } from '../../../src/server/kernel/logger'
import type { OidcVerifier } from '../../../src/server/modules/auth/oidc'
import { createDeliveryWorker, type DeliveryWorker } from '../../../src/server/modules/email'
import { DEMO_PASSWORD } from '../../../src/server/seed/demo-accounts'
import { seedDemo } from '../../../src/server/seed/seed-demo'
import { taskHandlers } from '../../../src/server/tasks/handlers'
import { createTaskRunner, type TaskRunner } from '../../../src/server/tasks/runner'
import type { TaskHandler } from '../../../src/server/tasks/types'
import { createTestDatabase } from './test-db'

export interface TestApp {
  app: Hono<AppEnv>
  deps: AppDeps
  database: Database
  logLines: string[]
  /** The app's background-task runner (started unless `startTaskRunner: false`). */
  taskRunner: TaskRunner
  /** Resolves when every queued task has been worked to an end. */
  tasksIdle(): Promise<void>
  /** The email delivery worker (started unless `startDeliveryWorker: false`). */
  emailDelivery: DeliveryWorker
  /** Resolves once every message due now has been handed to the transport and its outcome recorded. */
  mailIdle(): Promise<void>
  /** Moves the server's clock (token expiry, throttling windows). */
  setNow(date: Date | undefined): void
  request(
    path: string,
    init?: RequestInit & { token?: string; json?: unknown; address?: string },
  ): Promise<Response>
  login(
    email: string,
    password?: string,
    address?: string,
  ): Promise<{ access_token: string; refresh_token: string }>
  close(): Promise<void>
}

export interface TestAppOptions {
  seed?: { talents: number; projects: number }
  oidc?: OidcVerifier
  smtpUrl?: string
  env?: Record<string, string>
  /** Task handlers besides the app's own (test-only task types). */
  taskHandlers?: readonly TaskHandler[]
  /** false: the runner is created but not started (tests of start-up recovery). */
  startTaskRunner?: boolean
  startDeliveryWorker?: boolean
  /** SMTP timeout (the slow-server fault); default 30 s. */
  smtpTimeoutMs?: number
}

/** The real app on a fresh database seeded with a small demo set, driven through app.request(). */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const database = await createTestDatabase()
  await seedDemo(database.db, options.seed ?? { talents: 120, projects: 8 })
  // Stored files go to a directory of this test app, never to the repository's ./data.
  const dataDir = mkdtempSync(join(tmpdir(), 'ws-test-app-'))
  const env = readEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'info',
    DATA_DIR: dataDir,
    JWT_SECRET: 'test-secret-test-secret-test-secret-0123',
    PUBLIC_URL: 'http://workspace.test',
    // No waiting for a quiet server: tests that erase await compactionIdle().
    ERASURE_COMPACTION_IDLE_MS: '0',
    // Requests come "through one proxy": the address of each call is its X-Forwarded-For.
    TRUST_PROXY_HOPS: '1',
    ...options.env,
  })
  const logLines: string[] = []
  let now: Date | undefined
  const deps: AppDeps = {
    db: database.db,
    env,
    logger: createLogger('info', (line) => logLines.push(line)),
    mailTransport: options.smtpUrl
      ? createSmtpTransport({
          url: options.smtpUrl,
          timeoutMs: options.smtpTimeoutMs ?? 30_000,
          maxConnections: 4,
        })
      : createOutboxTransport(),
    signingKey: new TextEncoder().encode(env.JWT_SECRET),
    oidc: options.oidc,
    now: () => now ?? new Date(),
  }
  const taskRunner = createTaskRunner({
    db: database.db,
    logger: deps.logger,
    handlers: [...taskHandlers, ...(options.taskHandlers ?? [])],
    now: deps.now,
    exclusive: true,
  })
  deps.taskRunner = taskRunner
  if (options.startTaskRunner !== false) await taskRunner.start()
  const emailDelivery = createDeliveryWorker({
    db: database.db,
    logger: deps.logger,
    transport: deps.mailTransport,
    now: deps.now,
    pollMs: 200,
    maxAttempts: env.EMAIL_MAX_ATTEMPTS,
    retryBaseMs: env.EMAIL_RETRY_SECONDS * 1000,
    exclusive: true,
    messageIdDomain: 'workspace.test',
  })
  deps.emailDelivery = emailDelivery
  if (options.startDeliveryWorker !== false) await emailDelivery.start()
  const app = createApp(deps)
  const request: TestApp['request'] = (path, init = {}) => {
    const { token, json, address = '203.0.113.1', ...rest } = init
    const headers = new Headers(rest.headers)
    headers.set('x-forwarded-for', address)
    if (token) headers.set('authorization', `Bearer ${token}`)
    if (json !== undefined) headers.set('content-type', 'application/json')
    return Promise.resolve(
      app.request(path, { ...rest, headers, body: json !== undefined ? JSON.stringify(json) : rest.body }),
    )
  }
  return {
    app,
    deps,
    database,
    logLines,
    taskRunner,
    tasksIdle: () => taskRunner.idle(),
    emailDelivery,
    mailIdle: () => emailDelivery.idle(),
    setNow: (date) => {
      now = date
    },
    request,
    async login(email, password = DEMO_PASSWORD, address) {
      const res = await request('/api/authorize', { method: 'POST', json: { email, password }, address })
      if (res.status !== 200) throw new Error(`login ${email} failed: ${res.status} ${await res.text()}`)
      return res.json()
    },
    close: async () => {
      await taskRunner.stop()
      await emailDelivery.stop()
      await database.close()
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}
