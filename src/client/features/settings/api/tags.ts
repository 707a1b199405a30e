import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import type { Tag, TagList } from '../../../../shared/contracts/tags'
import { api } from '../../../app/http'

/** GET tag/listAll (from 0, size 999, §9); the same cache entry the talent's tag picker reads. */
export const tagListQuery = queryOptions({
  queryKey: ['tags', 'list'],
  queryFn: ({ signal }) => api<TagList>('/tag/listAll', { signal, query: { from: 0, size: 999 } }),
  staleTime: 60_000,
})

export type TagChange =
  | { kind: 'create'; value: string }
  | { kind: 'rename'; id: number; value: string }
  | { kind: 'merge'; sourceIds: number[]; targetId: number }
  | { kind: 'delete'; ids: number[] }

function send(change: TagChange): Promise<unknown> {
  switch (change.kind) {
    case 'create':
      return api<Tag>('/tags', { method: 'POST', body: { value: change.value } })
    case 'rename':
      return api<Tag>(`/tag/${change.id}/rename`, { method: 'POST', query: { tagName: change.value } })
    case 'merge':
      return api<Tag>('/tag/merge', {
        method: 'POST',
        body: { sourceIds: change.sourceIds, targetId: change.targetId },
      })
    case 'delete':
      return api('/tag/delete', { method: 'DELETE', body: { ids: change.ids } })
  }
}

/** Every change refreshes the tag list and the talents that show tags. */
export function useTagMutation() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: send,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['tags'] }),
        queryClient.invalidateQueries({ queryKey: ['talent'] }),
        queryClient.invalidateQueries({ queryKey: ['talents'] }),
      ]),
  })
}
