import { describe, expect, it } from 'vitest'
import { validateActionLogForm } from './talent-action-log'

describe('talent action log form (§5 note rules, §3 types)', () => {
  const ok = { note: 'Called about January', actionType: 'call', executionDate: '2026-11-20' }

  it('accepts the five talent types and refuses the application codes', () => {
    for (const actionType of ['call', 'email', 'interview', 'meeting', 'note'])
      expect(validateActionLogForm({ ...ok, actionType })).toEqual({})
    expect(validateActionLogForm({ ...ok, actionType: 'cl' }).actionType).toBe(
      'msp.v2.application.notes.error.type.invalid',
    )
  })

  it('needs text of three characters, a type and a date', () => {
    expect(validateActionLogForm({ note: ' ab ', actionType: '', executionDate: '' })).toEqual({
      note: 'msp.v2.application.notes.error.text.min',
      actionType: 'msp.v2.application.notes.error.type.required',
      executionDate: 'msp.v2.application.notes.error.date.required',
    })
  })
})
