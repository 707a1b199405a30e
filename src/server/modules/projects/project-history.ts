import { and, desc, eq } from 'drizzle-orm'
import type { ProjectForm, ProjectHistoryEntry } from '../../../shared/contracts/project'
import type { JobHistoryEvent } from '../../../shared/domain/job-history-events'
import type { Db } from '../../db/client'
import { historyEvents, msps, type projects } from '../../db/schema/all'
import type { AuthUser } from '../../deps'

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

export interface HistoryWrite {
  event: JobHistoryEvent
  oldValue?: unknown
  newValue?: unknown
}

export async function writeJobHistory(tx: Tx, user: AuthUser, projectId: number, events: HistoryWrite[]) {
  if (events.length === 0) return
  await tx.insert(historyEvents).values(
    events.map((e) => ({
      clientId: user.clientId,
      entityType: 'job' as const,
      entityId: projectId,
      event: e.event,
      mspId: user.id,
      oldValue: e.oldValue ?? null,
      newValue: e.newValue ?? null,
    })),
  )
}

type Before = typeof projects.$inferSelect
const asNumber = (v: string | null) => (v === null ? null : Number(v))

/** Field → job event of §3; values compared as the form sends them. */
const FIELD_EVENTS: [JobHistoryEvent, (p: Before) => unknown, (f: ProjectForm) => unknown][] = [
  ['TITLE_EDITED', (p) => p.title, (f) => f.title],
  ['PUBLIC_DESCRIPTION_UPDATED', (p) => p.description, (f) => f.description],
  ['RATE_MIN_UPDATED', (p) => asNumber(p.rateMin), (f) => f.rateMin],
  ['RATE_MAX_UPDATED', (p) => asNumber(p.rateMax), (f) => f.rateMax],
  ['POSITIONS_EDITED', (p) => p.positions, (f) => f.positions],
  ['MAX_SUBMISSIONS_EDITED', (p) => p.maxSubmissions, (f) => f.maxSubmissions],
  ['HIRING_DEADLINE_EDITED', (p) => p.hiringDeadline, (f) => f.hiringDeadline],
  ['ASSIGNMENT_START_EDITED', (p) => p.assignmentStart, (f) => f.assignmentStart],
  ['ASSIGNMENT_END_EDITED', (p) => p.assignmentEnd, (f) => f.assignmentEnd],
  ['REMOTE_EDITED', (p) => p.workMode, (f) => f.workMode],
  [
    'SITE_ADDRESS_EDITED',
    (p) => [p.siteLine1, p.siteLine2].join('\n'),
    (f) => [f.site.line1, f.site.line2].join('\n'),
  ],
  ['SITE_CITY_EDITED', (p) => p.siteCity, (f) => f.site.city],
  ['SITE_STATE_EDITED', (p) => p.siteState, (f) => f.site.state],
  ['SITE_COUNTRY_EDITED', (p) => p.siteCountryCode, (f) => f.site.countryCode],
  ['SITE_POSTAL_CODE_EDITED', (p) => p.siteZipCode, (f) => f.site.zipCode],
  [
    'MULTIPLE_APPLICATIONS_ALLOWED_UPDATED',
    (p) => p.multipleApplicationsAllowed,
    (f) => f.multipleApplicationsAllowed,
  ],
]

/** The history events an edit produces, each with old and new value. */
export function changedFieldEvents(
  before: Before,
  form: ProjectForm,
  relations: { pools: number[]; team: number[] },
): HistoryWrite[] {
  const events: HistoryWrite[] = []
  for (const [event, read, next] of FIELD_EVENTS) {
    const [a, b] = [read(before) ?? null, next(form) ?? null]
    if (JSON.stringify(a) !== JSON.stringify(b))
      events.push({ event, oldValue: { value: a }, newValue: { value: b } })
  }
  for (const poolId of form.poolIds.filter((id) => !relations.pools.includes(id)))
    events.push({ event: 'POOL_ADDED', newValue: { poolId } })
  for (const poolId of relations.pools.filter((id) => !form.poolIds.includes(id)))
    events.push({ event: 'POOL_REMOVED', oldValue: { poolId } })
  if (JSON.stringify(relations.team) !== JSON.stringify(form.assigneeIds))
    events.push({
      event: 'ASSIGNEE_UPDATED',
      oldValue: { assigneeIds: relations.team },
      newValue: { assigneeIds: form.assigneeIds },
    })
  return events
}

/** GET project/{id}/history: newest first, with who did it. */
export async function projectHistory(
  db: Db,
  user: AuthUser,
  projectId: number,
): Promise<ProjectHistoryEntry[]> {
  const rows = await db
    .select({
      id: historyEvents.id,
      event: historyEvents.event,
      createdAt: historyEvents.createdAt,
      oldValue: historyEvents.oldValue,
      newValue: historyEvents.newValue,
      firstName: msps.firstName,
      lastName: msps.lastName,
    })
    .from(historyEvents)
    .leftJoin(msps, eq(msps.id, historyEvents.mspId))
    .where(
      and(
        eq(historyEvents.clientId, user.clientId),
        eq(historyEvents.entityType, 'job'),
        eq(historyEvents.entityId, projectId),
      ),
    )
    .orderBy(desc(historyEvents.createdAt), desc(historyEvents.id))
    .limit(1000)
  return rows.map((r) => ({
    id: r.id,
    event: r.event,
    createdAt: r.createdAt.toISOString(),
    msp: r.firstName === null ? null : { firstName: r.firstName, lastName: r.lastName ?? '' },
    oldValue: r.oldValue,
    newValue: r.newValue,
  }))
}
