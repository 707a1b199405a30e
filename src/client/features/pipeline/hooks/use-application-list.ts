import { useInfiniteQuery } from '@tanstack/react-query'
import { useCallback, useMemo } from 'react'
import type { ApplicationRow } from '../../../../shared/contracts/pipeline'
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

const NO_ROWS: ApplicationRow[] = []

/** The stage's applications, loaded a page at a time as the user reaches the end. */
export function useApplicationList(params: ApplicationListParams): ApplicationList {
  const query = useInfiniteQuery(applicationListQuery(params))
  const { data, hasNextPage, isFetchingNextPage, fetchNextPage } = query
  const { rows, rowsById } = useMemo(() => {
    if (!data) return { rows: NO_ROWS, rowsById: new Map<number, ApplicationRow>() }
    // Offset paging over a list that changes: a row can show up on two pages; keep the first.
    const byId = new Map<number, ApplicationRow>()
    for (const page of data.pages)
      for (const row of page.results) if (!byId.has(row.id)) byId.set(row.id, row)
    return { rows: [...byId.values()], rowsById: byId }
  }, [data])
  const onEndReached = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage()
  }, [hasNextPage, isFetchingNextPage, fetchNextPage])
  return {
    rows,
    rowsById,
    total: data?.pages.at(-1)?.totalResults ?? 0,
    loading: query.isPending,
    loadingMore: isFetchingNextPage,
    error: query.error,
    onEndReached,
  }
}
