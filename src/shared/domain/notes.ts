import type { PermissionName } from './permissions'
import { MANUAL_LOG_TYPES } from './statuses'

/**
 * Note form rules of the application notes panel (spec §4 "Notes panel", §5 "Note form").
 * Pure: the client form and the server contract (contracts/application.ts) share them.
 */

export type ManualLogType = (typeof MANUAL_LOG_TYPES)[number]

/** §9: note text minimum length. */
export const NOTE_TEXT_MIN_LENGTH = 3

export const NOTE_ERROR_KEYS = {
  textRequired: 'msp.v2.application.notes.error.text.required',
  textMin: 'msp.v2.application.notes.error.text.min',
  textMax: 'msp.v2.application.notes.error.text.max',
  typeRequired: 'msp.v2.application.notes.error.type.required',
  typeInvalid: 'msp.v2.application.notes.error.type.invalid',
  dateRequired: 'msp.v2.application.notes.error.date.required',
  dateInvalid: 'msp.v2.application.notes.error.date.invalid',
} as const

export interface NoteFormValues {
  note: string
  /** '' while no type is chosen. */
  actionType: string
  /** YYYY-MM-DD from the date field, '' while empty. */
  executionDate: string
}

export type NoteFormErrors = Partial<Record<keyof NoteFormValues, string>>

export const isManualLogType = (value: string): value is ManualLogType =>
  (MANUAL_LOG_TYPES as readonly string[]).includes(value)

/** §3: the history event a manual log of this type writes; unknown types are a programming error (§5). */
export function noteEventOf(actionType: string): 'MSP_LOG_CALL' | 'MSP_LOG_INTERVIEW' | 'MSP_LOG_NOTE' {
  switch (actionType) {
    case 'cl':
      return 'MSP_LOG_CALL'
    case 'mt':
      return 'MSP_LOG_INTERVIEW'
    case 'em':
    case 'nt':
      return 'MSP_LOG_NOTE'
    default:
      throw new Error('Invalid action log type')
  }
}

const DATE = /^\d{4}-\d{2}-\d{2}$/

/** §5: text required (min 3), type required and known, execution date required. */
export function validateNoteForm(values: NoteFormValues): NoteFormErrors {
  const errors: NoteFormErrors = {}
  const text = values.note.trim()
  if (text === '') errors.note = NOTE_ERROR_KEYS.textRequired
  else if (text.length < NOTE_TEXT_MIN_LENGTH) errors.note = NOTE_ERROR_KEYS.textMin
  else if (text.length > 10_000) errors.note = NOTE_ERROR_KEYS.textMax
  if (values.actionType === '') errors.actionType = NOTE_ERROR_KEYS.typeRequired
  else if (!isManualLogType(values.actionType)) errors.actionType = NOTE_ERROR_KEYS.typeInvalid
  if (values.executionDate === '') errors.executionDate = NOTE_ERROR_KEYS.dateRequired
  else if (!DATE.test(values.executionDate) || Number.isNaN(Date.parse(values.executionDate)))
    errors.executionDate = NOTE_ERROR_KEYS.dateInvalid
  return errors
}

export const isNoteFormValid = (values: NoteFormValues) => Object.keys(validateNoteForm(values)).length === 0

/** §4: choosing the already selected type clears it. */
export function toggleNoteType(current: string, chosen: ManualLogType): string {
  return current === chosen ? '' : chosen
}

/** §5: the save button reads "post" for a new note and "save" for an existing one. */
export function noteSubmitLabelKey(editingId: number | null): string {
  return editingId === null ? 'msp.v2.application.notes.post' : 'msp.v2.application.notes.save'
}

/**
 * §4 notes panel states: the list, adding, editing one note, confirming a delete. Adding is
 * hidden while editing; saving or cancelling returns to the list (and resets the form).
 */
export type NotesPanelState =
  | { mode: 'list' }
  | { mode: 'adding' }
  | { mode: 'editing'; noteId: number }
  | { mode: 'confirmingDelete'; noteId: number }

export type NotesPanelAction =
  | { type: 'add' }
  | { type: 'edit'; noteId: number }
  | { type: 'askDelete'; noteId: number }
  | { type: 'saved' }
  | { type: 'cancel' }
  | { type: 'deleted' }

export function notesPanelReducer(state: NotesPanelState, action: NotesPanelAction): NotesPanelState {
  switch (action.type) {
    case 'add':
      return state.mode === 'editing' ? state : { mode: 'adding' }
    case 'edit':
      return { mode: 'editing', noteId: action.noteId }
    case 'askDelete':
      return { mode: 'confirmingDelete', noteId: action.noteId }
    case 'saved':
    case 'cancel':
    case 'deleted':
      return { mode: 'list' }
  }
}

/** Whether the "add note" action is offered in this state (§4: hidden while editing). */
export const canAddNote = (state: NotesPanelState) => state.mode === 'list'

/** Today as YYYY-MM-DD in local time: the default execution date of a new note. */
export function todayIso(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`
}

/**
 * §6 for application notes and talent action logs: a recruiter edits and deletes their own;
 * another recruiter's (or one without an author) only with team management, the permission of
 * whoever leads the team whose notes they are. Creating needs only the list's own permission.
 */
export const OTHERS_NOTES_PERMISSION = 'TEAM_MANAGEMENT' satisfies PermissionName

export function mayEditNote(
  user: { id: number; permissions: readonly string[] },
  authorId: number | null,
): boolean {
  return authorId === user.id || user.permissions.includes(OTHERS_NOTES_PERMISSION)
}
