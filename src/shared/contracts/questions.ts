import { z } from 'zod'
import { QUESTION_ERROR_KEYS as E, isChoiceType, isQuestionType } from '../domain/questions'
import { questionSchema } from './application'
import { dbId } from './ids'
import { text } from './text'

/**
 * Pre-application questions (spec §3 Question, §7 "Pre-application questions"): the legal
 * entity's defaults and a project's job-specific questions, as the editor writes them and the
 * API returns them. The screening tab reads the same rows (contracts/application.ts).
 */

const id = dbId

export const questionOptionInputSchema = z.object({
  value: text().trim().min(1, E.options).max(100, E.tooLong),
  label: text().trim().min(1, E.options).max(200, E.tooLong),
})

const questionFields = {
  /** Generated from the label when absent; unique within the question's scope. */
  componentName: text()
    .regex(/^[A-Za-z][A-Za-z0-9_]{0,79}$/, E.componentName)
    .optional(),
  label: text({ error: E.label }).trim().min(1, E.label).max(500, E.tooLong),
  questionJson: z.object({
    type: text().refine(isQuestionType, E.component),
    options: z.array(questionOptionInputSchema).max(50, E.options).optional(),
  }),
  hide: z.boolean().default(false),
  mandatory: z.boolean().default(false),
  mspVisibility: z.boolean().default(true),
  mspCanEdit: z.boolean().default(true),
  /** A child shows only when its parent's first answer meets `parentQuestionAnswer` (§4). */
  parentQuestionId: id.nullable().default(null),
  parentQuestionAnswer: text().trim().max(200, E.tooLong).nullable().default(null),
}

type QuestionShape = {
  questionJson: { type: string; options?: { value: string; label: string }[] }
  hide: boolean
  mandatory: boolean
}

/** Choice types need options with distinct values; other types carry none; hidden is never mandatory. */
function refineQuestion(q: QuestionShape, ctx: z.RefinementCtx) {
  const options = q.questionJson.options ?? []
  if (isChoiceType(q.questionJson.type)) {
    if (options.length === 0)
      ctx.addIssue({ code: 'custom', path: ['questionJson', 'options'], message: E.options })
    else if (new Set(options.map((o) => o.value)).size !== options.length)
      ctx.addIssue({ code: 'custom', path: ['questionJson', 'options'], message: E.duplicateOption })
  }
}

function normalise<Q extends QuestionShape>(q: Q): Q {
  const keepOptions = isChoiceType(q.questionJson.type)
  return {
    ...q,
    mandatory: q.hide ? false : q.mandatory,
    questionJson: keepOptions
      ? { type: q.questionJson.type, options: q.questionJson.options ?? [] }
      : { type: q.questionJson.type },
  }
}

export const questionInputSchema = z.object(questionFields).superRefine(refineQuestion).transform(normalise)
export type QuestionInput = z.input<typeof questionInputSchema>
export type QuestionValues = z.output<typeof questionInputSchema>

/** Exactly one scope: a legal entity (defaults) or a project (job-specific). */
const scopeFields = { legalEntityId: id.optional(), projectId: id.optional() }
const oneScope = (s: { legalEntityId?: number; projectId?: number }, ctx: z.RefinementCtx) => {
  if ((s.legalEntityId === undefined) === (s.projectId === undefined))
    ctx.addIssue({ code: 'custom', path: ['projectId'], message: E.scope })
}

/** POST preApplicationQuestion */
export const questionCreateSchema = z
  .object({ ...questionFields, ...scopeFields })
  .superRefine((q, ctx) => {
    refineQuestion(q, ctx)
    oneScope(q, ctx)
  })
  .transform(normalise)
export type QuestionCreate = z.input<typeof questionCreateSchema>

/** POST preApplicationQuestion/add: several questions appended to one scope. */
export const questionAddSchema = z
  .object({ ...scopeFields, questions: z.array(questionInputSchema).min(1).max(50) })
  .superRefine(oneScope)
export type QuestionAdd = z.input<typeof questionAddSchema>

/** PUT preApplicationQuestion */
export const questionUpdateSchema = z
  .object({ id, ...questionFields })
  .superRefine(refineQuestion)
  .transform(normalise)
export type QuestionUpdate = z.input<typeof questionUpdateSchema>

/** PUT preApplicationQuestion/order: the ids of one scope in their new order. */
export const questionOrderSchema = z.object({ ids: z.array(id).min(1).max(200) })

/**
 * PUT preApplicationQuestion/jobSpecific/project/{id}: the project form's questions after a
 * save. Listed ids are updated, new ones added, the project's others removed; the order is
 * the list's.
 */
export const projectQuestionsSchema = z.object({
  questions: z
    .array(
      z
        .object({ id: id.optional(), ...questionFields })
        .superRefine(refineQuestion)
        .transform(normalise),
    )
    .max(50),
})
export type ProjectQuestionsInput = z.input<typeof projectQuestionsSchema>

/** A stored question as the editor lists it: the screening tab's question without answers, with its scope. */
export const preApplicationQuestionSchema = questionSchema
  .omit({ answers: true })
  .extend({ legalEntityId: id.nullable(), projectId: id.nullable() })
export type PreApplicationQuestion = z.infer<typeof preApplicationQuestionSchema>
export const preApplicationQuestionListSchema = z.array(preApplicationQuestionSchema)
