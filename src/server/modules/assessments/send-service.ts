import { randomUUID } from 'node:crypto'
import { and, eq, inArray, sql } from 'drizzle-orm'
import type {
  AssessmentTest,
  SendAssessmentsInput,
  SendAssessmentsResult,
} from '../../../shared/contracts/assessments'
import { applications, assessments, projects, talents } from '../../db/schema/all'
import type { AppDeps, AuthUser } from '../../deps'
import { AssessmentProviderError } from '../../integrations/assessments/drivers/http-driver'
import { ApiError, badRequest } from '../../kernel/api-error'
import { nowOf } from '../../kernel/clock'
import { legalEntityScope } from '../auth'
import { clientSettings } from '../client'
import { assessmentsErrors } from './errors'
import type { AssessmentsRuntime } from './runtime'

const NO_PROVIDER_KEY = assessmentsErrors.noProvider
const PROVIDER_KEY = assessmentsErrors.provider
const UNKNOWN_TEST_KEY = assessmentsErrors.test
export const REASONS = {
  disabled: assessmentsErrors.reasonDisabled,
  noEmail: assessmentsErrors.reasonNoEmail,
  open: assessmentsErrors.reasonOpen,
  notFound: assessmentsErrors.reasonNotFound,
}

export function runtimeOf(deps: AppDeps): AssessmentsRuntime {
  if (!deps.assessments) throw new ApiError(409, NO_PROVIDER_KEY)
  return deps.assessments
}

export async function listTests(deps: AppDeps): Promise<AssessmentTest[]> {
  try {
    return await runtimeOf(deps).driver.listTests()
  } catch (error) {
    if (error instanceof AssessmentProviderError) throw new ApiError(502, PROVIDER_KEY, [error.message])
    throw error
  }
}

/**
 * Sends one test to many applicants: each application is checked (scope, the legal entity's
 * "assessments enabled", an email, no open invitation to the same test) and written as an
 * assessment with its invitation pending; the worker sends them after the commit.
 */
export async function sendAssessments(
  deps: AppDeps,
  user: AuthUser,
  input: SendAssessmentsInput,
): Promise<SendAssessmentsResult> {
  const runtime = runtimeOf(deps)
  const tests = await listTests(deps)
  const test = tests.find((t) => t.id === input.testId)
  if (!test) throw badRequest(UNKNOWN_TEST_KEY)
  const settings = await clientSettings(deps.db, user)
  const rows = await deps.db
    .select({ id: applications.id, legalEntityId: projects.legalEntityId, email: talents.email })
    .from(applications)
    .innerJoin(projects, eq(projects.id, applications.projectId))
    .innerJoin(talents, eq(talents.id, applications.talentId))
    .where(
      and(
        inArray(applications.id, input.applicationIds),
        eq(applications.clientId, user.clientId),
        legalEntityScope(user, sql`${projects.legalEntityId}`),
      ),
    )
  const open = await deps.db
    .select({ applicationId: assessments.applicationId })
    .from(assessments)
    .where(
      and(
        inArray(assessments.applicationId, input.applicationIds),
        eq(assessments.testId, input.testId),
        inArray(assessments.status, ['invited', 'started']),
      ),
    )
  const openIds = new Set(open.map((o) => o.applicationId))
  const result: SendAssessmentsResult = { sent: [], skipped: [] }
  const now = nowOf(deps)
  const expiresAt = new Date(now.getTime() + input.validDays * 86_400_000)
  await deps.db.transaction(async (tx) => {
    for (const id of [...new Set(input.applicationIds)]) {
      const row = rows.find((r) => r.id === id)
      let reason: string | null = null
      if (!row) reason = REASONS.notFound
      else if (!settings.legalEntity(row.legalEntityId).assessmentsEnabled) reason = REASONS.disabled
      else if (!row.email) reason = REASONS.noEmail
      else if (openIds.has(id)) reason = REASONS.open
      if (reason) {
        result.skipped.push({ applicationId: id, reason })
        continue
      }
      const [created] = await tx
        .insert(assessments)
        .values({
          applicationId: id,
          name: test.name,
          provider: runtime.provider,
          status: 'invited',
          testId: test.id,
          idempotencyKey: randomUUID(),
          expiresAt,
          sendState: 'pending',
          sendNextAt: now,
          sentBy: user.id,
        })
        .returning({ id: assessments.id })
      result.sent.push({ applicationId: id, assessmentId: created.id })
    }
  })
  runtime.wake()
  return result
}
