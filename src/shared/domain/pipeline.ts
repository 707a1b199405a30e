import type { JobStatusEvent } from './history-events'
import {
  APPLICATION_STATUS_CODES,
  type ApplicationStatusCode,
  PIPELINE_STAGE_GROUPS,
  PIPELINE_STAGES,
  type PipelineStage,
  type ProjectStatus,
  stageOfApplicationStatus,
} from './statuses'

/**
 * Pipeline rules of spec §2 "Project pipeline", §4 (status mapping, project status changes)
 * and §5 (project list actions). Pure: the server enforces them, the client greys out with them.
 */

/** Why an action cannot run on a row (i18n keys, shown by preflight and per-row results). */
export const PIPELINE_REASONS = {
  unknown: 'msp.v2.pipeline.reason.unknown',
  status: 'msp.v2.pipeline.reason.status',
  legalEntity: 'msp.v2.pipeline.reason.legal.entity',
  already: 'msp.v2.pipeline.reason.already',
  pendingBulkReject: 'msp.v2.pipeline.reason.pending.bulk.reject',
  labelStage: 'msp.v2.pipeline.reason.label.stage',
  noPendingMembership: 'msp.v2.pipeline.reason.no.pending.membership',
  changedSince: 'msp.v2.pipeline.reason.changed.since',
  projectVisible: 'msp.v2.pipeline.reason.project.visible',
  projectDeleted: 'msp.v2.pipeline.reason.project.deleted',
  noPermission: 'msp.v2.pipeline.reason.no.permission',
  ownership: 'msp.v2.pipeline.reason.ownership',
} as const

/** The application actions of the pipeline (§2), declared once for the server, the client and the contracts. */
export const APPLICATION_ACTIONS = [
  'accept',
  'reject',
  'reactivate',
  'hire',
  'unhire',
  'addLabel',
  'removeLabel',
  'allocate',
  'confirmPoolMembership',
] as const
export type ApplicationActionName = (typeof APPLICATION_ACTIONS)[number]

/** The actions that change an application's status (the rest change labels, owner or membership). */
export const STATUS_ACTIONS = ['accept', 'reject', 'reactivate', 'hire', 'unhire'] as const
export type StatusActionName = (typeof STATUS_ACTIONS)[number]

/** The actions with a call of their own for one application (§7); the rest go through the bulk run. */
export const SINGLE_CALL_ACTIONS = [
  'reject',
  'reactivate',
  'hire',
  'unhire',
  'addLabel',
  'removeLabel',
  'allocate',
] as const satisfies readonly ApplicationActionName[]
export type SingleCallActionName = (typeof SINGLE_CALL_ACTIONS)[number]

/** Actions that change the status: the statuses they start from, and where they are "already there". */
const STATUS_RULES: Record<
  StatusActionName,
  { from: readonly ApplicationStatusCode[]; already: readonly ApplicationStatusCode[] }
> = {
  // "accept" confirms an unconfirmed application.
  accept: { from: ['uc'], already: ['a'] },
  reject: { from: ['a', 'uc', 'placeholder', 'sf'], already: ['rm'] },
  reactivate: { from: ['rm', 'w'], already: ['a'] },
  // Hires follow the client's decision on a candidate sent to it; manual hire (client flag) also from active.
  hire: { from: ['s2c'], already: ['h'] },
  unhire: { from: ['h'], already: [] },
}
const MANUAL_HIRE_FROM: readonly ApplicationStatusCode[] = ['s2c', 'a', 'uc']

/** Undo restores these (the §4 issue: reject, re-activate, hire, un-hire, labels; also accept and allocate). */
export const UNDOABLE_ACTIONS: readonly ApplicationActionName[] = [
  'accept',
  'reject',
  'reactivate',
  'hire',
  'unhire',
  'addLabel',
  'removeLabel',
  'allocate',
]

export interface ActionRow {
  status: ApplicationStatusCode
  legalEntityId: number
  labelIds: readonly number[]
  allocatedMspId: number | null
  pendingPoolMembership: boolean
  /** Was sent to the client's VMS once: un-hiring returns it to "sent to client". */
  vmsSubmitted: boolean
}

export interface ActionContext {
  /** The user's legal entities: rows of other legal entities are refused. */
  legalEntityIds: readonly number[]
  /** Part of a bulk run (bulk reject of pending applications is a legal-entity setting). */
  bulk?: boolean
  /** Legal-entity flag "bulk reject of pending applications" of the row's legal entity. */
  bulkRejectPending?: boolean
  /** Client flag "manual hire". */
  manualHire?: boolean
  /** addLabel / removeLabel: the label and the stage it belongs to. */
  labelId?: number
  labelStage?: PipelineStage
  /** allocate: the MSP to allocate. */
  mspId?: number
}

export type ActionCheck = { ok: true; target: ApplicationStatusCode } | { ok: false; reason: string }

const fail = (reason: string): ActionCheck => ({ ok: false, reason })

