import type { PipelineStageDto } from '../../../shared/contracts/pipeline'
import {
  APPLICATION_STAGES,
  type ApplicationStage,
  type PipelineStage,
} from '../../../shared/domain/statuses'
import { MAX_URL_SELECTION, SELECTED_ITEMS_PARAM } from '../../ui/data-table/use-url-selection'

export {
  digitOfStage,
  isApplicationStage,
  pipelinePath,
  stageGroups,
} from '../../ui/stage-menu/stage-paths'

/*
 * Pure helpers of the pipeline screen: routes (§2 route table), stage order and the header
 * figures. The stage keys are the status path segments.
 */

/** `[` / `]`: the previous or next stage that lists applications, or null at either end. */
export function adjacentStage(current: ApplicationStage, delta: 1 | -1): ApplicationStage | null {
  const index = APPLICATION_STAGES.indexOf(current)
  return APPLICATION_STAGES[index + delta] ?? null
}

/**
 * Digits 1..5 jump to the stages the list shows, in menu order (issue 21 §2: a digit does
 * what the menu shows it for). The sourcing stages are listed by the projects screens: no digit.
 */
export function stageOfDigit(digit: number): ApplicationStage | null {
  return APPLICATION_STAGES[digit - 1] ?? null
}

/** §2: maxSubmissions -1 means unlimited. */
export function submissionLimitText(maxSubmissions: number, format: (n: number) => string): string {
  return maxSubmissions < 0 ? '∞' : format(maxSubmissions)
}

export function findStage(
  stages: readonly PipelineStageDto[],
  key: PipelineStage,
): PipelineStageDto | undefined {
  return stages.find((stage) => stage.key === key)
}

/** A query string with `selectedItems` set to `ids` (dropped when empty or too long for an address). */
export function withSelection(search: string, ids: readonly string[]): string {
  const params = new URLSearchParams(search)
  if (ids.length > 0 && ids.length <= MAX_URL_SELECTION) params.set(SELECTED_ITEMS_PARAM, ids.join(','))
  else params.delete(SELECTED_ITEMS_PARAM)
  const text = params.toString()
  return text ? `?${text}` : ''
}
