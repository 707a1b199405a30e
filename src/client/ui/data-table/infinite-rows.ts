import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query'
import { useCallback, useMemo } from 'react'

interface Page<T> {
  results: T[]
  totalResults: number
}

const NO_ROWS: never[] = []

/**
 * The rows of an offset-paged infinite query, a page loaded as the user reaches the end. Offset
 * paging over a list that changes can show a row on two pages: the first one is kept.
 */
export function useInfiniteRows<T extends { id: number }>(
  query: UseInfiniteQueryResult<InfiniteData<Page<T>, unknown>>,
) {
  const { data, hasNextPage, isFetchingNextPage, fetchNextPage } = query
  const { rows, rowsById } = useMemo(() => {
    if (!data) return { rows: NO_ROWS as T[], rowsById: new Map<number, T>() }
    const byId = new Map<number, T>()
    for (const page of data.pages)
      for (const row of page.results) if (!byId.has(row.id)) byId.set(row.id, row)
    return { rows: [...byId.values()], rowsById: byId }
  }, [data])
  const onEndReached = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage()
  }, [hasNextPage, isFetchingNextPage, fetchNextPage])
  return { rows, rowsById, total: data?.pages.at(-1)?.totalResults ?? 0, onEndReached }
}