/** Whether `action` may run on `row`, and the status it leaves the row in. */
export function canApply(action: ApplicationActionName, row: ActionRow, ctx: ActionContext): ActionCheck {
  if (!ctx.legalEntityIds.includes(row.legalEntityId)) return fail(PIPELINE_REASONS.legalEntity)
  switch (action) {
    case 'accept':
    case 'reject':
    case 'reactivate':
    case 'hire':
    case 'unhire': {
      const rule = STATUS_RULES[action]
      if (rule.already.includes(row.status)) return fail(PIPELINE_REASONS.already)
      const from = action === 'hire' && ctx.manualHire ? MANUAL_HIRE_FROM : rule.from
      if (!from.includes(row.status)) return fail(PIPELINE_REASONS.status)
      if (action === 'reject' && row.status === 'uc' && ctx.bulk && !ctx.bulkRejectPending)
        return fail(PIPELINE_REASONS.pendingBulkReject)
      return { ok: true, target: statusTarget(action, row) }
    }
    case 'addLabel':
      if (ctx.labelStage !== stageOfApplicationStatus(row.status)) return fail(PIPELINE_REASONS.labelStage)
      if (ctx.labelId !== undefined && row.labelIds.includes(ctx.labelId))
        return fail(PIPELINE_REASONS.already)
      return { ok: true, target: row.status }
    case 'removeLabel':
      if (ctx.labelId === undefined || !row.labelIds.includes(ctx.labelId))
        return fail(PIPELINE_REASONS.already)
      return { ok: true, target: row.status }
    case 'allocate':
      if (row.allocatedMspId === (ctx.mspId ?? null)) return fail(PIPELINE_REASONS.already)
      return { ok: true, target: row.status }
    case 'confirmPoolMembership':
      if (!row.pendingPoolMembership) return fail(PIPELINE_REASONS.noPendingMembership)
      return { ok: true, target: row.status }
  }
}

function statusTarget(action: StatusActionName, row: ActionRow) {
  switch (action) {
    case 'reject':
      return 'rm'
    case 'hire':
      return 'h'
    case 'unhire':
      return row.vmsSubmitted ? 's2c' : 'a'
    default:
      return 'a'
  }
}

/** The status-changing actions a status allows (label, allocation and pool actions depend on more than status). */
export function allowedApplicationActions(
  status: ApplicationStatusCode,
  options: { manualHire?: boolean } = {},
): ApplicationActionName[] {
  return (Object.keys(STATUS_RULES) as (keyof typeof STATUS_RULES)[]).filter((action) =>
    (action === 'hire' && options.manualHire ? MANUAL_HIRE_FROM : STATUS_RULES[action].from).includes(status),
  )
}

/** The application status codes of a stage (§4 mapping). */
export function statusesOfStage(stage: PipelineStage): ApplicationStatusCode[] {
  return APPLICATION_STATUS_CODES.filter((code) => stageOfApplicationStatus(code) === stage)
}

/** The stage menu of §2: sourcing, internal and client stages in menu order. */
export function pipelineStatusMenu(): Record<'sourcing' | 'internal' | 'client', PipelineStage[]> {
  const menu = {
    sourcing: [] as PipelineStage[],
    internal: [] as PipelineStage[],
    client: [] as PipelineStage[],
  }
  for (const stage of PIPELINE_STAGES) menu[PIPELINE_STAGE_GROUPS[stage]].push(stage)
  return menu
}

export interface ProjectStatusInput {
  status: ProjectStatus
  freelancerVisible: boolean
  /** The legal entity's VMS type; 'none' when it has none. */
  vmsType: string
}

/** §4 "Allowed status changes": none when not freelancer-visible; a VMS only pauses and resumes. */
export function allowedProjectStatusTargets(p: ProjectStatusInput): ProjectStatus[] {
  if (!p.freelancerVisible) return []
  if (p.vmsType !== 'none') {
    if (p.status === 'ACTIVE') return ['PAUSED']
    if (p.status === 'PAUSED') return ['ACTIVE']
    return []
  }
  switch (p.status) {
    case 'ACTIVE':
      return ['CLOSED', 'DELETED', 'PAUSED']
    case 'CLOSED':
      return ['ACTIVE', 'DELETED']
    case 'PAUSED':
      return ['ACTIVE', 'CLOSED']
    default:
      return []
  }
}

/** The job history event of a status change (§3 job catalogue: paused, unpaused, closed, status updated). */
export function projectStatusEvent(from: ProjectStatus, to: ProjectStatus): JobStatusEvent {
  if (to === 'PAUSED') return 'PAUSED'
  if (from === 'PAUSED' && to === 'ACTIVE') return 'UNPAUSED'
  if (to === 'CLOSED') return 'CLOSED'
  return 'STATUS_UPDATED'
}

/** §5: delete needs JOB_MANAGE_DELETE and a project not visible to freelancers. Null when allowed. */
export function projectDeleteBlocker(
  p: { status: ProjectStatus; freelancerVisible: boolean },
  permissions: readonly string[],
): string | null {
  if (!permissions.includes('JOB_MANAGE_DELETE')) return PIPELINE_REASONS.noPermission
  if (p.status === 'DELETED') return PIPELINE_REASONS.projectDeleted
  if (p.freelancerVisible) return PIPELINE_REASONS.projectVisible
  return null
}

export function canDeleteProject(
  p: { status: ProjectStatus; freelancerVisible: boolean },
  permissions: readonly string[],
): boolean {
  return projectDeleteBlocker(p, permissions) === null
}

/** Statuses whose application cannot be deleted (PUT projectApplication/{id}): hired or with the client. */
export const KEPT_ON_DELETE: readonly ApplicationStatusCode[] = ['h', 's2c', 'sp', 'sf']
