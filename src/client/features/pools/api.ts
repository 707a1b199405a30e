import { queryOptions } from '@tanstack/react-query'
import type { TalentActionResponse } from '../../../shared/contracts/pipeline'
import type {
  MemberListResponse,
  MembershipBulkResponse,
  MembershipChangeResponse,
  PoolCategory,
  PoolDetail,
  PoolInvitationsResponse,
  PoolProject,
  PoolSearchRequest,
  PoolSearchResponse,
} from '../../../shared/contracts/pools'
import type { ProjectSearchResponse } from '../../../shared/contracts/project-search'
import type { TalentSearchResponse } from '../../../shared/contracts/talent-search'
import type { PoolMembershipStatus } from '../../../shared/domain/statuses'
import { api } from '../../app/http'
import { defineMutation } from '../../app/mutation'

export const poolKeys = {
  all: ['pools'] as const,
  list: (req: PoolSearchRequest) => ['pools', 'list', req] as const,
  one: (id: number) => ['pools', 'one', id] as const,
  members: (id: number, status: PoolMembershipStatus) => ['pools', 'members', id, status] as const,
  projects: (id: number) => ['pools', 'projects', id] as const,
  invitations: (id: number, open: boolean) => ['pools', 'invitations', id, open] as const,
}

/** POST search/pool/query: the client's pools with their members per status. */
export const poolListQuery = (req: PoolSearchRequest) =>
  queryOptions({
    queryKey: poolKeys.list(req),
    queryFn: ({ signal }) =>
      api<PoolSearchResponse>('/search/pool/query', { method: 'POST', body: req, signal }),
    placeholderData: (previous) => previous,
  })

/** GET pool/categories: the content service's categories in the reader's language. */
export const poolCategoriesQuery = queryOptions({
  queryKey: ['pools', 'categories'],
  queryFn: ({ signal }) => api<{ results: PoolCategory[] }>('/pool/categories', { signal }),
  staleTime: 10 * 60_000,
})

/** GET pool/{id}. */
export const poolQuery = (id: number) =>
  queryOptions({
    queryKey: poolKeys.one(id),
    queryFn: ({ signal }) => api<PoolDetail>(`/pool/${id}`, { signal }),
  })

/** GET pool/membership/pool/{id}: a pool's members of one status, most recently changed first. */
export const poolMembersQuery = (id: number, status: PoolMembershipStatus) =>
  queryOptions({
    queryKey: poolKeys.members(id, status),
    queryFn: ({ signal }) =>
      api<MemberListResponse>(`/pool/membership/pool/${id}`, { signal, query: { status, size: 500 } }),
  })

/** GET pool/{id}/projects: the projects the pool is published to, with their invitations. */
export const poolProjectsQuery = (id: number) =>
  queryOptions({
    queryKey: poolKeys.projects(id),
    queryFn: ({ signal }) =>
      api<{ results: PoolProject[]; totalResults: number }>(`/pool/${id}/projects`, { signal }),
  })

/** GET pool/{id}/projectInvitations[/open]: invitations of the pool's members, all or still unopened. */
export const poolInvitationsQuery = (id: number, open: boolean) =>
  queryOptions({
    queryKey: poolKeys.invitations(id, open),
    queryFn: ({ signal }) =>
      api<PoolInvitationsResponse>(`/pool/${id}/projectInvitations${open ? '/open' : ''}`, {
        signal,
        query: { size: 200 },
      }),
  })

/** Which pool-rejection email a deny sends: undefined the default template, null none. */
export type DenyEmail = { templateId: number | null } | undefined

/** PUT pool/membership/acceptBulk | denyBulk: done at once up to 50, a background task above. */
export const changeMemberships = defineMutation({
  call: ({ action, ids, email }: { action: 'accept' | 'deny'; ids: readonly number[]; email?: DenyEmail }) =>
    api<MembershipBulkResponse>(`/pool/membership/${action}Bulk`, {
      method: 'PUT',
      body: { ids, ...(email ? { email } : {}) },
    }),
  invalidates: () => [poolKeys.all],
  // A bulk change may have applied to part of the members before failing.
  refreshOn: 'settled',
})

/** PUT pool/membership/archiveBulk | restoreBulk: ticked accepted members archived, archived ones restored. */
export const archiveMembers = defineMutation({
  call: ({ action, ids }: { action: 'archive' | 'restore'; ids: readonly number[] }) =>
    api<MembershipChangeResponse>(`/pool/membership/${action}Bulk`, { method: 'PUT', body: { ids } }),
  invalidates: () => [poolKeys.all],
  refreshOn: 'settled',
})

/** POST pool/freelancer/add | remove: talents into the pool (accepted at once) or out of it. */
export const poolTalents = defineMutation({
  call: ({ action, poolId, talentIds }: { action: 'add' | 'remove'; poolId: number; talentIds: number[] }) =>
    api<TalentActionResponse>(`/pool/freelancer/${action}`, { method: 'POST', body: { poolId, talentIds } }),
  invalidates: () => [poolKeys.all],
})

/** POST pool: a new pool. */
export const createPool = defineMutation({
  call: (name: string) => api<PoolDetail>('/pool', { method: 'POST', body: { name, ready4Public: false } }),
  invalidates: () => [poolKeys.all],
})

/** PUT pool/{id}: rename (the other fields as they are). */
export const renamePool = defineMutation({
  call: ({ pool, name }: { pool: PoolDetail; name: string }) =>
    api<PoolDetail>(`/pool/${pool.id}`, {
      method: 'PUT',
      body: {
        name,
        description: pool.description,
        ready4Public: pool.ready4Public,
        categoryId: pool.category?.id ?? null,
      },
    }),
  invalidates: () => [poolKeys.all],
})

/** DELETE pool/{id}?members=N: N is the member count the confirmation showed. */
export const deletePool = defineMutation({
  call: ({ id, members }: { id: number; members: number }) =>
    api(`/pool/${id}`, { method: 'DELETE', query: { members } }),
  invalidates: () => [poolKeys.all],
})

/** POST pool/project/add: publish the pool to projects. */
export const publishPool = defineMutation({
  call: ({ poolId, projectIds }: { poolId: number; projectIds: number[] }) =>
    api<TalentActionResponse>('/pool/project/add', { method: 'POST', body: { poolId, projectIds } }),
  invalidates: () => [poolKeys.all],
})

/** Active projects by title, for the publish picker. */
export const projectsByTitle = (text: string) =>
  api<ProjectSearchResponse>('/search/project/query', {
    method: 'POST',
    body: { query: text, filters: [{ field: 'status', operator: 'EQ', value: 'ACTIVE' }], size: 20 },
  })

/** Talents by name, skill or title, for the add-talents picker. */
export const talentsByText = (text: string) =>
  api<TalentSearchResponse>('/search/freelancer/query', { method: 'POST', body: { query: text, size: 10 } })
