import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query'
import type { MatchResult } from '../../../shared/contracts/matching'
import type { TalentActionResponse } from '../../../shared/contracts/pipeline'
import type {
  DataHarbourResponse,
  DataHarbourStatus,
  InvitationListResponse,
  InvitationStatus,
  SourcingActionResponse,
} from '../../../shared/contracts/sourcing'
import { SUGGESTED_SIZE } from '../../../shared/domain/matching'
import { pipelineKey } from '../../api/projects'
import { api, apiBlob } from '../../app/http'
import { defineMutation } from '../../app/mutation'

/*
 * The sourcing stages' calls (issue 22 §2, issue 23 §1): the project's invitations, its
 * matched data-harbour talents, the ranked suggested talents and candidate availability.
 * Every change refreshes the project's sourcing lists, its stage counts (the pipeline's
 * stages call, dhCounts included) and the dashboard's counts.
 */

export const SOURCING_PAGE_SIZE = 100

export const sourcingKey = (projectId: number) => ['sourcing', projectId] as const

const nextOffset = <T extends { results: unknown[]; totalResults: number }>(last: T, pages: T[]) => {
  const loaded = pages.reduce((sum, page) => sum + page.results.length, 0)
  return last.results.length > 0 && loaded < last.totalResults ? loaded : undefined
}

/** The Invited stage lists every invitation but the ones that became applications. */
export const LISTED_INVITATION_STATUSES: InvitationStatus[] = ['invited', 'declined', 'expired', 'withdrawn']

/** POST search/projectInvitation/{id}/query: by talent name, newest first. */
export const invitationsQuery = (projectId: number, query: string) =>
  infiniteQueryOptions({
    queryKey: [...sourcingKey(projectId), 'invitations', query],
    initialPageParam: 0,
    queryFn: ({ pageParam, signal }) =>
      api<InvitationListResponse>(`/search/projectInvitation/${projectId}/query`, {
        method: 'POST',
        signal,
        body: { query, statuses: LISTED_INVITATION_STATUSES, offset: pageParam, size: SOURCING_PAGE_SIZE },
      }),
    getNextPageParam: nextOffset,
  })

/** GET project/{id}/dataHarbor/talents/matched: one status (spotted, invited, archived) with dhCounts. */
export const dataHarbourQuery = (projectId: number, status: DataHarbourStatus, query: string) =>
  infiniteQueryOptions({
    queryKey: [...sourcingKey(projectId), 'dataHarbour', status, query],
    initialPageParam: 0,
    queryFn: ({ pageParam, signal }) =>
      api<DataHarbourResponse>(`/project/${projectId}/dataHarbor/talents/matched`, {
        signal,
        query: { status, query, offset: pageParam, size: SOURCING_PAGE_SIZE },
      }),
    getNextPageParam: nextOffset,
  })

/** GET match/freelancers/toJob/{id}: the client's talents ranked by fit (neither applied nor invited). */
export const suggestedQuery = (projectId: number) =>
  queryOptions({
    queryKey: [...sourcingKey(projectId), 'suggested'],
    queryFn: ({ signal }) =>
      api<MatchResult>(`/match/freelancers/toJob/${projectId}`, { signal, query: { size: SUGGESTED_SIZE } }),
  })

/** GET dataHarborTalent/{id}/cv: the PDF (it needs the bearer token, so it is shown from a blob). */
export const dataHarbourCvQuery = (dhTalentId: number) =>
  queryOptions({
    queryKey: ['dataHarbourCv', dhTalentId],
    queryFn: () => apiBlob(`/dataHarborTalent/${dhTalentId}/cv`),
    staleTime: 5 * 60_000,
  })

const staleAfter = (projectId: number) => [sourcingKey(projectId), pipelineKey(projectId), ['dashboard']]

export interface InvitationIdsInput {
  projectId: number
  invitationIds: number[]
}

/** POST project/{id}/invitation/reinvite | withdraw. */
export const invitationAction = defineMutation({
  call: ({ projectId, invitationIds, action }: InvitationIdsInput & { action: 'reinvite' | 'withdraw' }) =>
    api<SourcingActionResponse>(`/project/${projectId}/invitation/${action}`, {
      method: 'POST',
      body: { invitationIds },
    }),
  invalidates: ({ projectId }) => [...staleAfter(projectId), ['talent']],
})

/** POST project/{id}/dataHarbor/talents/invite | archive | unarchive {matchingIds}. */
export const dataHarbourAction = defineMutation({
  call: ({
    projectId,
    matchingIds,
    action,
  }: {
    projectId: number
    matchingIds: number[]
    action: 'invite' | 'archive' | 'unarchive'
  }) =>
    api<SourcingActionResponse>(`/project/${projectId}/dataHarbor/talents/${action}`, {
      method: 'POST',
      body: { matchingIds },
    }),
  invalidates: ({ projectId, action }) =>
    action === 'invite' ? [...staleAfter(projectId), ['talents'], ['talent']] : staleAfter(projectId),
})

/** POST projectInvitation/add: invite suggested talents. */
export const inviteTalents = defineMutation({
  call: ({ projectId, talentIds }: { projectId: number; talentIds: number[] }) =>
    api<TalentActionResponse>('/projectInvitation/add', {
      method: 'POST',
      body: { projectId, talentIds, source: 'suggested' },
    }),
  invalidates: ({ projectId }) => [...staleAfter(projectId), ['talent']],
})
