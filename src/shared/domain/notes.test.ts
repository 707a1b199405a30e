import { describe, expect, it } from 'vitest'
import {
  canAddNote,
  NOTE_ERROR_KEYS,
  noteEventOf,
  noteSubmitLabelKey,
  notesPanelReducer,
  toggleNoteType,
  validateNoteForm,
} from './notes'

const valid = { note: 'Called, available from May.', actionType: 'cl', executionDate: '2026-11-20' }

describe('note form rules', () => {
  it('accepts a complete note', () => {
    expect(validateNoteForm(valid)).toEqual({})
  })

  it('requires text of at least 3 characters, a type and an execution date', () => {
    expect(validateNoteForm({ note: '', actionType: '', executionDate: '' })).toEqual({
      note: NOTE_ERROR_KEYS.textRequired,
      actionType: NOTE_ERROR_KEYS.typeRequired,
      executionDate: NOTE_ERROR_KEYS.dateRequired,
    })
    expect(validateNoteForm({ ...valid, note: ' ok ' }).note).toBe(NOTE_ERROR_KEYS.textMin)
    expect(validateNoteForm({ ...valid, note: 'yes' }).note).toBeUndefined()
    expect(validateNoteForm({ ...valid, executionDate: '2026-13-01' }).executionDate).toBe(
      NOTE_ERROR_KEYS.dateInvalid,
    )
  })

  it('rejects an unknown type, and its history event is an "Invalid action log type"', () => {
    expect(validateNoteForm({ ...valid, actionType: 'sms' }).actionType).toBe(NOTE_ERROR_KEYS.typeInvalid)
    expect(() => noteEventOf('sms')).toThrow('Invalid action log type')
    expect(['cl', 'em', 'mt', 'nt'].map(noteEventOf)).toEqual([
      'MSP_LOG_CALL',
      'MSP_LOG_NOTE',
      'MSP_LOG_INTERVIEW',
      'MSP_LOG_NOTE',
    ])
  })

  it('clears the type when the selected one is chosen again', () => {
    expect(toggleNoteType('', 'cl')).toBe('cl')
    expect(toggleNoteType('cl', 'mt')).toBe('mt')
    expect(toggleNoteType('mt', 'mt')).toBe('')
  })

  it('labels the button "post" for a new note and "save" for an existing one', () => {
    expect(noteSubmitLabelKey(null)).toBe('msp.v2.application.notes.post')
    expect(noteSubmitLabelKey(7)).toBe('msp.v2.application.notes.save')
  })
})

describe('notes panel states', () => {
  it('moves between list, adding, editing and confirming a delete', () => {
    let state = notesPanelReducer({ mode: 'list' }, { type: 'add' })
    expect(state).toEqual({ mode: 'adding' })
    state = notesPanelReducer(state, { type: 'saved' })
    expect(state).toEqual({ mode: 'list' })
    state = notesPanelReducer(state, { type: 'edit', noteId: 4 })
    expect(state).toEqual({ mode: 'editing', noteId: 4 })
    expect(canAddNote(state)).toBe(false)
    expect(notesPanelReducer(state, { type: 'add' })).toBe(state)
    state = notesPanelReducer(state, { type: 'cancel' })
    expect(canAddNote(state)).toBe(true)
    state = notesPanelReducer(state, { type: 'askDelete', noteId: 4 })
    expect(state).toEqual({ mode: 'confirmingDelete', noteId: 4 })
    expect(notesPanelReducer(state, { type: 'deleted' })).toEqual({ mode: 'list' })
  })
})
