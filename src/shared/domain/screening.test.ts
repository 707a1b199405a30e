import { describe, expect, it } from 'vitest'
import {
  answerSatisfies,
  questionComponent,
  SCREENING_REQUIRED_KEY,
  type ScreeningAnswer,
  type ScreeningQuestion,
  screeningBlockedReason,
  validateQuestion,
  validateScreening,
  visibleQuestions,
} from './screening'

const answer = (value: string | null, objectValue: unknown = null): ScreeningAnswer => ({
  groupId: null,
  type: 'x',
  value,
  objectValue,
})

let nextId = 1
function q(over: Partial<ScreeningQuestion> & { type?: string; options?: string[] } = {}): ScreeningQuestion {
  const { type = 'textField', options, ...rest } = over
  const id = rest.id ?? nextId++
  return {
    id,
    componentName: `q${id}`,
    questionJson: { type, ...(options ? { options: options.map((v) => ({ value: v, label: v })) } : {}) },
    position: id,
    hide: false,
    mandatory: false,
    mspVisibility: true,
    mspCanEdit: true,
    parentQuestion: null,
    parentQuestionAnswer: null,
    answers: [],
    ...rest,
  }
}

const active = { applicationStatus: 'a', pendingPoolMembership: false }

describe('screening visibility', () => {
  const permit = q({ id: 10, type: 'radio', options: ['yes', 'no'], answers: [answer('yes'), answer('no')] })
  const until = q({ id: 11, type: 'date', parentQuestion: { id: 10 }, parentQuestionAnswer: 'yes' })
  const hiddenForMsp = q({ id: 12, mspVisibility: false })
  const hiddenForTalent = q({ id: 13, hide: true })

  it('shows only mspVisibility questions, not the talent-side hide flag', () => {
    const ids = visibleQuestions([permit, until, hiddenForMsp, hiddenForTalent], active).map(
      (v) => v.question.id,
    )
    expect(ids).toEqual([10, 11, 13])
  })

  it("shows a child only when the parent's FIRST answer meets its condition", () => {
    const firstNo = { ...permit, answers: [answer('no'), answer('yes')] }
    expect(visibleQuestions([firstNo, until], active).map((v) => v.question.id)).toEqual([10])
    const unanswered = { ...permit, answers: [] }
    expect(visibleQuestions([unanswered, until], active).map((v) => v.question.id)).toEqual([10])
  })

  it('puts children right under their parent with a depth, whatever their position', () => {
    const other = q({ id: 20, position: 5 })
    const child = { ...until, position: 50 }
    const rows = visibleQuestions([child, other, permit], active)
    expect(rows.map((r) => [r.question.id, r.depth])).toEqual([
      [20, 0],
      [10, 0],
      [11, 1],
    ])
  })

  it('uses the answers being edited when given', () => {
    const rows = visibleQuestions([{ ...permit, answers: [] }, until], active, (x) =>
      x.id === 10 ? [answer('yes')] : [],
    )
    expect(rows.map((r) => r.question.id)).toEqual([10, 11])
  })

  it('reads list and {value} conditions', () => {
    expect(answerSatisfies(answer('b'), ['a', 'b'])).toBe(true)
    expect(answerSatisfies(answer('c'), ['a', 'b'])).toBe(false)
    expect(answerSatisfies(answer('a'), { value: 'a' })).toBe(true)
    expect(answerSatisfies(answer('true'), true)).toBe(true)
    expect(answerSatisfies(undefined, 'yes')).toBe(false)
  })
})

describe('screening read-only rules', () => {
  const parent = q({ id: 30, type: 'radio', options: ['yes', 'no'], answers: [answer('yes')] })
  const child = q({ id: 31, parentQuestion: { id: 30 }, parentQuestionAnswer: 'yes' })
  const fixed = q({ id: 32, mspCanEdit: false })
  const readOnly = (ctx = active, list = [parent, child, fixed]) =>
    Object.fromEntries(visibleQuestions(list, ctx).map((v) => [v.question.id, v.readOnly]))

  it('lets the MSP edit an active application, except questions it may not edit', () => {
    expect(readOnly()).toEqual({ 30: false, 31: false, 32: true })
  })

  it('makes everything read-only with pending pool applications or a non-active application', () => {
    expect(readOnly({ applicationStatus: 'a', pendingPoolMembership: true })).toEqual({
      30: true,
      31: true,
      32: true,
    })
    for (const status of ['uc', 'h', 'rm', 's2c', 'w'])
      expect(readOnly({ applicationStatus: status, pendingPoolMembership: false })).toEqual({
        30: true,
        31: true,
        32: true,
      })
    expect(screeningBlockedReason({ applicationStatus: 'a', pendingPoolMembership: true })).toBe(
      'pendingPool',
    )
    expect(screeningBlockedReason({ applicationStatus: 'h', pendingPoolMembership: false })).toBe('notActive')
    expect(screeningBlockedReason(active)).toBeNull()
  })

  it('disables a child whose parent is disabled', () => {
    expect(readOnly(active, [{ ...parent, mspCanEdit: false }, child])).toEqual({ 30: true, 31: true })
  })
})

