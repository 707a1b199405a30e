import { serve } from '@hono/node-server'
import { createReferenceVms } from './app'
import type { Plan } from './model'

/**
 * The reference VMS as its own process (npm start and the tests spawn it, see process.ts).
 * Configured by REF_VMS_* variables; prints one JSON line with its port once it listens.
 */
const env = process.env
const plans: Plan[] = ['hire', 'reject', 'fail', 'confirm']
const plan = (env.REF_VMS_PLAN ?? 'hire') as Plan
if (!plans.includes(plan)) throw new Error(`REF_VMS_PLAN must be one of ${plans.join(', ')}`)

const vms = createReferenceVms({
  dataFile: env.REF_VMS_DATA_FILE || null,
  clients: [{ id: env.REF_VMS_CLIENT_ID ?? 'workspace', secret: env.REF_VMS_CLIENT_SECRET ?? '' }],
  tokenTtlSeconds: Number(env.REF_VMS_TOKEN_TTL_SECONDS ?? 300),
  webhookUrl: env.REF_VMS_WEBHOOK_URL || null,
  webhookSecret: env.REF_VMS_WEBHOOK_SECRET ?? '',
  webhookConcurrency: Number(env.REF_VMS_WEBHOOK_CONCURRENCY ?? 2),
  paceMs: Number(env.REF_VMS_PACE_MS ?? 3000),
  defaultPlan: plan,
  rejectEvery: Number(env.REF_VMS_REJECT_EVERY ?? 0),
  adminToken: env.REF_VMS_ADMIN_TOKEN ?? '',
})

const server = serve(
  { fetch: vms.app.fetch, port: Number(env.REF_VMS_PORT ?? 0), hostname: '127.0.0.1' },
  (info) => process.stdout.write(`${JSON.stringify({ msg: 'reference vms listening', port: info.port })}\n`),
)

const shutdown = () => {
  vms.close()
  server.close()
  process.exit(0)
}
process.on('SIGTERM', shutdown)
process.on('SIGINT', shutdown)
// The workspace that started it went away: so does its VMS.
process.on('disconnect', shutdown)
