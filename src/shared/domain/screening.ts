import { CURRENCIES, QUESTION_TYPES } from './statuses'

/**
 * Screening rules of the application detail (spec §3 Question, §4 "Child questions", §5
 * "Screening"). Pure: the client form and the server's answer save use the same functions.
 */

export type QuestionComponent = (typeof QUESTION_TYPES)[number]

export interface ScreeningAnswer {
  groupId: string | null
  type: string
  value: string | null
  objectValue?: unknown
}

export interface ScreeningQuestion {
  id: number
  componentName: string
  questionJson: { type: string; options?: { value: string; label: string }[] }
  position: number
  hide: boolean
  mandatory: boolean
  mspVisibility: boolean
  mspCanEdit: boolean
  parentQuestion: { id: number } | null
  parentQuestionAnswer: unknown
  answers: ScreeningAnswer[]
}

export interface ScreeningContext {
  /** Application status code (§4): only 'a' (active) allows edits. */
  applicationStatus: string
  /** Pending project-pool applications block every edit (§5). */
  pendingPoolMembership: boolean
}

export const SCREENING_REQUIRED_KEY = 'msp.v2.application.screening.field.required'
export const SCREENING_ERROR_KEYS = {
  required: SCREENING_REQUIRED_KEY,
  number: 'msp.v2.application.screening.field.number',
  date: 'msp.v2.application.screening.field.date',
  option: 'msp.v2.application.screening.field.option',
  currency: 'msp.v2.application.screening.field.currency',
  tooLong: 'msp.v2.application.screening.field.too.long',
  component: 'msp.v2.application.screening.field.component',
} as const

export const isQuestionComponent = (type: string): type is QuestionComponent =>
  (QUESTION_TYPES as readonly string[]).includes(type)

/** §5: an unknown question type is a programming or data error. */
export function questionComponent(type: string): QuestionComponent {
  if (!isQuestionComponent(type)) throw new Error('Invalid question component')
  return type
}

/** Does the parent's first answer satisfy a child's `parentQuestionAnswer` (string, list or {value})? */
export function answerSatisfies(first: ScreeningAnswer | undefined, condition: unknown): boolean {
  if (condition === null || condition === undefined) return true
  const value = first?.value ?? null
  if (value === null || value === '') return false
  if (Array.isArray(condition)) return condition.some((c) => answerSatisfies(first, c))
  if (typeof condition === 'object') {
    const inner = (condition as { value?: unknown }).value
    return inner === undefined ? false : answerSatisfies(first, inner)
  }
  return String(condition) === value
}

export interface VisibleQuestion<Q extends ScreeningQuestion> {
  question: Q
  depth: number
  /** §5: read-only (white) rather than editable (grey). */
  readOnly: boolean
}

/** Why nothing at all may be edited, or null: pending pool applications, then a non-active application. */
export function screeningBlockedReason(ctx: ScreeningContext): 'pendingPool' | 'notActive' | null {
  if (ctx.pendingPoolMembership) return 'pendingPool'
  if (ctx.applicationStatus !== 'a') return 'notActive'
  return null
}

/**
 * The questions the MSP sees, parents before their children, children ordered by position.
 * Only mspVisibility questions (the `hide` flag concerns the talent's form, not the MSP's);
 * a child shows only when its parent shows and the parent's FIRST answer satisfies the
 * child's condition. `answersOf` lets the form use the answers being edited.
 */
export function visibleQuestions<Q extends ScreeningQuestion>(
  questions: readonly Q[],
  ctx: ScreeningContext,
  answersOf: (q: Q) => readonly ScreeningAnswer[] = (q) => q.answers,
): VisibleQuestion<Q>[] {
  const byPosition = [...questions].sort((a, b) => a.position - b.position || a.id - b.id)
  const ids = new Set(byPosition.map((q) => q.id))
  const childrenOf = new Map<number, Q[]>()
  const roots: Q[] = []
  for (const q of byPosition) {
    const parentId = q.parentQuestion?.id
    if (parentId !== undefined && ids.has(parentId)) {
      const list = childrenOf.get(parentId) ?? []
      list.push(q)
      childrenOf.set(parentId, list)
    } else if (parentId === undefined) {
      roots.push(q)
    }
    // A child whose parent is missing cannot meet its condition: it stays hidden.
  }
  const blocked = screeningBlockedReason(ctx) !== null
  const out: VisibleQuestion<Q>[] = []
  const walk = (q: Q, depth: number, parentReadOnly: boolean) => {
    if (!q.mspVisibility) return
    const readOnly = blocked || parentReadOnly || !q.mspCanEdit
    out.push({ question: q, depth, readOnly })
    const first = answersOf(q)[0]
    for (const child of childrenOf.get(q.id) ?? []) {
      if (answerSatisfies(first, child.parentQuestionAnswer)) walk(child, depth + 1, readOnly)
    }
  }
  for (const root of roots) walk(root, 0, false)
  return out
}

