import { sql } from 'drizzle-orm'
import { signWebhook } from '../../../src/reference/assessments/app'
import {
  type ReferenceAssessmentsServer,
  startReferenceAssessments,
} from '../../../src/reference/assessments/server'
import { rowsOf } from '../../../src/server/db/sql-helpers'
import { type AssessmentsSetup, setUpAssessments } from '../../../src/server/modules/assessments'
import { createTestApp, type TestApp } from './test-app'

export interface AssessmentsFixture {
  t: TestApp
  vendor: ReferenceAssessmentsServer
  setup: AssessmentsSetup
  /** Anna, the admin of the demo's first client. */
  anna: string
  /** `n` applications of distinct talents with an email, of legal entities with assessments on (or off), not used before. */
  applications(enabled: boolean, n: number): Promise<number[]>
  /** Posts the vendor's events to our webhook, signed with `secret`. */
  webhook(events: unknown[], secret?: string): Promise<Response>
  close(): Promise<void>
}

/** The app on a fresh database, connected to the reference assessment vendor on loopback. */
export async function createAssessmentsFixture(): Promise<AssessmentsFixture> {
  const vendor = await startReferenceAssessments({ webhookUrl: null })
  const t = await createTestApp({
    env: {
      ASSESSMENTS_URL: vendor.url,
      ASSESSMENTS_API_KEY: vendor.apiKey,
      ASSESSMENTS_WEBHOOK_SECRET: vendor.webhookSecret,
      ASSESSMENTS_TIMEOUT_MS: '3000',
    },
  })
  const setup = await setUpAssessments(t.deps)
  const anna = (await t.login('anna.admin@acme.test')).access_token
  const used = new Set<number>()
  return {
    t,
    vendor,
    setup,
    anna,
    async applications(enabled, n) {
      const rows = rowsOf<{ id: number }>(
        await t.database.db.execute(sql`
          SELECT DISTINCT ON (a.talent_id) a.id FROM applications a
          JOIN projects p ON p.id = a.project_id JOIN legal_entities le ON le.id = p.legal_entity_id
          JOIN talents tl ON tl.id = a.talent_id
          WHERE le.client_id = (SELECT client_id FROM msps WHERE email = 'anna.admin@acme.test')
            AND coalesce((le.config->>'assessmentsEnabled')::boolean, false) = ${enabled} AND tl.email IS NOT NULL
          ORDER BY a.talent_id, a.id`),
      )
        .map((r) => Number(r.id))
        .filter((id) => !used.has(id))
        .slice(0, n)
      for (const id of rows) used.add(id)
      return rows
    },
    webhook(events, secret = vendor.webhookSecret) {
      const body = JSON.stringify({ events })
      return t.request('/api/assessment/webhook', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-signature': signWebhook(secret, body) },
        body,
      })
    },
    async close() {
      await setup.stop()
      await t.close()
      await vendor.stop()
    },
  }
}
