import { queryOptions } from '@tanstack/react-query'
import type {
  MemberListResponse,
  MembershipBulkResponse,
  PoolDetail,
  PoolSearchRequest,
  PoolSearchResponse,
} from '../../../shared/contracts/pools'
import type { PoolMembershipStatus } from '../../../shared/domain/statuses'
import { api } from '../../app/http'
import { defineMutation } from '../../app/mutation'

export const poolKeys = {
  all: ['pools'] as const,
  list: (req: PoolSearchRequest) => ['pools', 'list', req] as const,
  one: (id: number) => ['pools', 'one', id] as const,
  members: (id: number, status: PoolMembershipStatus) => ['pools', 'members', id, status] as const,
}

/** POST search/pool/query: the client's pools with their members per status. */
export const poolListQuery = (req: PoolSearchRequest) =>
  queryOptions({
    queryKey: poolKeys.list(req),
    queryFn: ({ signal }) =>
      api<PoolSearchResponse>('/search/pool/query', { method: 'POST', body: req, signal }),
    placeholderData: (previous) => previous,
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

/** PUT pool/membership/acceptBulk | denyBulk: done at once up to 50, a background task above. */
export const changeMemberships = defineMutation({
  call: ({ action, ids }: { action: 'accept' | 'deny'; ids: readonly number[] }) =>
    api<MembershipBulkResponse>(`/pool/membership/${action}Bulk`, { method: 'PUT', body: { ids } }),
  invalidates: () => [poolKeys.all],
  // A bulk change may have applied to part of the members before failing.
  refreshOn: 'settled',
})

/** POST pool: a new pool. */
export const createPool = defineMutation({
  call: (name: string) => api<PoolDetail>('/pool', { method: 'POST', body: { name, ready4Public: false } }),
  invalidates: () => [poolKeys.all],
})