const isEmptyAnswer = (a: ScreeningAnswer | undefined) => {
  if (!a) return true
  const value = a.value?.trim() ?? ''
  if (value !== '') return false
  const obj = a.objectValue
  return obj === null || obj === undefined || (Array.isArray(obj) && obj.length === 0)
}

const NUMBER = /^-?\d+(\.\d+)?$/
const DATE = /^(\d{4})-(\d{2})(-(\d{2}))?$/

function validDate(value: string): boolean {
  const m = DATE.exec(value)
  if (!m) return false
  const month = Number(m[2])
  if (month < 1 || month > 12) return false
  if (!m[4]) return true
  const day = Number(m[4])
  const d = new Date(Date.UTC(Number(m[1]), month - 1, day))
  return d.getUTCMonth() === month - 1 && d.getUTCDate() === day
}

function listValues(a: ScreeningAnswer): string[] {
  if (Array.isArray(a.objectValue)) return a.objectValue.map(String)
  return (a.value ?? '')
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean)
}

/** The error key of one question's answers, or null when valid (§5 required + per-type checks). */
export function validateQuestion(
  question: ScreeningQuestion,
  answers: readonly ScreeningAnswer[],
): string | null {
  const type = question.questionJson.type
  if (!isQuestionComponent(type)) return SCREENING_ERROR_KEYS.component
  const first = answers[0]
  const checkboxOff = type === 'checkbox' && first?.value !== 'true'
  if (isEmptyAnswer(first) || (checkboxOff && question.mandatory)) {
    return question.mandatory ? SCREENING_ERROR_KEYS.required : null
  }
  const value = first.value?.trim() ?? ''
  const options = new Set((question.questionJson.options ?? []).map((o) => o.value))
  switch (type) {
    case 'number':
      return NUMBER.test(value) ? null : SCREENING_ERROR_KEYS.number
    case 'currency': {
      if (!NUMBER.test(value) || Number(value) < 0) return SCREENING_ERROR_KEYS.number
      const currency = (first.objectValue as { currency?: unknown } | null | undefined)?.currency
      if (currency !== undefined && !(CURRENCIES as readonly unknown[]).includes(currency))
        return SCREENING_ERROR_KEYS.currency
      return null
    }
    case 'date':
      return validDate(value) ? null : SCREENING_ERROR_KEYS.date
    case 'dropdown':
    case 'radio':
      return options.has(value) ? null : SCREENING_ERROR_KEYS.option
    case 'checkboxList':
      return listValues(first).every((v) => options.has(v)) ? null : SCREENING_ERROR_KEYS.option
    case 'checkbox':
      return value === 'true' || value === 'false' ? null : SCREENING_ERROR_KEYS.option
    case 'text':
      return value.length <= 5000 ? null : SCREENING_ERROR_KEYS.tooLong
    case 'textField':
      return value.length <= 500 ? null : SCREENING_ERROR_KEYS.tooLong
  }
}

export interface ScreeningValidation {
  /** Question id -> error key. */
  errors: Map<number, string>
  /** The first invalid question in display order (to scroll to), or null. */
  firstInvalid: number | null
}

/** §5: every visible question, children included, validated together. */
export function validateScreening<Q extends ScreeningQuestion>(
  questions: readonly Q[],
  ctx: ScreeningContext,
  answersOf: (q: Q) => readonly ScreeningAnswer[] = (q) => q.answers,
): ScreeningValidation {
  const errors = new Map<number, string>()
  let firstInvalid: number | null = null
  for (const { question } of visibleQuestions(questions, ctx, answersOf)) {
    const error = validateQuestion(question, answersOf(question))
    if (!error) continue
    errors.set(question.id, error)
    firstInvalid ??= question.id
  }
  return { errors, firstInvalid }
}
