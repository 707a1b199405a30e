import { sql } from 'drizzle-orm'
import type { z } from 'zod'
import type {
  TalentBulkOutcome,
  TalentBulkResponse,
  talentBulkRequestSchema,
} from '../../../shared/contracts/talent-search'
import { PIPELINE_REASONS } from '../../../shared/domain/pipeline'
import { intArray, rowsOf } from '../../db/sql-helpers'
import type { AppDeps, AuthUser } from '../../deps'
import { forbidden } from '../../kernel/api-error'
import { addTalentsToPool } from '../pools'
import { applyTalents, inviteTalents } from '../projects'
import { searchErrors } from './errors'

type Request = z.infer<typeof talentBulkRequestSchema>

const DONE: Record<Request['action'], TalentBulkOutcome> = {
  invite: 'invited',
  apply: 'applied',
  pool: 'added',
}
const PERMISSION: Record<Request['action'], string> = {
  invite: 'APPLICATION_MANAGE',
  apply: 'APPLICATION_MANAGE',
  pool: 'POOL_MANAGE',
}

/**
 * Invite, apply or add to a pool the talents selected in the search, with one outcome per
 * talent. Deactivated talents are left out (deactivation hides a talent from bulk actions);
 * applying needs the client's consent setting and the talent's consent. The rest goes
 * through the pipeline's own invite/apply/pool calls, whose refusals become outcomes.
 */
export async function runTalentBulk(
  deps: AppDeps,
  user: AuthUser,
  req: Request,
): Promise<TalentBulkResponse> {
  if (!user.permissions.includes(PERMISSION[req.action])) throw forbidden()
  const ids = [...new Set(req.talentIds)]
  const talents = new Map(
    rowsOf<{ id: number; state: string; consent: boolean }>(
      await deps.db.execute(sql`
        SELECT id, state, (consent_to IS NOT NULL AND consent_to > now()) AS consent FROM talents
        WHERE id = ANY(${intArray(ids)}) AND client_id = ${user.clientId} AND state <> 'DELETED'`),
    ).map((r) => [Number(r.id), r]),
  )
  if (req.action === 'apply') {
    const [client] = rowsOf<{ consent: boolean }>(
      await deps.db.execute(
        sql`SELECT has_consent_enabled AS consent FROM clients WHERE id = ${user.clientId}`,
      ),
    )
    if (!client?.consent) throw forbidden(searchErrors.talentSearchBulkConsentDisabled)
  }
  const outcomes = new Map<number, TalentBulkOutcome>()
  const eligible: number[] = []
  for (const id of ids) {
    const talent = talents.get(id)
    if (!talent) outcomes.set(id, 'notFound')
    else if (talent.state === 'DEACTIVATED') outcomes.set(id, 'deactivated')
    else if (req.action === 'apply' && !talent.consent) outcomes.set(id, 'noConsent')
    else eligible.push(id)
  }
  {
    // Runs even with nobody eligible: the project or pool itself is checked there (404, 409).
    const result =
      req.action === 'pool'
        ? await addTalentsToPool(deps, user, req.poolId as number, eligible)
        : req.action === 'apply'
          ? await applyTalents(deps, user, req.projectId as number, eligible)
          : await inviteTalents(deps, user, req.projectId as number, eligible)
    for (const id of result.succeededIds) outcomes.set(id, DONE[req.action])
    for (const failure of result.failures) {
      const already = failure.reason === PIPELINE_REASONS.already
      outcomes.set(
        Number(failure.id),
        already ? (req.action === 'pool' ? 'alreadyInPool' : 'alreadyInPipeline') : 'notFound',
      )
    }
  }
  return { results: ids.map((talentId) => ({ talentId, outcome: outcomes.get(talentId) ?? 'notFound' })) }
}
