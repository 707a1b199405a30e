import { atom, getDefaultStore } from 'jotai'

export type ToastKind = 'error' | 'success'

export interface Toast {
  id: number
  kind: ToastKind
  text: string
}

/** More than this buries the page; the oldest toast makes room. */
const MAX_VISIBLE = 3

export const toastsAtom = atom<Toast[]>([])

let nextId = 1

type Store = ReturnType<typeof getDefaultStore>

/**
 * Callable outside React (the query cache, the HTTP layer), hence a store rather than a
 * hook. An identical text already on screen is not repeated.
 */
export function showToast(kind: ToastKind, text: string, store: Store = getDefaultStore()): void {
  const current = store.get(toastsAtom)
  if (current.some((toast) => toast.kind === kind && toast.text === text)) return
  store.set(toastsAtom, [...current, { id: nextId++, kind, text }].slice(-MAX_VISIBLE))
}

export function dismissToast(id: number, store: Store = getDefaultStore()): void {
  store.set(
    toastsAtom,
    store.get(toastsAtom).filter((toast) => toast.id !== id),
  )
}
