import type { ApplicationStatusCode } from '../../shared/domain/statuses'
import { MANUAL_LOG_TYPES } from '../../shared/domain/statuses'
import { addHistory, type SeedContext } from './context'
import { APPLICATION_NOTES } from './phrases'
import { addDays, daysAgo, type Rng } from './random'
import type { ProjectPlan } from './seed-projects'

/** What hangs off an application: manual logs, VMS interviews and offers, assessments, status history. */

export interface AppFacts {
  id: number
  status: ApplicationStatusCode
  createdAt: string
  ageDays: number
  rate: number
}

const LOG_EVENTS: Record<string, string> = {
  cl: 'MSP_LOG_CALL',
  em: 'MSP_LOG_NOTE',
  mt: 'MSP_LOG_INTERVIEW',
  nt: 'MSP_LOG_NOTE',
}

const SENT: ApplicationStatusCode[] = ['s2c', 'h', 'rv']
const ASSESSMENTS: [string, string][] = [
  ['Coding challenge', 'Codility'],
  ['Cognitive ability test', 'TestGorilla'],
  ['English level test', 'EF SET'],
  ['Personality questionnaire', 'Hogan'],
]

/** A point between the application's creation and the reference date. */
function after(rng: Rng, a: AppFacts, share = 1): string {
  return daysAgo(a.ageDays * (1 - rng.next() * share))
}

export function addManualLogs(ctx: SeedContext, rng: Rng, p: ProjectPlan, a: AppFacts): void {
  if (!rng.chance(0.12)) return
  const n = rng.int(1, 3)
  for (let i = 0; i < n; i++) {
    const type = rng.pick(MANUAL_LOG_TYPES)
    const when = after(rng, a)
    const mspId = rng.pick(p.client.mspIds)
    const note = rng.pick(APPLICATION_NOTES[type])
    ctx.writer.add('manual_logs', {
      id: ctx.ids.next('manual_logs'),
      application_id: a.id,
      action_type: type,
      note,
      execution_date: when,
      msp_id: mspId,
      created_at: when,
      updated_at: when,
    })
    addHistory(ctx, p.client.id, 'application', a.id, LOG_EVENTS[type], when, mspId, {
      note,
      executionDate: when,
      actionType: type,
    })
  }
}

export function addVmsEvents(ctx: SeedContext, rng: Rng, p: ProjectPlan, a: AppFacts): void {
  if (!SENT.includes(a.status)) return
  if (rng.chance(p.le.vms ? 0.5 : 0.15)) {
    const status =
      a.status === 'h'
        ? 'cf'
        : a.status === 'rv'
          ? rng.pick(['can', 'cf'])
          : rng.weighted([
              ['cf', 5],
              ['uc', 3],
              ['sf', 1],
              ['can', 1],
            ] as [string, number][])
    const created = after(rng, a, 0.8)
    const scheduled = addDays(created, rng.float(2, 10))
    const id = ctx.ids.next('vms_interviews')
    ctx.writer.add('vms_interviews', {
      id,
      application_id: a.id,
      status,
      scheduled_at: scheduled,
      location: rng.chance(0.6) ? 'Video call (Teams)' : `${p.client.name} office`,
      notes: rng.chance(0.5) ? 'Please bring references and ID.' : null,
      created_at: created,
      updated_at: created,
    })
    addHistory(ctx, p.client.id, 'application', a.id, 'VMS_INTERVIEW_CREATED', created, null, {
      interviewId: id,
      status,
    })
  }
  const offerChance = a.status === 'h' ? 0.7 : a.status === 'rv' ? 0.3 : 0.15
  if (rng.chance(offerChance)) {
    const status = a.status === 'h' ? 'acc' : a.status === 'rv' ? rng.pick(['rej', 'can']) : 'cre'
    const created = after(rng, a, 0.5)
    const id = ctx.ids.next('vms_offers')
    ctx.writer.add('vms_offers', {
      id,
      application_id: a.id,
      status,
      rate: a.rate,
      currency: p.currency,
      start_date: addDays(created, rng.int(14, 45)),
      created_at: created,
      updated_at: created,
    })
    addHistory(ctx, p.client.id, 'application', a.id, 'VMS_OFFER_CREATED', created, null, {
      offerId: id,
      status,
    })
  }
}

export function addAssessment(ctx: SeedContext, rng: Rng, p: ProjectPlan, a: AppFacts): void {
  if (!p.le.assessments || !['a', 'uc', 'sp', 's2c', 'h'].includes(a.status) || !rng.chance(0.25)) return
  const [name, provider] = rng.pick(ASSESSMENTS)
  const status = rng.weighted([
    ['completed', 6],
    ['invited', 2],
    ['started', 1],
    ['expired', 1],
  ] as [string, number][])
  const created = after(rng, a, 0.7)
  const completed = status === 'completed' ? addDays(created, rng.float(0.2, 3)) : null
  ctx.writer.add('assessments', {
    id: ctx.ids.next('assessments'),
    application_id: a.id,
    name,
    provider,
    status,
    score: completed ? Math.round(rng.float(38, 99) * 10) / 10 : null,
    result_url: completed
      ? `https://assessments.example.com/results/${a.id}-${provider.toLowerCase()}`
      : null,
    completed_at: completed,
    created_at: created,
  })
}

/** Status events leading to the current status (§3 application catalogue). */
export function addStatusHistory(
  ctx: SeedContext,
  rng: Rng,
  p: ProjectPlan,
  a: AppFacts,
  mspId: number,
): void {
  const c = p.client.id
  const when = after(rng, a, 0.9)
  const change = (event: string, from: string, to: string, by: number | null) =>
    addHistory(ctx, c, 'application', a.id, event, when, by, { status: to }, { status: from })
  switch (a.status) {
    case 'h':
      if (p.le.vms) change('VMS_CHANGED_STATUS', 's2c', 'h', null)
      else change('MSP_CHANGED_STATUS', 'a', 'h', mspId)
      break
    case 'rm':
      change('MSP_CHANGED_STATUS', 'a', 'rm', mspId)
      break
    case 'rv':
      change('VMS_CHANGED_STATUS', 's2c', 'rv', null)
      break
    case 'sf':
      change('SYSTEM_CHANGED_STATUS', 'sp', 'sf', null)
      break
    case 'sp':
    case 's2c':
      change('MSP_CHANGED_STATUS', 'a', a.status, mspId)
      break
    case 'w':
      addHistory(ctx, c, 'application', a.id, 'WITHDRAWN', when, null, { status: 'w' }, { status: 'a' })
      break
    default:
      break
  }
}
