import { queryOptions } from '@tanstack/react-query'
import type { GeoPlace } from '../../shared/contracts/geo'
import type { SortedCountry } from '../../shared/domain/countries'
import { api } from '../app/http'

/** GET country (§9): the client's order, names in the user's language; pickers of several screens. */
export const countriesQuery = (language: string) =>
  queryOptions({
    queryKey: ['countries', language],
    queryFn: ({ signal }) => api<SortedCountry[]>('/country', { signal, query: { language } }),
    staleTime: 60 * 60_000,
  })

/** POST geo/autocomplete: city suggestions from the offline gazetteer (the server's). */
export const geoAutocompleteQuery = (input: string) =>
  queryOptions({
    queryKey: ['geo', 'autocomplete', input],
    queryFn: ({ signal }) =>
      api<{ results: GeoPlace[] }>('/geo/autocomplete', {
        method: 'POST',
        body: { input, limit: 8 },
        signal,
      }),
    staleTime: 60 * 60_000,
  })
