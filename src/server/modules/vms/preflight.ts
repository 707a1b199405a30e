import type { VmsBlocker, VmsRowFailure } from '../../../shared/contracts/vms'
import {
  RESENDABLE_STATUSES,
  rateProblem,
  SENDABLE_STATUSES,
  submissionsLeft,
  VMS_REASONS,
  type VmsSendMode,
} from '../../../shared/domain/vms'
import type { SendProject, SendRow } from './send-rows'

/** What a send does to a row that passed: a new submission, or the queued one sent now. */
export type SendPlan =
  | { row: SendRow; project: SendProject; kind: 'new'; supersedes: string | null; previousId: number | null }
  | { row: SendRow; project: SendProject; kind: 'nudge'; submissionId: number }

export interface Evaluation {
  plans: SendPlan[]
  blocked: Map<number, VmsBlocker[]>
}

export interface EvaluateOptions {
  mode: VmsSendMode
  legalEntityIds: readonly number[]
  connected: (legalEntityId: number) => boolean
}

const block = (reason: string, params: VmsBlocker['params'] = {}): VmsBlocker => ({ reason, params })

/** The checks of a first send that also hold for a re-send of a failed or changed submission. */
function contentBlockers(row: SendRow, project: SendProject): VmsBlocker[] {
  const out: VmsBlocker[] = []
  if (row.talentState !== 'ACTIVE') out.push(block(VMS_REASONS.talentInactive, { state: row.talentState }))
  const problem = rateProblem(row.rate, project.rateMin, project.rateMax)
  const unitMismatch =
    problem === null &&
    ((project.rateUnit !== null && row.rateUnit !== null && project.rateUnit !== row.rateUnit) ||
      (project.currency !== null && row.currency !== null && project.currency !== row.currency))
  if (problem === 'missing') out.push(block(VMS_REASONS.rateMissing))
  else if (problem || unitMismatch)
    out.push(
      block(VMS_REASONS.rateRange, {
        rate: row.rate,
        unit: row.rateUnit,
        currency: row.currency,
        min: project.rateMin,
        max: project.rateMax,
        projectUnit: project.rateUnit,
        projectCurrency: project.currency,
      }),
    )
  if (row.screeningMissing > 0) out.push(block(VMS_REASONS.screening, { missing: row.screeningMissing }))
  if (row.duplicate)
    out.push(
      block(VMS_REASONS.duplicate, {
        project: row.duplicate.projectTitle,
        recruiter: row.duplicate.recruiter,
        status: row.duplicate.status,
        applicationId: row.duplicate.applicationId,
      }),
    )
  return out
}

/**
 * The send rules per row (issue 20 §1 preflight): the legal entity has a connected VMS and the
 * project a requisition; the status allows it; the rate is within the project's range; the
 * mandatory screening questions are answered; the person is not represented for the same
 * requisition already (by another recruiter, another project, or twice in this selection);
 * and the project's maxSubmissions leaves a place, given in the order the rows were asked.
 * Every blocker of a row is listed, not just the first.
 */
export function evaluateSend(
  ids: readonly number[],
  rows: Map<number, SendRow>,
  projects: Map<number, SendProject>,
  o: EvaluateOptions,
): Evaluation {
  const plans: SendPlan[] = []
  const blocked = new Map<number, VmsBlocker[]>()
  const left = new Map([...projects].map(([id, p]) => [id, submissionsLeft(p.maxSubmissions, p.sentCount)]))
  const representedHere = new Map<string, SendRow>()
  for (const id of ids) {
    const row = rows.get(id)
    const project = row && projects.get(row.projectId)
    if (!row || !project) {
      blocked.set(id, [block(VMS_REASONS.unknown)])
      continue
    }
    const gate: VmsBlocker[] = []
    if (!o.legalEntityIds.includes(row.legalEntityId)) gate.push(block(VMS_REASONS.legalEntity))
    else if (row.vmsType === 'none') gate.push(block(VMS_REASONS.noVms))
    else if (!o.connected(row.legalEntityId)) gate.push(block(VMS_REASONS.notConnected))
    else if (!row.requisitionId) gate.push(block(VMS_REASONS.noRequisition, { project: project.title }))
    if (gate.length > 0) {
      blocked.set(id, gate)
      continue
    }
    const sub = row.submission
    let kind: 'new' | 'nudge' | null = null
    let countsAgainstMax = false
    const blockers: VmsBlocker[] = []
    if (o.mode === 'send') {
      if (!SENDABLE_STATUSES.includes(row.status))
        blockers.push(block(VMS_REASONS.status, { status: row.status }))
      else {
        kind = 'new'
        countsAgainstMax = true
        blockers.push(...contentBlockers(row, project))
      }
    } else if (!RESENDABLE_STATUSES.includes(row.status)) {
      blockers.push(block(VMS_REASONS.status, { status: row.status }))
    } else if (row.status === 'sf') {
      // A failed send already holds its place (it counts as sent): a re-send takes no other.
      kind = 'new'
      blockers.push(...contentBlockers(row, project))
    } else if (row.status === 'sp') {
      if (sub?.state === 'queued') kind = 'nudge'
      else if (sub && ['sending', 'accepted', 'withdrawing', 'confirmed'].includes(sub.state))
        blockers.push(block(VMS_REASONS.inFlight))
      else {
        kind = 'new'
        blockers.push(...contentBlockers(row, project))
      }
    } else if (sub?.vmsSubmissionId && sub.state === 'confirmed' && row.changedAt > sub.createdAt) {
      kind = 'new'
      blockers.push(...contentBlockers(row, project))
    } else blockers.push(block(VMS_REASONS.notChanged))

    // The same person twice in this selection for one requisition: the later one waits.
    const personKeys = [`${row.requisitionId}:t${row.talentId}`]
    if (row.email) personKeys.push(`${row.requisitionId}:e${row.email.toLowerCase()}`)
    const twin = personKeys.map((k) => representedHere.get(k)).find(Boolean)
    if (kind === 'new' && twin && !row.duplicate)
      blockers.push(
        block(VMS_REASONS.duplicate, {
          project: projects.get(twin.projectId)?.title ?? '',
          recruiter: null,
          status: 'sp',
          applicationId: twin.id,
        }),
      )
    if (blockers.length === 0 && countsAgainstMax) {
      const places = left.get(project.id) ?? 0
      if (places <= 0)
        blockers.push(
          block(VMS_REASONS.maxSubmissions, { max: project.maxSubmissions, sent: project.sentCount }),
        )
      else left.set(project.id, places - 1)
    }
    if (blockers.length > 0 || !kind) {
      blocked.set(id, blockers)
      continue
    }
    for (const k of personKeys) representedHere.set(k, row)
    if (kind === 'nudge' && sub) plans.push({ row, project, kind, submissionId: sub.id })
    else
      plans.push({
        row,
        project,
        kind: 'new',
        supersedes: row.status === 's2c' ? (sub?.vmsSubmissionId ?? null) : null,
        previousId: sub?.id ?? null,
      })
  }
  return { plans, blocked }
}

export const failuresOf = (blocked: Map<number, VmsBlocker[]>): VmsRowFailure[] =>
  [...blocked].map(([id, blockers]) => ({
    id,
    reason: blockers[0]?.reason ?? VMS_REASONS.unknown,
    params: blockers[0]?.params ?? {},
  }))
