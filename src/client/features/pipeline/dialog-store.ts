import { atom, getDefaultStore } from 'jotai'
import type { RowFailure } from '../../../shared/contracts/pipeline'

/*
 * The pipeline's dialogs are asked for by commands (outside React) and answered by the
 * user: a request sits in an atom until <PipelineDialogs> resolves it. One at a time.
 */

export interface PreflightRequest {
  kind: 'preflight'
  /** Translated title and the sentence above the lists. */
  title: string
  intro: string
  okCount: number
  failures: RowFailure[]
  /** Display names of the rows, by id. */
  names: ReadonlyMap<number, string>
  /** Bulk reject (and accept-and-reject) use the confirmation wording and a red button. */
  destructive: boolean
}

export interface ResultRequest {
  kind: 'result'
  title: string
  succeededCount: number
  failures: RowFailure[]
  names: ReadonlyMap<number, string>
}

export interface PickerOption {
  id: number
  label: string
  hint?: string
}

export interface PickerRequest {
  kind: 'picker'
  title: string
  placeholder: string
  emptyText: string
  options: PickerOption[]
}

export interface ConfirmRequest {
  kind: 'confirm'
  title: string
  body: string
  confirmLabel: string
  destructive: boolean
  /** Offers an optional free-text reason (closing a project). */
  reasonLabel?: string
}

type Answers = {
  preflight: boolean
  result: undefined
  picker: number | null
  confirm: { reason: string } | null
}

export type DialogRequest = PreflightRequest | ResultRequest | PickerRequest | ConfirmRequest
export type OpenDialog = {
  [K in DialogRequest['kind']]: Extract<DialogRequest, { kind: K }> & {
    resolve: (answer: Answers[K]) => void
  }
}[DialogRequest['kind']]

export const pipelineDialogAtom = atom<OpenDialog | null>(null)

const store = getDefaultStore()

const CANCELLED: Answers = { preflight: false, result: undefined, picker: null, confirm: null }

export function askDialog<R extends DialogRequest>(request: R): Promise<Answers[R['kind']]> {
  // A newer request replaces an unanswered one, which counts as cancelled.
  const previous = store.get(pipelineDialogAtom)
  if (previous) (previous.resolve as (answer: unknown) => void)(CANCELLED[previous.kind])
  return new Promise((resolve) => {
    const open = {
      ...request,
      resolve: (answer: Answers[R['kind']]) => {
        if (store.get(pipelineDialogAtom) === open) store.set(pipelineDialogAtom, null)
        resolve(answer)
      },
    } as unknown as OpenDialog
    store.set(pipelineDialogAtom, open)
  })
}

/** Closes the open dialog as if the user pressed Escape (the screen unmounts). */
export function cancelDialog(): void {
  const open = store.get(pipelineDialogAtom)
  if (open) (open.resolve as (answer: unknown) => void)(CANCELLED[open.kind])
}
