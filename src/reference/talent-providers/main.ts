import { serve } from '@hono/node-server'
import { createReferenceProviders } from './app'

/**
 * The reference talent providers as their own process (npm start and the tests spawn it, see
 * process.ts). Configured by REF_PROVIDERS_* variables; prints one JSON line with its port.
 */
const env = process.env
const providers = createReferenceProviders({
  people: Number(env.REF_PROVIDERS_PEOPLE ?? 50_000),
  monsterKey: env.REF_PROVIDERS_MONSTER_KEY ?? '',
  textkernelKey: env.REF_PROVIDERS_TEXTKERNEL_KEY ?? '',
  adminToken: env.REF_PROVIDERS_ADMIN_TOKEN ?? '',
})
const server = serve(
  { fetch: providers.app.fetch, port: Number(env.REF_PROVIDERS_PORT ?? 0), hostname: '127.0.0.1' },
  (info) =>
    process.stdout.write(
      `${JSON.stringify({ msg: 'reference providers listening', port: info.port, people: providers.people.length })}\n`,
    ),
)
const shutdown = () => {
  server.close()
  process.exit(0)
}
process.on('SIGTERM', shutdown)
process.on('SIGINT', shutdown)
// The workspace that started it went away: so do its providers.
process.on('disconnect', shutdown)
