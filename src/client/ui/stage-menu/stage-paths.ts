import type { PipelineStageDto, PipelineStagesResponse } from '../../../shared/contracts/pipeline'
import {
  APPLICATION_STAGES,
  type ApplicationStage,
  type PipelineStage,
} from '../../../shared/domain/statuses'

/*
 * Where each stage of a project lives (§2 route table): the application stages are the
 * pipeline's /project/:id/:status, the sourcing stages (invited, data harbour, suggested)
 * their own working lists. Shared by the pipeline and the sourcing screens' stage menus.
 */

export const SOURCING_STAGES = ['dataHarbour', 'suggested', 'invited'] as const
export type SourcingStage = (typeof SOURCING_STAGES)[number]

export function isApplicationStage(value: string | undefined): value is ApplicationStage {
  return (APPLICATION_STAGES as readonly string[]).includes(value ?? '')
}

export function isSourcingStage(value: string | undefined): value is SourcingStage {
  return (SOURCING_STAGES as readonly string[]).includes(value ?? '')
}

/** /project/:id/:status[/labels/:labelId][/application/:appId] */
export function pipelinePath(
  projectId: number,
  stage: ApplicationStage,
  options: { labelId?: number; appId?: number | string } = {},
): string {
  let path = `/project/${projectId}/${stage}`
  if (options.labelId !== undefined) path += `/labels/${options.labelId}`
  if (options.appId !== undefined) path += `/application/${options.appId}`
  return path
}

/** /project/:id/invited | dataHarbour | suggested */
export const sourcingPath = (projectId: number, stage: SourcingStage) => `/project/${projectId}/${stage}`

/** Any stage's list. */
export const stagePath = (projectId: number, stage: PipelineStage) =>
  isApplicationStage(stage) ? pipelinePath(projectId, stage) : sourcingPath(projectId, stage)

/**
 * Digits 1..5 jump to the stages the list shows, in menu order (issue 21 §2: a digit does
 * what the menu shows it for). The sourcing stages have their own screens: no digit.
 */
export function digitOfStage(stage: PipelineStage): number | null {
  const index = (APPLICATION_STAGES as readonly string[]).indexOf(stage)
  return index < 0 ? null : index + 1
}

export interface StageGroup {
  group: 'sourcing' | 'internal' | 'client'
  stages: PipelineStageDto[]
}

/** The stage menu: the response's statusMenu order, each key resolved to its stage. */
export function stageGroups(response: PipelineStagesResponse): StageGroup[] {
  const byKey = new Map(response.stages.map((stage) => [stage.key, stage]))
  return (['sourcing', 'internal', 'client'] as const).map((group) => ({
    group,
    stages: response.statusMenu[group]
      .map((key) => byKey.get(key))
      .filter((stage): stage is PipelineStageDto => stage !== undefined),
  }))
}
