import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import type { ObjectSearchResponse } from '../../shared/contracts/object-search'
import { api } from '../app/http'

/** POST search/objects/query: the palette's talents, projects and pools named like the text (issue 21 §3). */
export const objectSearchQuery = (query: string) =>
  queryOptions({
    queryKey: ['palette', 'objects', query],
    queryFn: ({ signal }) =>
      api<ObjectSearchResponse>('/search/objects/query', {
        method: 'POST',
        body: { query, size: 5 },
        signal,
      }),
    enabled: query.trim().length >= 2,
    staleTime: 30_000,
    // The previous answer stays while the next is on the way: the list does not jump per key.
    placeholderData: keepPreviousData,
    // A failed lookup leaves the commands and suggestions; the user need not hear about it.
    meta: { silent: true },
  })
