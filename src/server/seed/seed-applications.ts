import { sql } from 'drizzle-orm'
import type { ApplicationSource } from '../../shared/domain/application-sources'
import {
  APPLICATION_STATUS_CODES,
  type ApplicationStatusCode,
  type PipelineStage,
  stageOfApplicationStatus,
} from '../../shared/domain/statuses'
import type { DbOrTx } from '../db/client'
import {
  type AppFacts,
  addAssessment,
  addManualLogs,
  addStatusHistory,
  addVmsEvents,
} from './application-extras'
import { addHistory, type SeedContext } from './context'
import { daysAgo, REFERENCE_DATE, Rng } from './random'
import type { ProjectPlan } from './seed-projects'
import { seedAnswers } from './seed-questions'
import type { TalentIndex } from './seed-talents'

/** Applications (every status, labels of their own stage), invitations, answers and history. */

const STATUS_WEIGHTS: [ApplicationStatusCode, number][] = [
  ['a', 46],
  ['uc', 5],
  ['rm', 18],
  ['w', 6],
  ['s2c', 9],
  ['sp', 3],
  ['sf', 2],
  ['rv', 6],
  ['placeholder', 1],
]
const SOURCES: [ApplicationSource, number][] = [
  ['applied', 45],
  ['msp', 17],
  ['invited', 15],
  ['pool', 10],
  ['suggested', 6],
  ['dataHarbour', 4],
  ['external', 3],
]
const FLUSH_AT = 60_000

export async function seedApplications(
  ctx: SeedContext,
  db: DbOrTx,
  plans: ProjectPlan[],
  talents: TalentIndex,
): Promise<number> {
  const rng = Rng.derive(ctx.seed, 'applications')
  // Codes not drawn yet are handed out first, so even a tiny seed shows every status (hires come from the plans).
  const unseen = new Set<ApplicationStatusCode>(APPLICATION_STATUS_CODES.filter((c) => c !== 'h'))
  let total = 0
  for (const plan of plans) {
    if (plan.isTemplate) continue
    total += seedProjectApplications(ctx, rng, plan, talents, unseen)
    if (ctx.writer.buffered >= FLUSH_AT) await ctx.writer.flush()
  }
  await ctx.writer.flush()
  await db.execute(sql`
    UPDATE projects p SET last_application_at = a.last
    FROM (SELECT project_id, max(created_at) AS last FROM applications GROUP BY project_id) a
    WHERE a.project_id = p.id`)
  ctx.log(`applications: ${total}`)
  return total
}

function statusesFor(
  rng: Rng,
  plan: ProjectPlan,
  unseen: Set<ApplicationStatusCode>,
): ApplicationStatusCode[] {
  const list: ApplicationStatusCode[] = []
  for (let i = 0; i < plan.hired; i++) list.push('h')
  while (list.length < plan.appCount) {
    const forced = unseen.values().next()
    if (!forced.done) {
      unseen.delete(forced.value)
      list.push(forced.value)
    } else list.push(rng.weighted(STATUS_WEIGHTS))
  }
  return rng.sample(list, list.length)
}

function seedProjectApplications(
  ctx: SeedContext,
  rng: Rng,
  plan: ProjectPlan,
  talents: TalentIndex,
  unseen: Set<ApplicationStatusCode>,
): number {
  const clientTalents = talents.byClient.get(plan.client.id) ?? []
  const familyTalents = talents.byClientFamily.get(plan.client.id)?.[plan.family] ?? []
  const taken = new Set<number>()
  const pickTalent = (): number | null => {
    for (let attempt = 0; attempt < 60; attempt++) {
      const list = familyTalents.length > 0 && attempt < 6 && rng.chance(0.7) ? familyTalents : clientTalents
      if (list.length === 0) return null
      const id = list[Math.floor(rng.next() * list.length)]
      if (!taken.has(id)) {
        taken.add(id)
        return id
      }
    }
    return null
  }
  const stageSeen = new Map<PipelineStage, number>()
  let count = 0
  for (const status of statusesFor(rng, plan, unseen)) {
    const talentId = pickTalent()
    if (talentId === null) break
    writeApplication(ctx, rng, plan, talents, talentId, status, stageSeen)
    count++
  }
  writeOpenInvitations(ctx, rng, plan, pickTalent)
  return count
}

