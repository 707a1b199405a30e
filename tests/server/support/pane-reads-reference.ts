import { and, asc, count, desc, eq, inArray, isNull, or } from 'drizzle-orm'
import type { DbOrTx } from '../../../src/server/db/client'
import {
  answers,
  applications,
  clients,
  historyEvents,
  manualLogs,
  msps,
  projects,
  questions,
} from '../../../src/server/db/schema/all'
import type { Answer, HistoryResponse, Question } from '../../../src/shared/contracts/application'

/**
 * The detail pane's history and questions as they were read before each became one JSON
 * statement (several query-builder statements, values converted in JS): the oracle the
 * one-statement reads are compared against. null: not the client's application (a 404).
 */

async function owned(db: DbOrTx, clientId: number, id: number) {
  const [row] = await db
    .select({ id: applications.id, projectId: projects.id, legalEntityId: projects.legalEntityId })
    .from(applications)
    .innerJoin(projects, eq(projects.id, applications.projectId))
    .where(and(eq(applications.id, id), eq(applications.clientId, clientId)))
  return row ?? null
}

export async function referenceHistory(
  db: DbOrTx,
  clientId: number,
  id: number,
  page: { offset: number; size: number },
): Promise<HistoryResponse | null> {
  if (!(await owned(db, clientId, id))) return null
  const where = and(
    eq(historyEvents.clientId, clientId),
    eq(historyEvents.entityType, 'application'),
    eq(historyEvents.entityId, id),
  )
  const rows = await db
    .select({ e: historyEvents, firstName: msps.firstName, lastName: msps.lastName })
    .from(historyEvents)
    .leftJoin(msps, eq(msps.id, historyEvents.mspId))
    .where(where)
    .orderBy(desc(historyEvents.createdAt), desc(historyEvents.id))
    .offset(page.offset)
    .limit(page.size)
  const [{ total }] = await db.select({ total: count() }).from(historyEvents).where(where)
  const notes = await db
    .select({ log: manualLogs, firstName: msps.firstName, lastName: msps.lastName })
    .from(manualLogs)
    .leftJoin(msps, eq(msps.id, manualLogs.mspId))
    .where(eq(manualLogs.applicationId, id))
    .orderBy(desc(manualLogs.executionDate), desc(manualLogs.id))
  const who = (firstName: string | null, lastName: string | null) =>
    firstName !== null && lastName !== null ? { firstName, lastName } : null
  return {
    totalResults: Number(total),
    results: rows.map(({ e, firstName, lastName }) => ({
      id: e.id,
      event: e.event,
      created: e.createdAt.toISOString(),
      msp: who(firstName, lastName),
      oldValue: e.oldValue ?? null,
      newValue: e.newValue ?? null,
    })),
    notes: notes.map(({ log, firstName, lastName }) => ({
      id: log.id,
      actionType: log.actionType as HistoryResponse['notes'][number]['actionType'],
      note: log.note,
      executionDate: log.executionDate.toISOString(),
      created: log.createdAt.toISOString(),
      updated: log.updatedAt.toISOString(),
      msp: who(firstName, lastName),
      mspId: log.mspId,
    })),
  }
}

export async function referenceQuestions(
  db: DbOrTx,
  clientId: number,
  id: number,
): Promise<Question[] | null> {
  const app = await owned(db, clientId, id)
  if (!app) return null
  const [client] = await db.select({ config: clients.config }).from(clients).where(eq(clients.id, clientId))
  if (!client?.config.preApplicationQuestions) return []
  const rows = await db
    .select()
    .from(questions)
    .where(
      and(
        eq(questions.clientId, clientId),
        or(
          eq(questions.projectId, app.projectId),
          and(isNull(questions.projectId), eq(questions.legalEntityId, app.legalEntityId)),
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
        eq(answers.applicationId, id),
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
