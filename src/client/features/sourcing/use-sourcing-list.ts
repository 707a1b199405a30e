import { useInfiniteQuery, useQuery } from '@tanstack/react-query'
import { useCallback, useMemo } from 'react'
import type { Availability, DataHarbourStatus } from '../../../shared/contracts/sourcing'
import { projectAvailabilityQuery } from '../../api/availability'
import type { SourcingStage } from '../../ui/stage-menu/stage-paths'
import { dataHarbourQuery, invitationsQuery, suggestedQuery } from './api'
import { dataHarbourRow, invitationRow, type SourcingRow, suggestedRow } from './sourcing-rows'

export interface SourcingList {
  rows: SourcingRow[]
  total: number
  loading: boolean
  loadingMore: boolean
  onEndReached: () => void
  error: unknown
  /** Data harbour: spotted and the others (invited or archived), as the stage counts them. */
  dhCounts?: { spotted: number; others: number }
}

const NO_ROWS: SourcingRow[] = []

/**
 * The rows of one sourcing stage: invitations and data-harbour matches page in as the user
 * scrolls; the ranking comes whole (best first). Availability answers of the project are
 * laid over the rows that have a talent (the invitations carry their own).
 */
export function useSourcingList(
  projectId: number,
  stage: SourcingStage,
  dhStatus: DataHarbourStatus,
  query: string,
): SourcingList {
  const invitations = useInfiniteQuery({
    ...invitationsQuery(projectId, query),
    enabled: stage === 'invited',
  })
  const harbour = useInfiniteQuery({
    ...dataHarbourQuery(projectId, dhStatus, query),
    enabled: stage === 'dataHarbour',
  })
  const suggested = useQuery({ ...suggestedQuery(projectId), enabled: stage === 'suggested' })
  const answers = useQuery({ ...projectAvailabilityQuery(projectId), enabled: stage !== 'invited' }).data
  const byTalent = useMemo(() => {
    const map = new Map<number, Availability>()
    for (const a of answers?.results ?? []) map.set(a.talent.id, a)
    return map
  }, [answers])

  const rows = useMemo(() => {
    if (stage === 'invited')
      return invitations.data?.pages.flatMap((page) => page.results.map(invitationRow)) ?? NO_ROWS
    if (stage === 'dataHarbour')
      return (
        harbour.data?.pages.flatMap((page) =>
          page.results.map((r) => dataHarbourRow(r, r.talentId ? (byTalent.get(r.talentId) ?? null) : null)),
        ) ?? NO_ROWS
      )
    return suggested.data?.results.map((r) => suggestedRow(r, byTalent.get(r.talentId) ?? null)) ?? NO_ROWS
  }, [stage, invitations.data, harbour.data, suggested.data, byTalent])

  const paged = stage === 'invited' ? invitations : harbour
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = paged
  const onEndReached = useCallback(() => {
    if (stage !== 'suggested' && hasNextPage && !isFetchingNextPage) void fetchNextPage()
  }, [stage, hasNextPage, isFetchingNextPage, fetchNextPage])

  if (stage === 'suggested')
    return {
      rows,
      total: rows.length,
      loading: suggested.isPending,
      loadingMore: false,
      onEndReached,
      error: suggested.error,
    }
  const last = paged.data?.pages.at(-1)
  return {
    rows,
    total: last?.totalResults ?? 0,
    loading: paged.isPending,
    loadingMore: isFetchingNextPage,
    onEndReached,
    error: paged.error,
    dhCounts: stage === 'dataHarbour' ? harbour.data?.pages.at(-1)?.dhCounts : undefined,
  }
}
