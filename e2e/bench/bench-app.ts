import { createApp } from '../../src/server/app'
import type { Db } from '../../src/server/db/client'
import type { readEnv } from '../../src/server/env'
import { createOutboxTransport } from '../../src/server/integrations/mail/drivers/outbox'
import { createLogger } from '../../src/server/kernel/logger'
import { loadSigningKey } from '../../src/server/modules/auth/tokens'

/** The app in process over `db`, and an access token of the demo's Anna (for in-process benches). */
export async function benchApp(db: Db, env: ReturnType<typeof readEnv>) {
  const app = createApp({
    db,
    env,
    logger: createLogger('silent'),
    mailTransport: createOutboxTransport(),
    signingKey: await loadSigningKey(db, 'bench-secret-bench-secret-bench-secret-00'),
  })
  const login = await app.request('/api/authorize', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: 'anna.admin@acme.test', password: 'Recruit!2026' }),
  })
  const { access_token: token } = (await login.json()) as { access_token: string }
  return { app, token }
}
