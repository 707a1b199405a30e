import type { PoolMembershipStatus } from '../../shared/domain/statuses'
import { ACTION_LOG_TYPES } from '../../shared/domain/statuses'
import { addHistory, type ClientCtx, type SeedContext } from './context'
import { SEED_SENT_EMAIL } from './email-templates'
import { FAMILIES } from './job-families'
import { TALENT_NOTES } from './phrases'
import { addDays, ageInDays, daysAgo, Rng } from './random'
import { type BuiltTalent, buildTalent } from './talent-factory'

/** Talents in batches (each flushed with its children, so memory stays flat) plus an index for applications. */

export interface TalentIndex {
  /** Talents that can still apply (not deleted), per client id and family index. */
  byClientFamily: Map<number, number[][]>
  byClient: Map<number, number[]>
  /** Days before the reference date each talent registered, by talent id. */
  createdDaysAgo: Float32Array
  total: number
}

const BATCH = 5000
const MEMBERSHIP_STATUSES: [PoolMembershipStatus, number][] = [
  ['ACCEPTED', 55],
  ['PENDING', 18],
  ['ARCHIVED_ACCEPTED', 10],
  ['REJECTED', 10],
  ['DELETED', 7],
]
const POOL_STAGES = ['new', 'contacted', 'qualified', 'shortlisted']

export async function seedTalents(ctx: SeedContext, total: number): Promise<TalentIndex> {
  const rng = Rng.derive(ctx.seed, 'talents')
  const index: TalentIndex = {
    byClientFamily: new Map(ctx.clients.map((c) => [c.id, FAMILIES.map(() => [] as number[])])),
    byClient: new Map(ctx.clients.map((c) => [c.id, [] as number[]])),
    createdDaysAgo: new Float32Array(total + 1),
    total,
  }
  const [main, second] = ctx.clients
  for (let i = 0; i < total; i++) {
    const client = second && rng.chance(0.15) ? second : main
    const talent = buildTalent(ctx, rng, client)
    index.createdDaysAgo[talent.id] = ageInDays(talent.createdAt)
    if (talent.state !== 'DELETED') {
      index.byClient.get(client.id)?.push(talent.id)
      index.byClientFamily.get(client.id)?.[talent.family].push(talent.id)
      addTags(ctx, rng, client, talent)
      addPoolMemberships(ctx, rng, client, talent)
      addActionLogs(ctx, rng, client, talent)
    }
    addTalentHistory(ctx, rng, client, talent)
    if ((i + 1) % BATCH === 0 || i === total - 1) {
      await ctx.writer.flush()
      if ((i + 1) % (BATCH * 4) === 0 || i === total - 1) ctx.log(`talents: ${i + 1}/${total}`)
    }
  }
  return index
}

function addTags(ctx: SeedContext, rng: Rng, client: ClientCtx, t: BuiltTalent): void {
  if (!rng.chance(0.4)) return
  for (const tagId of rng.sample(client.tagIds, rng.int(1, 3))) {
    ctx.writer.add('talent_tags', {
      talent_id: t.id,
      tag_id: tagId,
      assigned_by: rng.pick(client.mspIds),
      assigned_at: addDays(t.createdAt, rng.float(1, Math.max(2, ageInDays(t.createdAt) - 1))),
    })
  }
}

function addPoolMemberships(ctx: SeedContext, rng: Rng, client: ClientCtx, t: BuiltTalent): void {
  if (!rng.chance(0.45)) return
  const sameFamily = client.pools.filter((p) => p.family === t.family)
  const candidates = sameFamily.length > 0 && rng.chance(0.8) ? sameFamily : client.pools
  for (const pool of rng.sample(candidates, rng.int(1, 2))) {
    const status = rng.weighted(MEMBERSHIP_STATUSES)
    const created = addDays(t.createdAt, rng.float(0, Math.max(1, ageInDays(t.createdAt))))
    const updated =
      status === 'PENDING' ? created : addDays(created, rng.float(0, Math.max(0.5, ageInDays(created))))
    ctx.writer.add('pool_memberships', {
      id: ctx.ids.next('pool_memberships'),
      client_id: client.id,
      pool_id: pool.id,
      talent_id: t.id,
      status,
      stage: status === 'ACCEPTED' ? rng.pick(POOL_STAGES) : null,
      created_at: created,
      updated_at: updated,
    })
    const value = { poolId: pool.id }
    if (status === 'PENDING') addHistory(ctx, client.id, 'talent', t.id, 'APPLIES_POOL', created, null, value)
    else if (status === 'REJECTED')
      addHistory(ctx, client.id, 'talent', t.id, 'MSP_REJECTS_POOL', updated, rng.pick(client.mspIds), value)
    else if (status === 'DELETED')
      addHistory(ctx, client.id, 'talent', t.id, 'WITHDRAWS_POOL', updated, null, value)
    else if (rng.chance(0.5))
      addHistory(ctx, client.id, 'talent', t.id, 'MSP_ACCEPTS_POOL', updated, rng.pick(client.mspIds), value)
    else
      addHistory(ctx, client.id, 'talent', t.id, 'MOVES_INTO_POOL', created, rng.pick(client.mspIds), value)
  }
}

