import { and, eq, inArray } from 'drizzle-orm'
import type { PreApplicationQuestion, QuestionValues } from '../../../shared/contracts/questions'
import {
  componentNameFor,
  QUESTION_ERROR_KEYS as E,
  JOB_SPECIFIC_POSITION_BASE,
} from '../../../shared/domain/questions'
import type { DbOrTx } from '../../db/client'
import { questions } from '../../db/schema/all'
import type { AuthUser } from '../../deps'
import { ApiError, fieldError, forbidden, notFound } from '../../kernel/api-error'
import { clientSettings } from '../client'
import { present, type QuestionScope, resolveScope, rowsOfScope } from './question-reads'

/**
 * Pre-application questions (§3 Question, §7): a legal entity's defaults and a project's
 * job-specific questions. Everything is filtered by the caller's client and legal entities;
 * another client's question, project or legal entity answers 404 like a missing one.
 */

type Row = typeof questions.$inferSelect

export type { QuestionScope }

/** §6: job-specific questions are part of editing a project; defaults shape every project of the entity. */
function requireScopePermission(user: AuthUser, scope: QuestionScope) {
  const needed = scope.projectId !== undefined ? 'JOB_MANAGE_UPDATE' : 'TEAM_MANAGEMENT'
  if (!user.permissions.includes(needed)) throw forbidden()
}

/** Writes need the client's pre-application questions flag (§3 client configuration). */
async function requireFeature(db: DbOrTx, user: AuthUser) {
  if (!(await clientSettings(db, user)).client.preApplicationQuestions) throw forbidden(E.disabled)
}

/** A question of the caller's client in a scope the caller may see, with that scope. */
async function loadOwnedQuestion(db: DbOrTx, user: AuthUser, id: number) {
  const [row] = await db
    .select()
    .from(questions)
    .where(and(eq(questions.id, id), eq(questions.clientId, user.clientId)))
  if (!row) throw notFound(E.notFound)
  const scope: QuestionScope =
    row.projectId !== null ? { projectId: row.projectId } : { legalEntityId: row.legalEntityId ?? 0 }
  try {
    return { row, scope, resolved: await resolveScope(db, user, scope) }
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw notFound(E.notFound)
    throw error
  }
}

/** Component names a new question of the scope must avoid: the scope's and, for a project, its entity's defaults. */
async function takenNames(
  db: DbOrTx,
  clientId: number,
  scope: { legalEntityId: number; projectId: number | null },
) {
  const rows = await rowsOfScope(db, clientId, scope)
  const names = new Set(rows.map((r) => r.componentName))
  if (scope.projectId !== null)
    for (const r of await rowsOfScope(db, clientId, { legalEntityId: scope.legalEntityId, projectId: null }))
      names.add(r.componentName)
  return { rows, names }
}

/** A parent must be another question of the same scope; a choice parent's condition must be one of its values. */
function checkParent(
  values: QuestionValues,
  selfId: number | null,
  scopeRows: Row[],
): Record<string, string> {
  if (values.parentQuestionId === null) {
    return values.parentQuestionAnswer === null ? {} : { parentQuestionAnswer: E.parent }
  }
  const parent = scopeRows.find((r) => r.id === values.parentQuestionId)
  if (!parent || parent.id === selfId) return { parentQuestionId: E.parent }
  const options = parent.questionJson.options
  if (
    options &&
    values.parentQuestionAnswer !== null &&
    !options.some((o) => o.value === values.parentQuestionAnswer)
  )
    return { parentQuestionAnswer: E.parent }
  return {}
}

function columnsOf(values: QuestionValues) {
  return {
    label: values.label,
    questionJson: values.questionJson,
    hide: values.hide,
    mandatory: values.mandatory,
    mspVisibility: values.mspVisibility,
    mspCanEdit: values.mspCanEdit,
    parentQuestionId: values.parentQuestionId,
    parentQuestionAnswer: values.parentQuestionAnswer,
  }
}

/** Appends questions to a scope in one transaction (POST preApplicationQuestion and .../add). */
export async function addQuestions(
  db: DbOrTx,
  user: AuthUser,
  scope: QuestionScope,
  list: QuestionValues[],
): Promise<PreApplicationQuestion[]> {
  requireScopePermission(user, scope)
  await requireFeature(db, user)
  const resolved = await resolveScope(db, user, scope)
  const inserted = await db.transaction(async (tx) => {
    const { rows, names } = await takenNames(tx, user.clientId, resolved)
    const base = resolved.projectId !== null ? JOB_SPECIFIC_POSITION_BASE : 0
    let position = Math.max(base - 1, ...rows.map((r) => r.position)) + 1
    const out: Row[] = []
    for (const [index, values] of list.entries()) {
      const errors = checkParent(values, null, [...rows, ...out])
      if (values.componentName && names.has(values.componentName)) errors.componentName = E.componentName
      if (Object.keys(errors).length > 0)
        throw fieldError(
          Object.fromEntries(Object.entries(errors).map(([f, k]) => [`questions.${index}.${f}`, k])),
        )
      const componentName = values.componentName ?? componentNameFor(values.label, names)
      names.add(componentName)
      const [row] = await tx
        .insert(questions)
        .values({
          ...columnsOf(values),
          clientId: user.clientId,
          legalEntityId: resolved.projectId !== null ? null : resolved.legalEntityId,
          projectId: resolved.projectId,
          componentName,
          questionType: resolved.projectId !== null ? 'job-specific' : 'default',
          position: position++,
        })
        .returning()
      out.push(row)
    }
    return out
  })
  return present(db, inserted)
}

