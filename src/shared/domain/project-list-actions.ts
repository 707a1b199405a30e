import { allowedProjectStatusTargets, PIPELINE_REASONS, projectDeleteBlocker } from './pipeline'
import type { ProjectStatus } from './statuses'

/**
 * §5 "Project list actions" on a selection of projects: change status is disabled when any
 * selected project has no allowed target (the targets offered are those all of them allow);
 * delete is disabled when any is visible to freelancers or the user lacks JOB_MANAGE_DELETE.
 * A disabled action says why, naming the first project that blocks it.
 */

export interface SelectedProject {
  id: number
  title: string
  status: ProjectStatus
  freelancerVisible: boolean
  vmsType: string
  /** Needed by the invite rule only. */
  filled?: boolean
}

export type ListAction<T> =
  | { ok: true; value: T }
  | { ok: false; reason: string; project: SelectedProject | null }

export const LIST_ACTION_REASONS = {
  empty: 'msp.v2.projects.action.reason.empty',
  noTarget: 'msp.v2.projects.action.reason.no.target',
  noCommonTarget: 'msp.v2.projects.action.reason.no.common.target',
  notActive: 'msp.v2.projects.action.reason.not.active',
  filled: 'msp.v2.projects.action.reason.filled',
  notVisible: 'msp.v2.projects.action.reason.not.visible',
  noPermission: PIPELINE_REASONS.noPermission,
} as const

/**
 * Invite talents to the selected projects: disabled when any is not ACTIVE, is filled or is
 * not visible to freelancers (§5), and without the right to manage applications.
 */
export function selectionInvite(
  selected: readonly SelectedProject[],
  permissions: readonly string[],
): ListAction<number[]> {
  if (selected.length === 0) return { ok: false, reason: LIST_ACTION_REASONS.empty, project: null }
  if (!permissions.includes('APPLICATION_MANAGE'))
    return { ok: false, reason: LIST_ACTION_REASONS.noPermission, project: null }
  for (const project of selected) {
    if (project.status !== 'ACTIVE') return { ok: false, reason: LIST_ACTION_REASONS.notActive, project }
    if (project.filled) return { ok: false, reason: LIST_ACTION_REASONS.filled, project }
    if (!project.freelancerVisible) return { ok: false, reason: LIST_ACTION_REASONS.notVisible, project }
  }
  return { ok: true, value: selected.map((p) => p.id) }
}

export function selectionStatusTargets(selected: readonly SelectedProject[]): ListAction<ProjectStatus[]> {
  if (selected.length === 0) return { ok: false, reason: LIST_ACTION_REASONS.empty, project: null }
  let common: ProjectStatus[] | null = null
  for (const project of selected) {
    // Deleting has its own action with its own rule.
    const targets: ProjectStatus[] = allowedProjectStatusTargets(project).filter((s) => s !== 'DELETED')
    if (targets.length === 0) return { ok: false, reason: LIST_ACTION_REASONS.noTarget, project }
    common = common === null ? targets : common.filter((s) => targets.includes(s))
  }
  if (!common || common.length === 0)
    return { ok: false, reason: LIST_ACTION_REASONS.noCommonTarget, project: null }
  return { ok: true, value: common }
}

export function selectionDelete(
  selected: readonly SelectedProject[],
  permissions: readonly string[],
): ListAction<number[]> {
  if (selected.length === 0) return { ok: false, reason: LIST_ACTION_REASONS.empty, project: null }
  if (!permissions.includes('JOB_MANAGE_DELETE'))
    return { ok: false, reason: PIPELINE_REASONS.noPermission, project: null }
  for (const project of selected) {
    const blocker = projectDeleteBlocker(project, permissions)
    if (blocker) return { ok: false, reason: blocker, project }
  }
  return { ok: true, value: selected.map((p) => p.id) }
}
