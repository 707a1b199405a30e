import { and, eq, sql } from 'drizzle-orm'
import type { Answer, AnswersUpdate, Question } from '../../../shared/contracts/application'
import {
  isQuestionComponent,
  SCREENING_ERROR_KEYS,
  type ScreeningAnswer,
  validateQuestion,
  visibleQuestions,
} from '../../../shared/domain/screening'
import type { Db, DbOrTx } from '../../db/client'
import { queryPrepared } from '../../db/prepared'
import { answers, applications, historyEvents } from '../../db/schema/all'
import { jsonValue } from '../../db/sql-helpers'
import type { AuthUser } from '../../deps'
import { ApiError, badRequest, conflict, notFound } from '../../kernel/api-error'
import { clientFlagSql } from '../client'
import {
  APPLICATION_NOT_FOUND,
  hasPendingPoolMembership,
  loadOwnedApplication,
  ownedApplicationSql,
} from './application-detail'
import { pipelineErrors } from './errors'

export const SCREENING_SAVE_ERRORS = {
  notActive: pipelineErrors.applicationScreeningNotActive,
  pendingPool: pipelineErrors.applicationMessagesScreeningBlockedPoolAccessNeeded,
  notEditable: pipelineErrors.applicationScreeningNotEditable,
  unknownQuestion: pipelineErrors.applicationScreeningUnknownQuestion,
} as const

interface QuestionRecord extends Omit<Question, 'parentQuestion' | 'answers'> {
  parentQuestionId: number | null
  answers: Answer[]
}

/**
 * The questions that apply to the application (its project's own and its legal entity's
 * defaults, by position) with the application's answers, in ONE prepared statement returning one
 * JSON value (was four: the ownership check, the client's setting, the questions, the answers).
 * None while the client has pre-application questions off (§3 configuration keys). Another
 * client's or legal entity's application is a 404, as in loadOwnedApplication.
 */
async function questionsOf(db: DbOrTx, user: AuthUser, applicationId: number): Promise<Question[]> {
  const [row] = await queryPrepared<{ questions: QuestionRecord[] | string }>(
    db,
    sql`
      SELECT CASE WHEN ${clientFlagSql('c', 'preApplicationQuestions')} THEN coalesce((
        SELECT json_agg(json_build_object('id', q.id, 'componentName', q.component_name,
          'questionJson', q.question_json, 'questionType', q.question_type, 'position', q.position,
          'hide', q.hide, 'mandatory', q.mandatory, 'label', q.label, 'mspVisibility', q.msp_visibility,
          'mspCanEdit', q.msp_can_edit, 'parentQuestionId', q.parent_question_id,
          'parentQuestionAnswer', q.parent_question_answer,
          'answers', coalesce((
            SELECT json_agg(json_build_object('groupId', an.group_id, 'type', an.type, 'value', an.value,
              'objectValue', an.object_value) ORDER BY an.id)
            FROM answers an WHERE an.application_id = a.id AND an.question_id = q.id), '[]'))
          ORDER BY q.position, q.id)
        FROM questions q
        WHERE q.client_id = a.client_id
          AND (q.project_id = p.id OR (q.project_id IS NULL AND q.legal_entity_id = p.legal_entity_id))
      ), '[]') ELSE '[]' END AS questions
      FROM applications a
      JOIN projects p ON p.id = a.project_id
      LEFT JOIN clients c ON c.id = a.client_id
      WHERE a.id = ${applicationId} AND ${ownedApplicationSql(user)}`,
  )
  if (!row) throw notFound(APPLICATION_NOT_FOUND)
  const rows = jsonValue(row.questions)
  // A parent is named only when it is among the application's questions.
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
      parentQuestionAnswer: q.parentQuestionAnswer,
      answers: q.answers,
    }
  })
}

/** GET projectApplication/{id}/question */
export async function getQuestions(db: DbOrTx, user: AuthUser, id: number): Promise<Question[]> {
  return questionsOf(db, user, id)
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
export async function saveAnswers(db: Db, user: AuthUser, id: number, updates: AnswersUpdate[], now: Date) {
  const owned = await loadOwnedApplication(db, user, id)
  if (owned.app.status !== 'a') throw conflict(SCREENING_SAVE_ERRORS.notActive)
  if (await hasPendingPoolMembership(db, owned.app.talentId, owned.app.projectId))
    throw conflict(SCREENING_SAVE_ERRORS.pendingPool)
  const all = await questionsOf(db, user, id)
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
    throw new ApiError(400, pipelineErrors.validationFailed, messages, fields)
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
    if (changed) await tx.update(applications).set({ updatedAt: now }).where(eq(applications.id, id))
  })
  return questionsOf(db, user, id)
}