/** PUT preApplicationQuestion: the question keeps its scope, position and component name unless given. */
export async function updateQuestion(
  db: DbOrTx,
  user: AuthUser,
  id: number,
  values: QuestionValues,
): Promise<PreApplicationQuestion> {
  const { row, scope, resolved } = await loadOwnedQuestion(db, user, id)
  requireScopePermission(user, scope)
  await requireFeature(db, user)
  const { rows, names } = await takenNames(db, user.clientId, resolved)
  names.delete(row.componentName)
  const errors = checkParent(values, id, rows)
  if (values.componentName && names.has(values.componentName)) errors.componentName = E.componentName
  if (Object.keys(errors).length > 0) throw fieldError(errors)
  const [updated] = await db
    .update(questions)
    .set({ ...columnsOf(values), componentName: values.componentName ?? row.componentName })
    .where(eq(questions.id, id))
    .returning()
  return (await present(db, [updated]))[0]
}

/** PUT preApplicationQuestion/{id}/toggleHide: a hidden question is never mandatory. */
export async function toggleHide(db: DbOrTx, user: AuthUser, id: number): Promise<PreApplicationQuestion> {
  const { row, scope } = await loadOwnedQuestion(db, user, id)
  requireScopePermission(user, scope)
  await requireFeature(db, user)
  const hide = !row.hide
  const [updated] = await db
    .update(questions)
    .set({ hide, mandatory: hide ? false : row.mandatory })
    .where(eq(questions.id, id))
    .returning()
  return (await present(db, [updated]))[0]
}

/** DELETE preApplicationQuestion/{id}: its children go with it (they could never show again). */
export async function deleteQuestion(db: DbOrTx, user: AuthUser, id: number): Promise<void> {
  const { scope } = await loadOwnedQuestion(db, user, id)
  requireScopePermission(user, scope)
  await requireFeature(db, user)
  await db.transaction(async (tx) => {
    let level = [id]
    const all = [id]
    while (level.length > 0) {
      const children = await tx
        .select({ id: questions.id })
        .from(questions)
        .where(and(eq(questions.clientId, user.clientId), inArray(questions.parentQuestionId, level)))
      level = children.map((c) => c.id).filter((c) => !all.includes(c))
      all.push(...level)
    }
    await tx.delete(questions).where(inArray(questions.id, all))
  })
}

/** PUT preApplicationQuestion/order: positions follow the list; every id must be of one scope. */
export async function reorderQuestions(
  db: DbOrTx,
  user: AuthUser,
  ids: number[],
): Promise<PreApplicationQuestion[]> {
  if (new Set(ids).size !== ids.length) throw fieldError({ ids: E.order })
  const { scope, resolved } = await loadOwnedQuestion(db, user, ids[0])
  requireScopePermission(user, scope)
  await requireFeature(db, user)
  const rows = await rowsOfScope(db, user.clientId, resolved)
  const inScope = new Set(rows.map((r) => r.id))
  if (!ids.every((i) => inScope.has(i))) throw fieldError({ ids: E.order })
  const base = resolved.projectId !== null ? JOB_SPECIFIC_POSITION_BASE : 0
  // Listed questions first in the given order; any others keep their relative order after them.
  const order = [...ids, ...rows.map((r) => r.id).filter((i) => !ids.includes(i))]
  await db.transaction(async (tx) => {
    for (const [index, questionId] of order.entries())
      await tx
        .update(questions)
        .set({ position: base + index })
        .where(eq(questions.id, questionId))
  })
  return present(db, await rowsOfScope(db, user.clientId, resolved))
}

/**
 * PUT preApplicationQuestion/jobSpecific/project/{id}: the project form's list after its save,
 * in one transaction: listed ids updated, new ones inserted, the project's others deleted.
 */
export async function replaceProjectQuestions(
  db: DbOrTx,
  user: AuthUser,
  projectId: number,
  list: (QuestionValues & { id?: number })[],
): Promise<PreApplicationQuestion[]> {
  const scope = { projectId }
  requireScopePermission(user, scope)
  await requireFeature(db, user)
  const resolved = await resolveScope(db, user, scope)
  await db.transaction(async (tx) => {
    const { rows, names } = await takenNames(tx, user.clientId, resolved)
    const existing = new Map(rows.map((r) => [r.id, r]))
    const errors: Record<string, string> = {}
    for (const [index, q] of list.entries()) {
      if (q.id !== undefined && !existing.has(q.id)) errors[`questions.${index}.id`] = E.notFound
      for (const [f, k] of Object.entries(checkParent(q, q.id ?? null, rows)))
        errors[`questions.${index}.${f}`] = k
      if (q.parentQuestionId !== null && !list.some((o) => o.id === q.parentQuestionId))
        errors[`questions.${index}.parentQuestionId`] = E.parent
    }
    if (Object.keys(errors).length > 0) throw fieldError(errors)
    const kept = new Set(list.map((q) => q.id).filter((i): i is number => i !== undefined))
    const removed = rows.filter((r) => !kept.has(r.id)).map((r) => r.id)
    if (removed.length > 0) await tx.delete(questions).where(inArray(questions.id, removed))
    for (const r of rows) if (removed.includes(r.id)) names.delete(r.componentName)
    for (const [index, q] of list.entries()) {
      const position = JOB_SPECIFIC_POSITION_BASE + index
      if (q.id !== undefined) {
        await tx
          .update(questions)
          .set({ ...columnsOf(q), position })
          .where(eq(questions.id, q.id))
        continue
      }
      const componentName = componentNameFor(q.label, names)
      names.add(componentName)
      await tx.insert(questions).values({
        ...columnsOf(q),
        clientId: user.clientId,
        legalEntityId: null,
        projectId,
        componentName,
        questionType: 'job-specific',
        position,
      })
    }
  })
  return present(db, await rowsOfScope(db, user.clientId, resolved))
}
