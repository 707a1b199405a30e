import { sql } from 'drizzle-orm'
import type { TemplatePreviewResponse } from '../../../shared/contracts/email'
import { type EmailMotivation, renderText } from '../../../shared/domain/email'
import type { DbOrTx } from '../../db/client'
import { rowsOf } from '../../db/sql-helpers'
import type { AuthUser } from '../../deps'
import { legalEntityScope } from '../auth'
import { personalDataVisibleSql } from '../talents'
import { valuesFor } from './compose'
import { clientLanguages, loadSender } from './email-sql'

/**
 * POST email/templates/preview: a template text rendered for a real talent of the client (the
 * n-th with a verified email), with their latest project and first pool as sample values.
 */
export async function previewTemplate(
  db: DbOrTx,
  user: AuthUser,
  req: {
    motivation: EmailMotivation
    variant: { subject: string; body: string }
    language: string
    talentOffset: number
  },
): Promise<TemplatePreviewResponse> {
  const [talent] = rowsOf<{
    id: number
    email: string
    first_name: string
    last_name: string
    project_title: string | null
    pool_name: string | null
    reason: string | null
  }>(
    await db.execute(sql`
      SELECT t.id, t.email, t.first_name, t.last_name,
        (SELECT p.title FROM applications a JOIN projects p ON p.id = a.project_id
          WHERE a.talent_id = t.id AND ${legalEntityScope(user, sql`p.legal_entity_id`)}
          ORDER BY a.created_at DESC, a.id DESC LIMIT 1) AS project_title,
        (SELECT pl.name FROM pool_memberships pm JOIN pools pl ON pl.id = pm.pool_id
          WHERE pm.talent_id = t.id ORDER BY pm.id LIMIT 1) AS pool_name,
        (SELECT l.name FROM pipeline_labels l JOIN pipeline_stages s ON s.id = l.stage_id JOIN projects p ON p.id = l.project_id
          WHERE p.client_id = t.client_id AND s.key = 'rejectedOrWithdrawn'
            AND ${legalEntityScope(user, sql`p.legal_entity_id`)} ORDER BY l.id LIMIT 1) AS reason
      FROM talents t
      -- A talent whose address the reader may see (§4): the preview shows it.
      WHERE t.client_id = ${user.clientId} AND t.email_verified AND t.email IS NOT NULL AND t.state = 'ACTIVE'
        AND ${personalDataVisibleSql(user, 't')}
      ORDER BY t.id OFFSET ${req.talentOffset} LIMIT 1`),
  )
  if (!talent) return { talent: null, message: null, problem: null }
  const [client, sender] = await Promise.all([clientLanguages(db, user.clientId), loadSender(db, user.id)])
  const values = {
    ...valuesFor(
      {
        clientId: user.clientId,
        motivation: req.motivation,
        templateId: null,
        variants: {},
        sender,
        client,
        uniquePerTalent: true,
      },
      { firstName: talent.first_name, lastName: talent.last_name, projectTitle: talent.project_title },
    ),
    'pool.name': talent.pool_name,
    // A sample: the reason is a label of the rejected stage, as the recruiter picks one when rejecting.
    'rejection.reason': talent.reason,
  }
  const subject = renderText(req.motivation, req.variant.subject, values)
  const body = renderText(req.motivation, req.variant.body, values)
  const name = `${talent.first_name} ${talent.last_name}`
  if (!subject.ok || !body.ok) {
    const problems = [subject, body].filter((x) => !x.ok)
    return {
      talent: { id: Number(talent.id), name },
      message: null,
      problem: {
        missing: [...new Set(problems.flatMap((p) => p.missing))],
        unknown: [...new Set(problems.flatMap((p) => p.unknown))],
        raw: problems.some((p) => p.raw),
      },
    }
  }
  return {
    talent: { id: Number(talent.id), name },
    message: { to: talent.email, name, language: req.language, subject: subject.text, body: body.text },
    problem: null,
  }
}
