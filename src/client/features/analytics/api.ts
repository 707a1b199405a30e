import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query'
import type {
  ActivityResponse,
  DrillResponse,
  FunnelResponse,
  SourcesResponse,
  TimeInStageResponse,
  TimeToFillResponse,
} from '../../../shared/contracts/analytics'
import { checkResponse } from '../../app/check-response'
import { api } from '../../app/http'

const contracts = () => import('../../../shared/contracts/analytics')

/** The charts' filters as the query string carries them. */
export interface AnalyticsFilters {
  from: string
  to: string
  legalEntityId?: number
  mspId?: number
}

/** What a drill-down shows: the applications behind one figure. */
export interface Drill {
  kind: 'funnel' | 'movedOn' | 'waiting' | 'firstSubmission' | 'fill'
  key: string
}

export function filterParams(f: AnalyticsFilters, extra: Record<string, string> = {}): string {
  const p = new URLSearchParams({ from: f.from, to: f.to, ...extra })
  if (f.legalEntityId) p.set('legalEntityId', String(f.legalEntityId))
  if (f.mspId) p.set('mspId', String(f.mspId))
  return p.toString()
}

export const funnelQuery = (f: AnalyticsFilters) =>
  queryOptions({
    queryKey: ['analytics', 'funnel', f],
    queryFn: async ({ signal }): Promise<FunnelResponse> =>
      checkResponse(
        () => contracts().then((m) => m.funnelResponseSchema),
        await api(`/analytics/funnel?${filterParams(f)}`, { signal }),
      ),
  })

export const timeInStageQuery = (f: AnalyticsFilters) =>
  queryOptions({
    queryKey: ['analytics', 'timeInStage', f],
    queryFn: async ({ signal }): Promise<TimeInStageResponse> =>
      checkResponse(
        () => contracts().then((m) => m.timeInStageResponseSchema),
        await api(`/analytics/timeInStage?${filterParams(f)}`, { signal }),
      ),
  })

const DRILL_PAGE = 200

export const drillQuery = (f: AnalyticsFilters, d: Drill) =>
  infiniteQueryOptions({
    queryKey: ['analytics', 'drill', f, d],
    initialPageParam: 0,
    queryFn: async ({ pageParam, signal }): Promise<DrillResponse> =>
      checkResponse(
        () => contracts().then((m) => m.drillResponseSchema),
        await api(
          `/analytics/drill?${filterParams(f, { kind: d.kind, key: d.key, offset: String(pageParam), size: String(DRILL_PAGE) })}`,
          { signal },
        ),
      ),
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.results.length, 0)
      return last.results.length > 0 && loaded < last.totalResults ? loaded : undefined
    },
  })

/**
 * The CSV answers need the bearer token, so the browser cannot follow a plain link: the
 * streamed answer is read into a file the browser then saves under the server's name.
 */
async function downloadCsv(path: string): Promise<boolean> {
  const { getAccessToken } = await import('../../app/auth-session')
  const token = await getAccessToken()
  const res = await fetch(path, { headers: { Authorization: `Bearer ${token}` } })
  if (!res.ok) return false
  const name = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? 'analytics.csv'
  const url = URL.createObjectURL(await res.blob())
  const link = document.createElement('a')
  link.href = url
  link.download = name
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), 60_000)
  return true
}

/** GET analytics/drill.csv: every application behind a figure. */
export const downloadDrillCsv = (f: AnalyticsFilters, d: Drill) =>
  downloadCsv(`/api/analytics/drill.csv?${filterParams(f, { kind: d.kind, key: d.key })}`)

/** GET analytics/activity.csv: each recruiter's counts per day. */
export const downloadActivityCsv = (f: AnalyticsFilters) =>
  downloadCsv(`/api/analytics/activity.csv?${filterParams(f)}`)

/** GET msp/listAllForClient: the recruiters of the recruiter filter. */
export const recruitersQuery = queryOptions({
  queryKey: ['msp', 'listAllForClient'],
  queryFn: ({ signal }) =>
    api<{ id: number; firstName: string; lastName: string }[]>('/msp/listAllForClient', { signal }),
  staleTime: 5 * 60_000,
})

export const sourcesQuery = (f: AnalyticsFilters) =>
  queryOptions({
    queryKey: ['analytics', 'sources', f],
    queryFn: async ({ signal }): Promise<SourcesResponse> =>
      checkResponse(
        () => contracts().then((m) => m.sourcesResponseSchema),
        await api(`/analytics/sources?${filterParams(f)}`, { signal }),
      ),
  })

export const timeToFillQuery = (f: AnalyticsFilters) =>
  queryOptions({
    queryKey: ['analytics', 'timeToFill', f],
    queryFn: async ({ signal }): Promise<TimeToFillResponse> =>
      checkResponse(
        () => contracts().then((m) => m.timeToFillResponseSchema),
        await api(`/analytics/timeToFill?${filterParams(f)}`, { signal }),
      ),
  })

export const activityQuery = (f: AnalyticsFilters) =>
  queryOptions({
    queryKey: ['analytics', 'activity', f],
    queryFn: async ({ signal }): Promise<ActivityResponse> =>
      checkResponse(
        () => contracts().then((m) => m.activityResponseSchema),
        await api(`/analytics/activity?${filterParams(f)}`, { signal }),
      ),
  })
