import { useInfiniteQuery } from '@tanstack/react-query'
import { useCallback, useMemo } from 'react'
import type { ApplicationStage } from '../../../../shared/contracts/pipeline'
import { type QueueFilter, queueListQuery } from '../api'
import type { ApplicationList } from './use-application-list'

export interface QueueList extends ApplicationList {
  projectTitles: ReadonlyMap<number, string>
}

/** One stage across every project, loaded a page at a time, with the rows' project titles. */
export function useQueueList(stage: ApplicationStage, filter: QueueFilter): QueueList {
  const query = useInfiniteQuery(queueListQuery(stage, filter))
  const { data, hasNextPage, isFetchingNextPage, fetchNextPage } = query
  const lists = useMemo(() => {
    const byId = new Map()
    const titles = new Map<number, string>()
    for (const page of data?.pages ?? []) {
      for (const p of page.projects) titles.set(p.id, p.title)
      for (const row of page.results) if (!byId.has(row.id)) byId.set(row.id, row)
    }
    return { rows: [...byId.values()], rowsById: byId, projectTitles: titles }
  }, [data])
  const onEndReached = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage()
  }, [hasNextPage, isFetchingNextPage, fetchNextPage])
  return {
    ...lists,
    total: data?.pages.at(-1)?.totalResults ?? 0,
    loading: query.isPending,
    loadingMore: isFetchingNextPage,
    error: query.error,
    onEndReached,
  }
}
