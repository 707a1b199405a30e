import { useMemo } from 'react'
import { useSearchParams } from 'react-router'
import { ASSESSMENT_FILTERS, type AssessmentFilter } from '../../../../shared/domain/assessments'
import { SELECTED_ITEMS_PARAM } from '../../../ui/data-table/use-url-selection'
import type { PipelineUrl } from '../hooks/use-pipeline-url'

/** The pipeline filtered by assessment (issue 24 §3), kept in the address. */
export const ASSESSMENT_PARAM = 'assessment'
export const MIN_SCORE_PARAM = 'minScore'
export const SCORE_STEPS = [50, 60, 70, 80, 90] as const

export interface AssessmentFilterValue {
  state?: AssessmentFilter
  minScore?: number
}

export function assessmentFilterOf(params: URLSearchParams): AssessmentFilterValue | undefined {
  const state = params.get(ASSESSMENT_PARAM) as AssessmentFilter | null
  const score = Number(params.get(MIN_SCORE_PARAM))
  const value: AssessmentFilterValue = {
    ...(state && ASSESSMENT_FILTERS.includes(state) ? { state } : {}),
    ...(Number.isFinite(score) && score > 0 && score <= 100 ? { minScore: score } : {}),
  }
  return value.state || value.minScore ? value : undefined
}

export const assessmentFilterKey = (f: AssessmentFilterValue | undefined) =>
  f ? `${f.state ?? ''}:${f.minScore ?? ''}` : ''

/** The filter of the address, and a writer that goes through the pipeline's one address writer. */
export function useAssessmentFilter(url: PipelineUrl) {
  const [params] = useSearchParams()
  const value = useMemo(() => assessmentFilterOf(params), [params])
  const set = (next: AssessmentFilterValue | undefined) => {
    const { pathname, search } = url.base()
    const p = new URLSearchParams(search)
    p.delete(ASSESSMENT_PARAM)
    p.delete(MIN_SCORE_PARAM)
    // Another list: a selection of rows it may not show goes.
    p.delete(SELECTED_ITEMS_PARAM)
    if (next?.state) p.set(ASSESSMENT_PARAM, next.state)
    if (next?.minScore) p.set(MIN_SCORE_PARAM, String(next.minScore))
    const query = p.toString()
    url.write(pathname, query ? `?${query}` : '')
  }
  return { value, set }
}
