import { NOTE_ERROR_KEYS, type NoteFormErrors, type NoteFormValues, validateNoteForm } from './notes'
import { ACTION_LOG_TYPES } from './statuses'

export type TalentActionLogType = (typeof ACTION_LOG_TYPES)[number]

export const isActionLogType = (value: string): value is TalentActionLogType =>
  (ACTION_LOG_TYPES as readonly string[]).includes(value)

/**
 * §5 note rules for the talent action log: the application note form's text and date rules,
 * with the talent types of §3 (call, email, interview, meeting, note).
 */
export function validateActionLogForm(values: NoteFormValues): NoteFormErrors {
  const errors = validateNoteForm({ ...values, actionType: values.actionType === '' ? '' : 'nt' })
  if (values.actionType !== '' && !isActionLogType(values.actionType))
    errors.actionType = NOTE_ERROR_KEYS.typeInvalid
  return errors
}
