import { and, asc, eq, sql } from 'drizzle-orm'
import type { ProjectTemplate } from '../../../shared/contracts/project'
import type { Db } from '../../db/client'
import { projects } from '../../db/schema/all'
import type { AuthUser } from '../../deps'
import { notFound } from '../../kernel/api-error'
import { inLegalEntityScope, legalEntityScope } from '../auth'
import { projectsErrors } from './errors'
import { getProjectForm } from './project-service'

/** GET project/template/listAll: the client's templates in the user's legal entities. */
export async function listTemplates(db: Db, user: AuthUser): Promise<ProjectTemplate[]> {
  const rows = await db
    .select({
      id: projects.id,
      name: projects.templateName,
      title: projects.title,
      legalEntityId: projects.legalEntityId,
    })
    .from(projects)
    .where(
      and(
        eq(projects.clientId, user.clientId),
        eq(projects.isTemplate, true),
        legalEntityScope(user, sql`${projects.legalEntityId}`),
      ),
    )
    .orderBy(asc(projects.templateName), asc(projects.id))
  return rows.map((r) => ({ ...r, name: r.name ?? r.title }))
}

async function loadTemplate(db: Db, user: AuthUser, id: number) {
  const [row] = await db
    .select({ id: projects.id, legalEntityId: projects.legalEntityId })
    .from(projects)
    .where(and(eq(projects.id, id), eq(projects.clientId, user.clientId), eq(projects.isTemplate, true)))
  if (!row || !inLegalEntityScope(user, row.legalEntityId)) throw notFound(projectsErrors.templateNotFound)
  return row
}

/** GET project/template/{id}: the template's values, to prefill a new project's form. */
export async function templateForm(db: Db, user: AuthUser, id: number) {
  await loadTemplate(db, user, id)
  return getProjectForm(db, id)
}

/** DELETE project/{id}/template */
export async function deleteTemplate(db: Db, user: AuthUser, id: number): Promise<void> {
  await loadTemplate(db, user, id)
  await db.delete(projects).where(and(eq(projects.id, id), eq(projects.isTemplate, true)))
}
