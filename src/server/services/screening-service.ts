import { and, asc, eq, inArray, isNull, or } from 'drizzle-orm'
import type { Answer, AnswersUpdate, Question } from '../../shared/contracts/application'
import {
  isQuestionComponent,
  SCREENING_ERROR_KEYS,
  type ScreeningAnswer,
  validateQuestion,
  visibleQuestions,
} from '../../shared/domain/screening'
import type { Db, DbOrTx } from '../db/client'
import { answers, applications, clients, historyEvents, questions } from '../db/schema/all'
import type { AuthUser } from '../deps'
import { ApiError, badRequest, conflict } from '../http/api-error'
import { hasPendingPoolMembership, loadOwnedApplication, type OwnedApplication } from './application-detail'

export const SCREENING_SAVE_ERRORS = {
  notActive: 'msp.v2.application.screening.error.not.active',
  pendingPool: 'msp.v2.application.messages.screening.blocked.pool.access.needed',
  notEditable: 'msp.v2.application.screening.error.not.editable',
  unknownQuestion: 'msp.v2.application.screening.error.unknown.question',
} as const

/** The questions that apply to the application: its project's own and its legal entity's defaults. */
async function questionsOf(db: DbOrTx, clientId: number, owned: OwnedApplication): Promise<Question[]> {
  const [client] = await db.select({ config: clients.config }).from(clients).where(eq(clients.id, clientId))
  // Pre-application questions are a client-level feature (§3 configuration keys).
  if (!client?.config.preApplicationQuestions) return []
  const rows = await db
    .select()
    .from(questions)
    .where(
      and(
        eq(questions.clientId, clientId),
        or(
          eq(questions.projectId, owned.project.id),
          and(isNull(questions.projectId), eq(questions.legalEntityId, owned.project.legalEntityId)),
        ),
      ),
    )
    .orderBy(asc(questions.position), asc(questions.id))
  if (rows.length === 0) return []
  const answerRows = await db
    .select()
    .from(answers)
    .where(
      and(
        eq(answers.applicationId, owned.app.id),
        inArray(
          answers.questionId,
          rows.map((q) => q.id),
        ),
      ),
    )
    .orderBy(asc(answers.id))
  const byQuestion = new Map<number, Answer[]>()
  for (const a of answerRows) {
    const list = byQuestion.get(a.questionId) ?? []
    list.push({ groupId: a.groupId, type: a.type, value: a.value, objectValue: a.objectValue ?? null })
    byQuestion.set(a.questionId, list)
  }
  const nameOf = new Map(rows.map((q) => [q.id, q.componentName]))
  return rows.map((q) => {
    const parentName = q.parentQuestionId === null ? undefined : nameOf.get(q.parentQuestionId)
    return {
      id: q.id,
      componentName: q.componentName,
      questionJson: q.questionJson,
      questionType: q.questionType,
      position: q.position,
      hide: q.hide,
      mandatory: q.mandatory,
      label: q.label,
      mspVisibility: q.mspVisibility,
      mspCanEdit: q.mspCanEdit,
      parentQuestion:
        q.parentQuestionId !== null && parentName !== undefined
          ? { id: q.parentQuestionId, componentName: parentName }
          : null,
      parentQuestionAnswer: q.parentQuestionAnswer ?? null,
      answers: byQuestion.get(q.id) ?? [],
    }
  })
}

/** GET projectApplication/{id}/question */
export async function getQuestions(db: DbOrTx, user: AuthUser, id: number): Promise<Question[]> {
  return questionsOf(db, user.clientId, await loadOwnedApplication(db, user, id))
}

const sameAnswers = (a: readonly ScreeningAnswer[], b: readonly ScreeningAnswer[]) =>
  JSON.stringify(a.map((x) => [x.groupId, x.value, x.objectValue ?? null])) ===
  JSON.stringify(b.map((x) => [x.groupId, x.value, x.objectValue ?? null]))

/**
 * POST projectApplication/{id}/question: saves the answers of the given questions in one
 * transaction, with an MSP_EDIT_ANSWER history event per changed question. Only an active
 * application without pending pool applications, and only visible questions the MSP may edit
 * (parent editable too); every submitted answer is checked with the screening rules of §5.
 */
export async function saveAnswers(db: Db, user: AuthUser, id: number, updates: AnswersUpdate[]) {
  const owned = await loadOwnedApplication(db, user, id)
  if (owned.app.status !== 'a') throw conflict(SCREENING_SAVE_ERRORS.notActive)
  if (await hasPendingPoolMembership(db, owned.app.talentId, owned.app.projectId))
    throw conflict(SCREENING_SAVE_ERRORS.pendingPool)
  const all = await questionsOf(db, user.clientId, owned)
  const byId = new Map(all.map((q) => [q.id, q]))
  const submitted = new Map<number, AnswersUpdate>()
  for (const u of updates) {
    const q = byId.get(u.questionId)
    if (!q || q.componentName !== u.componentName || submitted.has(u.questionId))
      throw badRequest(SCREENING_SAVE_ERRORS.unknownQuestion)
    const groups = u.answers.map((a) => a.groupId ?? '')
    if (new Set(groups).size !== groups.length) throw badRequest(SCREENING_SAVE_ERRORS.unknownQuestion)
    submitted.set(u.questionId, u)
  }
  const answersOf = (q: Question) => submitted.get(q.id)?.answers ?? q.answers
  const visible = new Map(
    visibleQuestions(all, { applicationStatus: 'a', pendingPoolMembership: false }, answersOf).map((v) => [
      v.question.id,
      v,
    ]),
  )
  const fields: Record<string, string[]> = {}
  for (const u of submitted.values()) {
    const v = visible.get(u.questionId)
    if (!v || v.readOnly) throw conflict(SCREENING_SAVE_ERRORS.notEditable)
    const type = v.question.questionJson.type
    const error =
      !isQuestionComponent(type) || u.answers.some((a) => a.type !== type)
        ? SCREENING_ERROR_KEYS.component
        : validateQuestion(v.question, u.answers)
    if (error) fields[String(u.questionId)] = [error]
  }
  if (Object.keys(fields).length > 0) {
    const messages = [...new Set(Object.values(fields).flat())]
    throw new ApiError(400, 'msp.v2.validation.failed', messages, fields)
  }
  await db.transaction(async (tx) => {
    let changed = false
    for (const u of submitted.values()) {
      const q = byId.get(u.questionId) as Question
      if (sameAnswers(q.answers, u.answers)) continue
      changed = true
      await tx.delete(answers).where(and(eq(answers.applicationId, id), eq(answers.questionId, q.id)))
      if (u.answers.length > 0)
        await tx.insert(answers).values(
          u.answers.map((a) => ({
            applicationId: id,
            questionId: q.id,
            groupId: a.groupId,
            type: a.type,
            value: a.value,
            objectValue: a.objectValue ?? null,
          })),
        )
      await tx.insert(historyEvents).values({
        clientId: user.clientId,
        entityType: 'application',
        entityId: id,
        event: 'MSP_EDIT_ANSWER',
        mspId: user.id,
        oldValue: { questionId: q.id, componentName: q.componentName, label: q.label, answers: q.answers },
        newValue: { questionId: q.id, componentName: q.componentName, label: q.label, answers: u.answers },
      })
    }
    if (changed) await tx.update(applications).set({ updatedAt: new Date() }).where(eq(applications.id, id))
  })
  return questionsOf(db, user.clientId, owned)
}
