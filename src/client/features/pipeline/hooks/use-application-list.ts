import { useInfiniteQuery } from '@tanstack/react-query'
import type { ApplicationRow } from '../../../../shared/contracts/pipeline'
import { useInfiniteRows } from '../../../ui/data-table/infinite-rows'
import { type ApplicationListParams, applicationListQuery } from '../api'

export interface ApplicationList {
  rows: ApplicationRow[]
  rowsById: ReadonlyMap<number, ApplicationRow>
  total: number
  loading: boolean
  loadingMore: boolean
  error: unknown
  onEndReached: () => void
}

/** The stage's applications, loaded a page at a time as the user reaches the end. */
export function useApplicationList(params: ApplicationListParams): ApplicationList {
  const query = useInfiniteQuery(applicationListQuery(params))
  return {
    ...useInfiniteRows(query),
    loading: query.isPending,
    loadingMore: query.isFetchingNextPage,
    error: query.error,
  }
}
