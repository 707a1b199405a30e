import { and, asc, eq, inArray, isNull, type SQL } from 'drizzle-orm'
import type { PreApplicationQuestion } from '../../../shared/contracts/questions'
import { QUESTION_ERROR_KEYS as E } from '../../../shared/domain/questions'
import type { DbOrTx } from '../../db/client'
import { projects, questions } from '../../db/schema/all'
import type { AuthUser } from '../../deps'
import { notFound } from '../../kernel/api-error'
import { loadProject } from '../projects'
import { questionsErrors } from './errors'

/**
 * Reading pre-application questions (§7 GET calls) and the scope rules the writers in
 * question-service.ts share: a scope is a legal entity of the caller (defaults) or one of the
 * caller's projects (job-specific questions).
 */

type Row = typeof questions.$inferSelect
export type QuestionScope =
  | { legalEntityId: number; projectId?: undefined }
  | { projectId: number; legalEntityId?: undefined }

export function checkLegalEntity(user: AuthUser, legalEntityId: number) {
  if (!user.legalEntityIds.includes(legalEntityId)) throw notFound(E.legalEntity)
}

/** The scope exists for the caller; a project scope also tells the legal entity it belongs to. */
export async function resolveScope(db: DbOrTx, user: AuthUser, scope: QuestionScope) {
  if (scope.projectId !== undefined) {
    const project = await loadProject(db, user, scope.projectId)
    return { legalEntityId: project.legalEntityId, projectId: project.id }
  }
  checkLegalEntity(user, scope.legalEntityId)
  return { legalEntityId: scope.legalEntityId, projectId: null }
}

const scopeWhere = (clientId: number, scope: { legalEntityId: number; projectId: number | null }): SQL =>
  scope.projectId !== null
    ? (and(eq(questions.clientId, clientId), eq(questions.projectId, scope.projectId)) as SQL)
    : (and(
        eq(questions.clientId, clientId),
        isNull(questions.projectId),
        eq(questions.legalEntityId, scope.legalEntityId),
      ) as SQL)

export async function rowsOfScope(
  db: DbOrTx,
  clientId: number,
  scope: { legalEntityId: number; projectId: number | null },
) {
  return db
    .select()
    .from(questions)
    .where(scopeWhere(clientId, scope))
    .orderBy(asc(questions.position), asc(questions.id))
}

/** Rows as the API returns them; parents are named by their component name (§3 parentQuestion). */
export async function present(db: DbOrTx, rows: Row[]): Promise<PreApplicationQuestion[]> {
  const names = new Map(rows.map((r) => [r.id, r.componentName]))
  const missing = [
    ...new Set(rows.map((r) => r.parentQuestionId).filter((p): p is number => p !== null && !names.has(p))),
  ]
  if (missing.length > 0) {
    const parents = await db
      .select({ id: questions.id, componentName: questions.componentName })
      .from(questions)
      .where(inArray(questions.id, missing))
    for (const p of parents) names.set(p.id, p.componentName)
  }
  return rows.map((r) => {
    const parentName = r.parentQuestionId === null ? undefined : names.get(r.parentQuestionId)
    return {
      id: r.id,
      componentName: r.componentName,
      questionJson: r.questionJson,
      questionType: r.questionType,
      position: r.position,
      hide: r.hide,
      mandatory: r.mandatory,
      label: r.label,
      mspVisibility: r.mspVisibility,
      mspCanEdit: r.mspCanEdit,
      parentQuestion:
        r.parentQuestionId !== null && parentName !== undefined
          ? { id: r.parentQuestionId, componentName: parentName }
          : null,
      parentQuestionAnswer: r.parentQuestionAnswer ?? null,
      legalEntityId: r.legalEntityId,
      projectId: r.projectId,
    }
  })
}

/** GET preApplicationQuestion/default/legalEntity/{id} */
export async function defaultsOfLegalEntity(db: DbOrTx, user: AuthUser, legalEntityId: number) {
  checkLegalEntity(user, legalEntityId)
  return present(db, await rowsOfScope(db, user.clientId, { legalEntityId, projectId: null }))
}

/** GET preApplicationQuestion/default/jobHandle/{handle}: the defaults of the project's legal entity. */
export async function defaultsOfJobHandle(db: DbOrTx, user: AuthUser, handle: string) {
  const [project] = await db
    .select({ id: projects.id })
    .from(projects)
    .where(and(eq(projects.jobHandle, handle), eq(projects.clientId, user.clientId)))
  if (!project) throw notFound(questionsErrors.projectNotFound)
  const { legalEntityId } = await loadProject(db, user, project.id)
  return present(db, await rowsOfScope(db, user.clientId, { legalEntityId, projectId: null }))
}

/**
 * GET preApplicationQuestion/jobSpecific/client[?projectId]: one project's job-specific questions, or
 * a page (offset, size; 100 by default) of all of the caller's projects' ones, by project.
 */
export async function jobSpecificQuestions(
  db: DbOrTx,
  user: AuthUser,
  query: { projectId?: number; offset: number; size: number },
) {
  const { projectId } = query
  if (projectId !== undefined) {
    await loadProject(db, user, projectId)
    return present(db, await rowsOfScope(db, user.clientId, { legalEntityId: 0, projectId }))
  }
  if (user.legalEntityIds.length === 0) return []
  const rows = await db
    .select({ q: questions })
    .from(questions)
    .innerJoin(projects, eq(projects.id, questions.projectId))
    .where(
      and(
        eq(questions.clientId, user.clientId),
        inArray(projects.legalEntityId, user.legalEntityIds),
        eq(projects.isTemplate, false),
      ),
    )
    .orderBy(asc(questions.projectId), asc(questions.position), asc(questions.id))
    .offset(query.offset)
    .limit(query.size)
  return present(
    db,
    rows.map((r) => r.q),
  )
}
