import { atom, getDefaultStore } from 'jotai'

export type ToastKind = 'error' | 'success'

export interface Toast {
  id: number
  kind: ToastKind
  text: string
  /** An undoable change: the toast offers Undo (button and the `u` key) until it goes. */
  undo?: () => void | Promise<void>
  /** How long a success toast stays; undo toasts stay at least UNDO_TOAST_MS. */
  durationMs?: number
}

/** More than this buries the page; the oldest toast makes room. */
const MAX_VISIBLE = 3
/** Undo is offered at least this long (issue: "for at least 10 s"). */
export const UNDO_TOAST_MS = 12_000

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

/**
 * A success toast with Undo. The newest undo toast is the one the `u` key (command
 * `toast.undo`) acts on. Returns the toast id.
 */
export function showUndoToast(
  text: string,
  undo: () => void | Promise<void>,
  store: Store = getDefaultStore(),
  /** The action's own undo window (emails it holds leave after it), else UNDO_TOAST_MS. */
  durationMs: number = UNDO_TOAST_MS,
): number {
  const id = nextId++
  const toast: Toast = { id, kind: 'success', text, undo, durationMs }
  store.set(toastsAtom, [...store.get(toastsAtom), toast].slice(-MAX_VISIBLE))
  return id
}

/** The newest toast that still offers Undo. */
export function latestUndoToast(store: Store = getDefaultStore()): Toast | undefined {
  return store
    .get(toastsAtom)
    .filter((toast) => toast.undo)
    .at(-1)
}

/** Runs a toast's undo once: the toast goes first, so a second press cannot undo twice. */
export async function runToastUndo(toast: Toast, store: Store = getDefaultStore()): Promise<void> {
  if (!toast.undo) return
  dismissToast(toast.id, store)
  await toast.undo()
}

export function dismissToast(id: number, store: Store = getDefaultStore()): void {
  store.set(
    toastsAtom,
    store.get(toastsAtom).filter((toast) => toast.id !== id),
  )
}
