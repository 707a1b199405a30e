import {
  type ReferenceAssessmentsServer,
  startReferenceAssessments,
} from '../../../reference/assessments/server'
import type { AppDeps } from '../../deps'
import { createHttpAssessmentDriver } from '../../integrations/assessments/drivers/http-driver'
import { createAssessmentsWorker } from './worker'

export interface AssessmentsSetup {
  reference: ReferenceAssessmentsServer | null
  worker: ReturnType<typeof createAssessmentsWorker> | null
  start(): void
  stop(): Promise<void>
}

/**
 * The assessment vendor (issue 24 §3), set on `deps.assessments`: ASSESSMENTS_URL with its API
 * key and webhook secret, else the reference vendor on loopback (ASSESSMENTS_REFERENCE), its
 * webhook pointed at this server. Neither: sending assessments answers that none is configured.
 */
export async function setUpAssessments(deps: AppDeps): Promise<AssessmentsSetup> {
  const { env } = deps
  let reference: ReferenceAssessmentsServer | null = null
  let config: { baseUrl: string; apiKey: string; webhookSecret: string } | null = null
  if (env.ASSESSMENTS_URL && env.ASSESSMENTS_API_KEY && env.ASSESSMENTS_WEBHOOK_SECRET) {
    config = {
      baseUrl: env.ASSESSMENTS_URL,
      apiKey: env.ASSESSMENTS_API_KEY,
      webhookSecret: env.ASSESSMENTS_WEBHOOK_SECRET,
    }
  } else if (env.ASSESSMENTS_REFERENCE === 'true' && env.NODE_ENV !== 'test') {
    reference = await startReferenceAssessments({
      port: env.ASSESSMENTS_REFERENCE_PORT,
      webhookUrl: `http://127.0.0.1:${env.PORT}/api/assessment/webhook`,
      paceMs: env.ASSESSMENTS_REFERENCE_PACE_MS,
    })
    config = { baseUrl: reference.url, apiKey: reference.apiKey, webhookSecret: reference.webhookSecret }
    deps.logger.info('reference assessment vendor started', { url: reference.url })
  }
  if (!config) return { reference, worker: null, start() {}, async stop() {} }
  const worker = createAssessmentsWorker(deps)
  deps.assessments = {
    provider: env.ASSESSMENTS_PROVIDER_NAME,
    driver: createHttpAssessmentDriver({ ...config, timeoutMs: env.ASSESSMENTS_TIMEOUT_MS }),
    wake: () => worker.wake(),
  }
  return {
    reference,
    worker,
    start: () => worker.start(),
    async stop() {
      await worker.stop()
      await reference?.stop()
    },
  }
}