describe('screening validation', () => {
  it('requires mandatory answers with the spec key, optional ones may stay empty', () => {
    expect(validateQuestion(q({ mandatory: true }), [])).toBe(SCREENING_REQUIRED_KEY)
    expect(validateQuestion(q({ mandatory: true }), [answer('  ')])).toBe(SCREENING_REQUIRED_KEY)
    expect(validateQuestion(q({ mandatory: true, type: 'checkbox' }), [answer('false')])).toBe(
      SCREENING_REQUIRED_KEY,
    )
    expect(validateQuestion(q(), [])).toBeNull()
  })

  it('checks values per type', () => {
    const bad = (over: Parameters<typeof q>[0], value: string, obj: unknown = null) =>
      validateQuestion(q(over), [answer(value, obj)])
    expect(bad({ type: 'number' }, '12')).toBeNull()
    expect(bad({ type: 'number' }, 'twelve')).toBe('msp.v2.application.screening.field.number')
    expect(bad({ type: 'currency' }, '90', { amount: 90, currency: 'EUR' })).toBeNull()
    expect(bad({ type: 'currency' }, '-1')).toBe('msp.v2.application.screening.field.number')
    expect(bad({ type: 'currency' }, '90', { currency: 'XYZ' })).toBe(
      'msp.v2.application.screening.field.currency',
    )
    expect(bad({ type: 'date' }, '2027-02-28')).toBeNull()
    expect(bad({ type: 'date' }, '2027-02')).toBeNull()
    expect(bad({ type: 'date' }, '2027-02-30')).toBe('msp.v2.application.screening.field.date')
    expect(bad({ type: 'radio', options: ['yes', 'no'] }, 'maybe')).toBe(
      'msp.v2.application.screening.field.option',
    )
    expect(bad({ type: 'dropdown', options: ['a'] }, 'a')).toBeNull()
    expect(bad({ type: 'checkboxList', options: ['en', 'de'] }, 'en,de', ['en', 'de'])).toBeNull()
    expect(bad({ type: 'checkboxList', options: ['en', 'de'] }, 'en,xx', ['en', 'xx'])).toBe(
      'msp.v2.application.screening.field.option',
    )
    expect(bad({ type: 'textField' }, 'x'.repeat(501))).toBe('msp.v2.application.screening.field.too.long')
  })

  it('reports unknown types, and questionComponent throws for them', () => {
    expect(validateQuestion(q({ type: 'slider' }), [answer('1')])).toBe(
      'msp.v2.application.screening.field.component',
    )
    expect(() => questionComponent('slider')).toThrow('Invalid question component')
    expect(questionComponent('radio')).toBe('radio')
  })

  it('validates all visible questions together and names the first invalid in display order', () => {
    const parent = q({ id: 40, position: 1, type: 'radio', options: ['yes', 'no'], answers: [answer('yes')] })
    const child = q({
      id: 41,
      position: 9,
      mandatory: true,
      parentQuestion: { id: 40 },
      parentQuestionAnswer: 'yes',
    })
    const later = q({ id: 42, position: 5, mandatory: true })
    const invisible = q({ id: 43, position: 0, mandatory: true, mspVisibility: false })
    const result = validateScreening([later, child, parent, invisible], active)
    expect([...result.errors.keys()].sort()).toEqual([41, 42])
    expect(result.firstInvalid).toBe(41)
    const noChild = validateScreening([later, child, { ...parent, answers: [answer('no')] }], active)
    expect([...noChild.errors.keys()]).toEqual([42])
  })
})
