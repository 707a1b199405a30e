import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import type {
  ExistingTalent,
  ExternalImportResult,
  ExternalProvider,
  ExternalSearchPage,
  ProviderCredentialsInput,
  ProviderCredentialsView,
} from '../../../shared/contracts/external-search'
import { api } from '../../app/http'
import { defineMutation } from '../../app/mutation'
import { type ExternalFilters, filtersBody } from './external-filters'

/** A profile as the provider sends it in full (profileFetch); the server's port type, read as JSON. */
export interface ExternalProfileView {
  id: string
  firstName: string
  lastName: string
  title: string | null
  city: string | null
  countryCode: string | null
  email: string | null
  phone: string | null
  skills: string[]
  updatedAt: string | null
  summary: string | null
  experience: {
    title: string
    organization: string | null
    startDate: string | null
    endDate: string | null
  }[]
  education: {
    title: string
    organization: string | null
    startDate: string | null
    endDate: string | null
  }[]
  languages: { iso: string; level: number }[]
}

/** Results per provider and page: each provider pages on its own, at most this many a page. */
export const EXTERNAL_PAGE_SIZE = 25

/** The providers this client sees (switched on for it and configured). */
export const externalProvidersQuery = queryOptions({
  queryKey: ['external-search', 'providers'],
  queryFn: ({ signal }) =>
    api<{ providers: ExternalProvider[] }>('/search/freelancer/external/providers', { signal }),
  staleTime: 60_000,
})

/** One provider's page, each result checked against the client's talents (and the project's pipeline). */
export const externalSearchQuery = (input: {
  provider: ExternalProvider
  query: string
  page: number
  projectId: number | null
  filters: ExternalFilters
}) =>
  queryOptions({
    queryKey: ['external-search', 'results', input],
    queryFn: ({ signal }) =>
      api<ExternalSearchPage>('/search/freelancer/external/resume', {
        method: 'POST',
        signal,
        body: {
          provider: input.provider,
          query: input.query,
          offset: (input.page - 1) * EXTERNAL_PAGE_SIZE,
          size: EXTERNAL_PAGE_SIZE,
          ...filtersBody(input.filters),
          ...(input.projectId ? { projectId: input.projectId } : {}),
        },
      }),
    enabled: input.query.trim().length > 0,
    placeholderData: keepPreviousData,
    // A provider's fault (429, timeout) is the user's to see at once, not retried behind their back.
    retry: false,
    staleTime: 60_000,
  })

/** GET …/{provider}/{id}/profileFetch: the full profile for the detail pane. */
export const externalProfileQuery = (provider: ExternalProvider, id: string, projectId: number | null) =>
  queryOptions({
    queryKey: ['external-search', 'profile', provider, id, projectId],
    queryFn: ({ signal }) =>
      api<{ profile: ExternalProfileView; existing: ExistingTalent | null }>(
        `/search/freelancer/external/${provider}/${encodeURIComponent(id)}/profileFetch${
          projectId ? `?projectId=${projectId}` : ''
        }`,
        { signal },
      ),
    retry: false,
  })

export interface ExternalImportInput {
  provider: ExternalProvider
  externalId: string
  mergeInto?: number
  projectId?: number
  action?: 'invite' | 'apply'
}

/**
 * POST freelancer/projectApplication: import (or merge) a found profile, and invite it to the
 * project when one is given. The badges of every search page change, as do the talents and the
 * project's pipeline.
 */
export const importExternalProfile = defineMutation({
  call: (body: ExternalImportInput) =>
    api<ExternalImportResult>('/freelancer/projectApplication', { method: 'POST', body }),
  invalidates: (input) => [
    ['external-search', 'results'],
    ['external-search', 'profile'],
    ['talents'],
    ['talent'],
    ...(input.projectId ? [['project', input.projectId]] : []),
  ],
})

/** The project the search is for (`?project=`): its title beside the query. */
export const projectTitleQuery = (id: number) =>
  queryOptions({
    queryKey: ['project', id, 'beside'],
    queryFn: async ({ signal }) => {
      const p = await api<{ id: number; status: string; form: { title: string } }>(`/project/${id}`, {
        signal,
      })
      return { id: p.id, status: p.status, title: p.form.title }
    },
  })

/** What a merge into the known talent would fill in (nothing is overwritten), before the user confirms. */
export const mergePreviewQuery = (provider: ExternalProvider, id: string, talentId: number) =>
  queryOptions({
    queryKey: ['external-search', 'profile', provider, id, 'merge', talentId],
    queryFn: ({ signal }) =>
      api<{ changes: ExternalImportResult['changes'] }>(
        `/search/freelancer/external/${provider}/${encodeURIComponent(id)}/mergePreview?talentId=${talentId}`,
        { signal },
      ),
    retry: false,
    staleTime: 0,
  })

/** The client's accounts at the providers (settings; administrators). The keys never come back. */
export const providerCredentialsQuery = queryOptions({
  queryKey: ['external-search', 'credentials'],
  queryFn: ({ signal }) =>
    api<{ providers: ProviderCredentialsView[] }>('/search/freelancer/external/credentials', { signal }),
})

/** Checked by one search with the key before it is kept; every search of the client then uses it. */
export const saveProviderCredentials = defineMutation({
  call: ({ provider, ...body }: ProviderCredentialsInput & { provider: ExternalProvider }) =>
    api<ProviderCredentialsView>(`/search/freelancer/external/credentials/${provider}`, {
      method: 'PUT',
      body,
    }),
  invalidates: () => [['external-search']],
})

export const removeProviderCredentials = defineMutation({
  call: (provider: ExternalProvider) =>
    api<ProviderCredentialsView>(`/search/freelancer/external/credentials/${provider}`, {
      method: 'DELETE',
    }),
  invalidates: () => [['external-search']],
})
