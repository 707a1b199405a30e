import { hasDraft } from '../../../ui/drafts'

/** The draft keys of an application's forms (ui/drafts.ts). */
export const noteDraftKey = (appId: number, noteId: number | null = null) =>
  noteId === null ? `note:${appId}` : `note:${appId}:${noteId}`
export const screeningDraftKey = (appId: number) => `screening:${appId}`

export const hasNoteDraft = (appId: number) => hasDraft(noteDraftKey(appId))
export const hasScreeningDraft = (appId: number) => hasDraft(screeningDraftKey(appId))