function addActionLogs(ctx: SeedContext, rng: Rng, client: ClientCtx, t: BuiltTalent): void {
  if (!rng.chance(0.25)) return
  const n = rng.int(1, 3)
  for (let i = 0; i < n; i++) {
    const type = rng.pick(ACTION_LOG_TYPES)
    const executed = daysAgo(rng.float(0, Math.min(400, ageInDays(t.createdAt))))
    const createdBy = rng.pick(client.mspIds)
    ctx.writer.add('talent_action_logs', {
      id: ctx.ids.next('talent_action_logs'),
      client_id: client.id,
      talent_id: t.id,
      action_type: type,
      note: rng.pick(TALENT_NOTES[type]),
      execution_date: executed,
      created_by: createdBy,
      created_at: executed,
      updated_at: executed,
    })
    if (type === 'email' && t.email) {
      // The message itself, as the delivery worker leaves a sent one in the outbox (issue 19).
      const outboxId = ctx.ids.next('email_outbox')
      ctx.writer.add('email_outbox', {
        id: outboxId,
        client_id: client.id,
        msp_id: createdBy,
        motivation: 'talentEmailByMsp',
        to_address: t.email,
        from_address: 'no-reply@workspace.local',
        subject: SEED_SENT_EMAIL.subject,
        text_body: SEED_SENT_EMAIL.body,
        status: 'sent',
        created_at: executed,
        sent_at: executed,
        talent_id: t.id,
        language: 'en',
        message_id: `seed-${client.id}-${outboxId}`,
        attempts: 1,
        transport: 'outbox',
        smtp_response: 'kept in the outbox (demo data)',
      })
      addHistory(ctx, client.id, 'talent', t.id, 'MSP_EMAIL', executed, createdBy, {
        subject: SEED_SENT_EMAIL.subject,
        outboxId,
        motivation: 'talentEmailByMsp',
        language: 'en',
      })
    }
  }
}

function addTalentHistory(ctx: SeedContext, rng: Rng, client: ClientCtx, t: BuiltTalent): void {
  const at = t.createdAt
  const registeredBy = t.ownerId !== null && rng.chance(0.3) ? t.ownerId : null
  if (t.state === 'DELETED') {
    // Erasure strips the values of the remaining events.
    addHistory(ctx, client.id, 'talent', t.id, 'REGISTERED', at, null)
    addHistory(
      ctx,
      client.id,
      'talent',
      t.id,
      'MSP_DELETES',
      addDays(at, rng.float(1, Math.max(2, ageInDays(at)))),
      rng.pick(client.mspIds),
    )
    return
  }
  addHistory(ctx, client.id, 'talent', t.id, 'REGISTERED', at, registeredBy, {
    source: registeredBy ? 'msp' : rng.pick(['website', 'linkedin', 'referral', 'indeed']),
  })
  addHistory(ctx, client.id, 'talent', t.id, 'PRIVACY_POLICY_AND_TERMS_ACCEPTED', addDays(at, 0.001), null, {
    version: '2025-01',
  })
  if (t.state === 'UNVERIFIED') return
  addHistory(ctx, client.id, 'talent', t.id, 'ACTIVATED', addDays(at, 0.02), null)
  if (rng.chance(0.3)) {
    addHistory(
      ctx,
      client.id,
      'talent',
      t.id,
      'CV_ITEM_ADDED',
      addDays(at, rng.float(1, Math.max(2, ageInDays(at)))),
      null,
      { kind: 'j_h' },
    )
  }
  if (rng.chance(0.05) && t.email) {
    addHistory(
      ctx,
      client.id,
      'talent',
      t.id,
      'UPDATED_EMAIL',
      addDays(at, rng.float(1, Math.max(2, ageInDays(at)))),
      null,
      { email: t.email },
    )
  }
  if (t.state === 'DEACTIVATED') {
    addHistory(
      ctx,
      client.id,
      'talent',
      t.id,
      'MSP_DEACTIVATES',
      addDays(at, rng.float(1, Math.max(2, ageInDays(at)))),
      rng.pick(client.mspIds),
      { reason: 'No longer available' },
    )
  }
}
