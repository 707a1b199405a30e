import { z } from 'zod'
import { text } from './text'

/**
 * §2 talent-view project tabs: the projects a talent relates to, from the talent's page.
 * - spotted: an active project the talent is suggested for (an accepted member of one of its
 *   pools) who was neither invited nor applied;
 * - invited: an open invitation to a project that is not closed or deleted;
 * - applied: an application still in play (not rejected or withdrawn) to a project that is not
 *   closed or deleted;
 * - archived: the rest: rejected or withdrawn applications, declined, expired or withdrawn
 *   invitations, and anything on a closed or deleted project.
 */
export const TALENT_PROJECT_TABS = ['spotted', 'invited', 'applied', 'archived'] as const
export type TalentProjectTab = (typeof TALENT_PROJECT_TABS)[number]

export const talentProjectsQuerySchema = z.object({
  tab: z.enum(TALENT_PROJECT_TABS).default('applied'),
})

export const talentProjectRowSchema = z.object({
  projectId: z.number(),
  title: text(),
  projectStatus: text(),
  legalEntityName: text(),
  /** What links the talent: an application's status code, an invitation's status, or "pool". */
  kind: z.enum(['application', 'invitation', 'pool']),
  status: text(),
  /** The application, where one links them (the pipeline opens it). */
  applicationId: z.number().nullable(),
  /** The pool that makes the talent suggested (spotted tab). */
  poolName: text().nullable(),
  since: text(),
})
export type TalentProjectRow = z.infer<typeof talentProjectRowSchema>

export const talentProjectsSchema = z.object({
  tab: z.enum(TALENT_PROJECT_TABS),
  results: z.array(talentProjectRowSchema),
  counts: z.record(z.enum(TALENT_PROJECT_TABS), z.number()),
})
export type TalentProjects = z.infer<typeof talentProjectsSchema>
