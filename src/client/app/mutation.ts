import {
  type QueryClient,
  type QueryKey,
  type UseMutationOptions,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query'
import { queryClient as appQueryClient } from './query-client'

/*
 * A change to server data, defined once with the queries it makes stale (issue 18 §3: each
 * mutation owns its cache invalidation). Commands run it imperatively (`run`), components
 * through TanStack Query's `useMutation(m.options())`; either way the same caches refresh,
 * so no caller invalidates on its own.
 */

export interface MutationSpec<V, R> {
  call: (variables: V) => Promise<R>
  /** The queries the change made stale (key prefixes); refreshed after it. */
  invalidates: (variables: V, result: R | undefined) => readonly QueryKey[]
  /** Queries of what no longer exists afterwards (an erased talent): dropped, not refetched. */
  removes?: (variables: V) => readonly QueryKey[]
  /**
   * 'settled' also refreshes after a failure, for calls that may have changed part of the
   * data before failing (a list of notes, answers). Default 'success'.
   */
  refreshOn?: 'success' | 'settled'
}

export interface Mutation<V, R> {
  /** Calls, then refreshes what the change made stale; resolves once the refetches settle. */
  run: (variables: V, client?: QueryClient) => Promise<R>
  /** For `useMutation`: the same call and refresh; the caller may add `meta` and callbacks. */
  options: (client?: QueryClient) => UseMutationOptions<R, Error, V>
  /** Refreshes what a change with these variables made stale (e.g. after an undo elsewhere). */
  refresh: (variables: V, result?: R, client?: QueryClient) => Promise<void>
}

export function defineMutation<V, R>(spec: MutationSpec<V, R>): Mutation<V, R> {
  const refresh = async (variables: V, result: R | undefined, client = appQueryClient) => {
    if (result !== undefined)
      for (const queryKey of spec.removes?.(variables) ?? []) client.removeQueries({ queryKey })
    await Promise.all(
      spec.invalidates(variables, result).map((queryKey) => client.invalidateQueries({ queryKey })),
    )
  }
  return {
    async run(variables, client = appQueryClient) {
      let result: R
      try {
        result = await spec.call(variables)
      } catch (error) {
        if (spec.refreshOn === 'settled') void refresh(variables, undefined, client)
        throw error
      }
      await refresh(variables, result, client)
      return result
    },
    options: (client = appQueryClient) => ({
      mutationFn: spec.call,
      onSuccess: (result, variables) =>
        spec.refreshOn === 'settled' ? undefined : refresh(variables, result, client),
      onSettled: (result, _error, variables) =>
        spec.refreshOn === 'settled' ? refresh(variables, result, client) : undefined,
    }),
    refresh,
  }
}

/**
 * `useMutation` of a defined mutation on the component's query client; `extra` adds meta
 * (inlineErrors) or callbacks, which run after the mutation's own refresh.
 */
export function useDefinedMutation<V, R>(
  mutation: Mutation<V, R>,
  extra: Omit<UseMutationOptions<R, Error, V>, 'mutationFn'> = {},
) {
  const client = useQueryClient()
  const own = mutation.options(client)
  return useMutation<R, Error, V>({
    ...extra,
    mutationFn: own.mutationFn,
    onSuccess: async (...args) => {
      await own.onSuccess?.(...args)
      await extra.onSuccess?.(...args)
    },
    onSettled: async (...args) => {
      await own.onSettled?.(...args)
      await extra.onSettled?.(...args)
    },
  })
}
