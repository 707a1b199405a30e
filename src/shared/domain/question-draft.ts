import type { PreApplicationQuestion, QuestionInput } from '../contracts/questions'
import {
  flagsOfVisibility,
  isChoiceType,
  type QuestionOption,
  type QuestionVisibility,
  visibilityOf,
} from './questions'

/**
 * A question as the editor holds it: what the dialog edits and what the project form keeps in
 * its draft (session storage) until the project is saved. `id` is set once it is stored.
 */
export interface QuestionDraft {
  /** Stable React key, also for questions not stored yet. */
  key: string
  id?: number
  componentName?: string
  label: string
  type: string
  options: QuestionOption[]
  visibility: QuestionVisibility
  mspVisibility: boolean
  mspCanEdit: boolean
  parentQuestionId: number | null
  parentQuestionAnswer: string | null
  /** Component name of the parent, shown as "shown when …". */
  parentName?: string | null
}

let counter = 0
export const newQuestionKey = () => `new-${Date.now().toString(36)}-${(counter++).toString(36)}`

export function emptyQuestion(): QuestionDraft {
  return {
    key: newQuestionKey(),
    label: '',
    type: 'textField',
    options: [],
    visibility: 'optional',
    mspVisibility: true,
    mspCanEdit: true,
    parentQuestionId: null,
    parentQuestionAnswer: null,
  }
}

export function draftOfQuestion(q: PreApplicationQuestion): QuestionDraft {
  const answer = q.parentQuestionAnswer
  return {
    key: `q-${q.id}`,
    id: q.id,
    componentName: q.componentName,
    label: q.label,
    type: q.questionJson.type,
    options: q.questionJson.options ?? [],
    visibility: visibilityOf(q),
    mspVisibility: q.mspVisibility,
    mspCanEdit: q.mspCanEdit,
    parentQuestionId: q.parentQuestion?.id ?? null,
    parentQuestionAnswer:
      typeof answer === 'string' ? answer : answer == null ? null : JSON.stringify(answer),
    parentName: q.parentQuestion?.componentName ?? null,
  }
}

/** The request body of one question (the same contract validates it on both sides). */
export function inputOfDraft(d: QuestionDraft): QuestionInput & { id?: number } {
  return {
    ...(d.id !== undefined ? { id: d.id } : {}),
    ...(d.componentName ? { componentName: d.componentName } : {}),
    label: d.label,
    questionJson: isChoiceType(d.type) ? { type: d.type, options: d.options } : { type: d.type },
    ...flagsOfVisibility(d.visibility),
    mspVisibility: d.mspVisibility,
    mspCanEdit: d.mspCanEdit,
    parentQuestionId: d.parentQuestionId,
    parentQuestionAnswer: d.parentQuestionAnswer,
  }
}

/** What the server compares: the form only writes questions when this differs from the saved list. */
export const questionsSignature = (list: readonly QuestionDraft[]) =>
  JSON.stringify(list.map(({ key: _, parentName: __, ...rest }) => inputOfDraft({ key: '', ...rest })))
