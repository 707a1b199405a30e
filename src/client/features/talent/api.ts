import { queryOptions } from '@tanstack/react-query'
import type { TalentEmailStatus } from '../../../shared/contracts/email'
import type { ProjectSearchResponse } from '../../../shared/contracts/project-search'
import type { Tag, TagList } from '../../../shared/contracts/tags'
import type {
  TalentApplication,
  TalentHistory,
  TalentHistoryFilter,
  TalentPoolMembership,
} from '../../../shared/contracts/talent'
import type { ActionLog } from '../../../shared/contracts/talent-actions'
import type { TalentProjects, TalentProjectTab } from '../../../shared/contracts/talent-projects'
import { checkResponse } from '../../app/check-response'
import { api, apiBlob } from '../../app/http'
import { defineMutation } from '../../app/mutation'

/** GET freelancer/{id}/profile; shared by the loader (prefetch) and the page. */
export const talentProfileQuery = (id: number) =>
  queryOptions({
    queryKey: ['talent', id, 'profile'],
    queryFn: async ({ signal }) =>
      checkResponse(
        () => import('../../../shared/contracts/talent').then((m) => m.talentProfileSchema),
        await api(`/freelancer/${id}/profile`, { signal }),
      ),
  })

/** GET freelancer/{id}/history (from 0, size 1000, §9) with the §2 filter. */
export const talentHistoryQuery = (id: number, filter: TalentHistoryFilter | null) =>
  queryOptions({
    queryKey: ['talent', id, 'history', filter],
    queryFn: ({ signal }) =>
      api<TalentHistory>(`/freelancer/${id}/history`, {
        signal,
        query: { from: 0, size: 1000, ...(filter ? { filter } : {}) },
      }),
  })

export const talentActionLogsQuery = (id: number) =>
  queryOptions({
    queryKey: ['talent', id, 'actionLog'],
    queryFn: ({ signal }) => api<{ results: ActionLog[] }>(`/freelancer/${id}/actionLog`, { signal }),
  })

export const talentApplicationsQuery = (id: number) =>
  queryOptions({
    queryKey: ['talent', id, 'applications'],
    queryFn: ({ signal }) =>
      api<{ results: TalentApplication[] }>(`/freelancer/${id}/projectApplications`, { signal }),
  })

export const talentPoolsQuery = (id: number) =>
  queryOptions({
    queryKey: ['talent', id, 'pools'],
    queryFn: ({ signal }) =>
      api<{ results: TalentPoolMembership[] }>(`/freelancer/${id}/poolMemberships`, { signal }),
  })

/** GET tag/listAll (from 0, size 999, §9). */
export const tagListQuery = queryOptions({
  queryKey: ['tags', 'list'],
  queryFn: ({ signal }) => api<TagList>('/tag/listAll', { signal, query: { from: 0, size: 999 } }),
  staleTime: 60_000,
})

/** GET email/talent/{id}: the language the talent's emails are written in, and whether the address is suppressed. */
export const talentEmailStatusQuery = (id: number) =>
  queryOptions({
    queryKey: ['talent', id, 'email'],
    queryFn: ({ signal }) => api<TalentEmailStatus>(`/email/talent/${id}`, { signal }),
  })

/** DELETE email/suppressions: the talent's address receives email again (issue 19 §3). */
export const removeSuppression = defineMutation({
  call: ({ address }: { talentId: number; address: string }) =>
    api('/email/suppressions', { method: 'DELETE', body: { address } }),
  invalidates: ({ talentId }) => [['talent', talentId, 'email']],
})

export interface TalentChange {
  talentId: number
  /** Below freelancer/{id}: '/profile', '/tier', '/actionLog/3' ... */
  path: string
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  body?: unknown
}

/**
 * A change to one talent (profile, tier, state, tags, action log). Afterwards the profile and
 * the history are fetched again (§7), and the talent lists and tag counts where they changed.
 */
export const changeTalent = defineMutation({
  call: ({ talentId, path, method, body }: TalentChange) =>
    api<unknown>(`/freelancer/${talentId}${path}`, { method, ...(body === undefined ? {} : { body }) }),
  invalidates: ({ talentId, path }) => [
    ['talent', talentId],
    ['talents'],
    ...(/tag/i.test(path) ? [['tags']] : []),
  ],
})

/** DELETE freelancer/{id} (erasure, §2): the talent's screens go, the lists refresh. */
export const eraseTalent = defineMutation({
  call: (talentId: number) =>
    api(`/freelancer/${talentId}`, { method: 'DELETE', body: { confirm: 'DELETE' } }),
  invalidates: () => [['talents']],
  removes: (talentId) => [['talent', talentId]],
})

/** Assign an existing tag, or create one and assign it. */
export const assignTagChange = (talentId: number, tag: Tag | { value: string }): TalentChange =>
  'id' in tag
    ? { talentId, path: '/assignTag', method: 'POST', body: { tagId: tag.id } }
    : { talentId, path: '/createAndAssignTag', method: 'POST', body: { value: tag.value } }

/** POST search/project/query: active projects by title, for the invite and apply pickers. */
export const activeProjectsByTitleQuery = (text: string) =>
  queryOptions({
    queryKey: ['talent', 'projectPicker', text],
    queryFn: ({ signal }) =>
      api<ProjectSearchResponse>('/search/project/query', {
        method: 'POST',
        signal,
        body: { query: text, filters: [{ field: 'status', operator: 'EQ', value: 'ACTIVE' }], size: 20 },
      }),
  })

/** GET freelancer/{id}/cv/pdf as a file (it needs the bearer token, so no plain link). */
export const talentCvPdf = (talentId: number): Promise<Blob> => apiBlob(`/freelancer/${talentId}/cv/pdf`)

/** GET freelancer/{id}/projects?tab= (§2 talent-view project tabs), with every tab's count. */
export const talentProjectsQuery = (id: number, tab: TalentProjectTab) =>
  queryOptions({
    queryKey: ['talent', id, 'projects', tab],
    queryFn: ({ signal }) => api<TalentProjects>(`/freelancer/${id}/projects`, { signal, query: { tab } }),
  })
