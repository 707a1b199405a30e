import { QUESTION_TYPES } from './statuses'

/**
 * Rules of the pre-application question editor (spec §3 Question, §5 "Invalid question
 * component"): pure, used by the question contract, the server and the editor.
 */

export type QuestionTypeName = (typeof QUESTION_TYPES)[number]

/** Types whose answer is picked from `questionJson.options`. */
export const CHOICE_QUESTION_TYPES: readonly QuestionTypeName[] = ['dropdown', 'radio', 'checkboxList']

export const QUESTION_VISIBILITIES = ['required', 'optional', 'hide'] as const
export type QuestionVisibility = (typeof QUESTION_VISIBILITIES)[number]

export const QUESTION_ERROR_KEYS = {
  component: 'msp.v2.questions.error.component',
  label: 'msp.v2.questions.error.label',
  options: 'msp.v2.questions.error.options',
  duplicateOption: 'msp.v2.questions.error.options.duplicate',
  tooLong: 'msp.v2.questions.error.too.long',
  scope: 'msp.v2.questions.error.scope',
  componentName: 'msp.v2.questions.error.component.name',
  parent: 'msp.v2.questions.error.parent',
  notFound: 'msp.v2.questions.error.not.found',
  disabled: 'msp.v2.questions.error.disabled',
  legalEntity: 'msp.v2.questions.error.legal.entity',
  order: 'msp.v2.questions.error.order',
} as const

/** Job-specific questions come after the legal entity's defaults in the screening order. */
export const JOB_SPECIFIC_POSITION_BASE = 100

export const isQuestionType = (type: string): type is QuestionTypeName =>
  (QUESTION_TYPES as readonly string[]).includes(type)

export const isChoiceType = (type: string): boolean =>
  (CHOICE_QUESTION_TYPES as readonly string[]).includes(type)

/** §5: the editor and the server refuse a type outside §3's list with this message. */
export function assertQuestionType(type: string): QuestionTypeName {
  if (!isQuestionType(type)) throw new Error('Invalid question component')
  return type
}

/** The one "visibility" choice of the editor, stored as the §3 flags hide and mandatory. */
export function visibilityOf(q: { hide: boolean; mandatory: boolean }): QuestionVisibility {
  if (q.hide) return 'hide'
  return q.mandatory ? 'required' : 'optional'
}

export function flagsOfVisibility(v: QuestionVisibility): { hide: boolean; mandatory: boolean } {
  return { hide: v === 'hide', mandatory: v === 'required' }
}

/** A stable value from a label: lower case ASCII words joined by dashes ('On site' -> 'on-site'). */
export function slugOf(label: string): string {
  const slug = label
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
  return slug || 'option'
}

export interface QuestionOption {
  value: string
  label: string
}

/**
 * Options typed one per line. A line that keeps an existing option's label keeps its value
 * (stored answers refer to values); new lines get a unique slug of their label.
 */
export function parseOptionLines(text: string, previous: readonly QuestionOption[] = []): QuestionOption[] {
  const byLabel = new Map(previous.map((o) => [o.label, o.value]))
  const used = new Set<string>()
  const out: QuestionOption[] = []
  for (const raw of text.split('\n')) {
    const label = raw.trim()
    if (!label) continue
    let value = byLabel.get(label) ?? slugOf(label)
    if (used.has(value)) {
      let n = 2
      while (used.has(`${value}-${n}`)) n++
      value = `${value}-${n}`
    }
    used.add(value)
    out.push({ value, label })
  }
  return out
}

export const optionLinesOf = (options: readonly QuestionOption[] | undefined): string =>
  (options ?? []).map((o) => o.label).join('\n')

/**
 * A component name for a new question: camelCase words of its label, unique among `taken`
 * (component names identify a question to its children and in answer history).
 */
export function componentNameFor(label: string, taken: ReadonlySet<string>): string {
  const words = slugOf(label).split('-').filter(Boolean).slice(0, 6)
  const base = words.map((w, i) => (i === 0 ? w : w[0].toUpperCase() + w.slice(1))).join('') || 'question'
  const start = /^[a-z]/.test(base) ? base : `q${base}`
  let name = start
  let n = 2
  while (taken.has(name)) name = `${start}${n++}`
  return name
}

/** Moves the item at `index` by `delta` places; out-of-range moves return the same order. */
export function moved<T>(items: readonly T[], index: number, delta: number): T[] {
  const target = index + delta
  if (index < 0 || index >= items.length || target < 0 || target >= items.length) return [...items]
  const next = [...items]
  const [item] = next.splice(index, 1)
  next.splice(target, 0, item)
  return next
}