function writeApplication(
  ctx: SeedContext,
  rng: Rng,
  plan: ProjectPlan,
  talents: TalentIndex,
  talentId: number,
  status: ApplicationStatusCode,
  stageSeen: Map<PipelineStage, number>,
): void {
  const w = ctx.writer
  const id = ctx.ids.next('applications')
  const clientId = plan.client.id
  const ageDays = rng.float(
    0.2,
    Math.max(0.5, Math.min(plan.createdDaysAgo - 0.5, talents.createdDaysAgo[talentId])),
  )
  const createdAt = daysAgo(ageDays)
  const source = status === 'uc' ? 'msp' : rng.weighted(SOURCES)
  const rate = Math.round(rng.float(plan.rateMin * 0.9, Math.max(plan.rateMin, plan.rateMax) * 1.1))
  const sent = status === 's2c' || status === 'h' || status === 'rv'
  const submitted = sent || status === 'sf' ? daysAgo(ageDays * rng.float(0.3, 0.9)) : null
  const mspId = rng.pick(plan.client.mspIds)
  w.add('applications', {
    id,
    client_id: clientId,
    project_id: plan.id,
    talent_id: talentId,
    status,
    rate,
    rate_unit: plan.rateUnit,
    currency: plan.currency,
    client_rate: sent || status === 'sp' || status === 'sf' ? Math.round(rate * 1.18) : null,
    vms_id: sent && plan.le.vms ? `FGWS${String(5_000_000 + id * 7).padStart(9, '0')}` : null,
    vms_submitted_at: submitted,
    allocated_msp_id: plan.assigneeIds.length > 0 && rng.chance(0.3) ? rng.pick(plan.assigneeIds) : null,
    source,
    msp_pipeline_last_updated: daysAgo(Math.min(ageDays, rng.float(0, 90))),
    created_at: createdAt,
    updated_at: daysAgo(Math.min(ageDays, rng.float(0, 90))),
  })
  const facts: AppFacts = { id, status, createdAt, ageDays, rate }
  addHistory(ctx, clientId, 'application', id, 'CREATED', createdAt, source === 'msp' ? mspId : null, {
    status: source === 'msp' && status === 'uc' ? 'uc' : 'a',
    source,
  })
  if (source === 'applied' && rng.chance(0.4))
    addHistory(ctx, clientId, 'application', id, 'TOS_ACCEPTED', createdAt, null)
  if (source === 'invited') {
    const invitedAt = daysAgo(Math.min(plan.createdDaysAgo, ageDays + rng.float(0.5, 10)))
    const invitationId = ctx.ids.next('project_invitations')
    w.add('project_invitations', {
      id: invitationId,
      client_id: clientId,
      project_id: plan.id,
      talent_id: talentId,
      status: 'applied',
      invited_by: mspId,
      created_at: invitedAt,
      opened_at: openedAt(invitationId, 'applied', invitedAt),
    })
  }
  addStatusHistory(ctx, rng, plan, facts, mspId)
  addLabel(ctx, rng, plan, facts, stageSeen, mspId)
  if (plan.client.preApplicationQuestions && rng.chance(0.12)) {
    seedAnswers(ctx, rng, id, plan.questionIds, plan.currency, createdAt)
    if (rng.chance(0.1))
      addHistory(ctx, clientId, 'application', id, 'MSP_EDIT_ANSWER', daysAgo(ageDays * 0.5), mspId)
  }
  addManualLogs(ctx, rng, plan, facts)
  addVmsEvents(ctx, rng, plan, facts)
  addAssessment(ctx, rng, plan, facts)
}

/** The first applications of a stage get each sub-stage label in turn, later ones a random one or none. */
function addLabel(
  ctx: SeedContext,
  rng: Rng,
  plan: ProjectPlan,
  a: AppFacts,
  stageSeen: Map<PipelineStage, number>,
  mspId: number,
): void {
  const stage = stageOfApplicationStatus(a.status)
  const labels = plan.labels.get(stage)
  if (!labels || labels.length === 0) return
  const seen = stageSeen.get(stage) ?? 0
  stageSeen.set(stage, seen + 1)
  const label = seen < labels.length ? labels[seen] : rng.chance(0.4) ? rng.pick(labels) : null
  if (!label) return
  const at = daysAgo(a.ageDays * rng.float(0, 0.8))
  ctx.writer.add('application_labels', {
    application_id: a.id,
    label_id: label.id,
    added_by: mspId,
    added_at: at,
  })
  addHistory(ctx, plan.client.id, 'application', a.id, 'MSP_ADD_LABEL', at, mspId, {
    labelId: label.id,
    name: label.name,
  })
}

/** Invitations still open (the "invited" stage), declined or expired, to talents who did not apply. */
function writeOpenInvitations(
  ctx: SeedContext,
  rng: Rng,
  plan: ProjectPlan,
  pickTalent: () => number | null,
): void {
  if (plan.archetype === 'unpublished' || plan.archetype === 'deleted') return
  const n = rng.int(0, 12)
  for (let i = 0; i < n; i++) {
    const talentId = pickTalent()
    if (talentId === null) return
    const status =
      plan.archetype === 'open' || plan.archetype === 'partlyFilled'
        ? rng.weighted([
            ['invited', 6],
            ['declined', 2],
            ['expired', 2],
          ] as [string, number][])
        : rng.pick(['declined', 'expired'])
    const at = daysAgo(rng.float(0.2, Math.max(0.5, plan.createdDaysAgo - 0.5)))
    const mspId = rng.pick(plan.client.mspIds)
    const id = ctx.ids.next('project_invitations')
    ctx.writer.add('project_invitations', {
      id,
      client_id: plan.client.id,
      project_id: plan.id,
      talent_id: talentId,
      status,
      invited_by: mspId,
      created_at: at,
      opened_at: openedAt(id, status, at),
    })
    addHistory(ctx, plan.client.id, 'talent', talentId, 'INVITES_TO_JOB', at, mspId, { projectId: plan.id })
  }
}

/**
 * When the talent opened an invitation (null: not yet). Derived from the id instead of drawn from
 * the generator, so adding it left every other demo row as it was: an applied or declined
 * invitation was opened, an open one about half the time, an expired one rarely; a few hours to
 * two days after it was sent, never in the future.
 */
function openedAt(id: number, status: string, sentAt: string): string | null {
  const roll = (Math.imul(id, 2654435761) >>> 0) % 100
  const opened =
    status === 'applied' || status === 'declined' ? true : status === 'invited' ? roll < 50 : roll < 15
  if (!opened) return null
  const sent = Date.parse(sentAt)
  const at = sent + (2 + (roll % 46)) * 3_600_000
  return new Date(at > REFERENCE_DATE ? sent + 60_000 : at).toISOString()
}
