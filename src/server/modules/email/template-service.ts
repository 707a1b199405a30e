import { sql } from 'drizzle-orm'
import type { EmailTemplate, EmailTemplateInput, EmailTemplateList } from '../../../shared/contracts/email'
import type { EmailMotivation, EmailVariant } from '../../../shared/domain/email'
import type { DbOrTx } from '../../db/client'
import { jsonValue, rowsOf } from '../../db/sql-helpers'
import type { AuthUser } from '../../deps'
import { badRequest, notFound } from '../../kernel/api-error'
import { clientLanguages, isoUtc } from './email-sql'
import { emailErrors } from './errors'

/** Settings → Workflow → Email templates (issue 19 §1): a client's templates and their language variants. */

interface TemplateRecord {
  id: number
  name: string
  motivation: EmailMotivation
  is_default: boolean
  updated_at: string
  updated_by: string | null
  variants: Record<string, EmailVariant> | string
}

const selectTemplates = (clientId: number, where = sql``) => sql`
  SELECT t.id, t.name, t.motivation, t.is_default, ${isoUtc(sql`t.updated_at`)} AS updated_at,
    CASE WHEN m.id IS NOT NULL THEN m.first_name || ' ' || m.last_name END AS updated_by,
    coalesce((SELECT json_object_agg(v.language, json_build_object('subject', v.subject, 'body', v.body))
      FROM email_template_variants v WHERE v.template_id = t.id), '{}') AS variants
  FROM email_templates t LEFT JOIN msps m ON m.id = t.updated_by
  WHERE t.client_id = ${clientId} ${where}
  ORDER BY t.motivation, t.is_default DESC, lower(t.name), t.id`

const toTemplate = (r: TemplateRecord): EmailTemplate => ({
  id: Number(r.id),
  name: r.name,
  motivation: r.motivation,
  isDefault: Boolean(r.is_default),
  updatedAt: r.updated_at,
  updatedBy: r.updated_by,
  variants: jsonValue(r.variants),
})

/** GET email/templates */
export async function listTemplates(db: DbOrTx, user: AuthUser): Promise<EmailTemplateList> {
  const [langs, rows] = await Promise.all([
    clientLanguages(db, user.clientId),
    db.execute(selectTemplates(user.clientId)),
  ])
  return {
    languages: langs.languages,
    defaultLanguage: langs.defaultLanguage,
    templates: rowsOf<TemplateRecord>(rows).map(toTemplate),
  }
}

/** One template of the client, or null. */
export async function findTemplate(db: DbOrTx, clientId: number, id: number): Promise<EmailTemplate | null> {
  const [row] = rowsOf<TemplateRecord>(await db.execute(selectTemplates(clientId, sql`AND t.id = ${id}`)))
  return row ? toTemplate(row) : null
}

/** The default template of a motivation (reject uses the job-rejection one), or null when the client has none. */
export async function defaultTemplate(
  db: DbOrTx,
  clientId: number,
  motivation: EmailMotivation,
): Promise<EmailTemplate | null> {
  const [row] = rowsOf<TemplateRecord>(
    await db.execute(selectTemplates(clientId, sql`AND t.motivation = ${motivation} AND t.is_default`)),
  )
  return row ? toTemplate(row) : null
}

async function checkLanguages(db: DbOrTx, clientId: number, variants: Record<string, unknown>) {
  const { languages } = await clientLanguages(db, clientId)
  const foreign = Object.keys(variants).filter((l) => !languages.includes(l))
  if (foreign.length > 0) throw badRequest(emailErrors.languageUnknown)
}

async function writeVariants(tx: DbOrTx, templateId: number, variants: Record<string, EmailVariant>) {
  await tx.execute(sql`DELETE FROM email_template_variants WHERE template_id = ${templateId}`)
  const json = JSON.stringify(
    Object.entries(variants).map(([language, v]) => ({ language, subject: v.subject, body: v.body })),
  )
  await tx.execute(sql`
    INSERT INTO email_template_variants (template_id, language, subject, body)
    SELECT ${templateId}, v.language, v.subject, v.body
    FROM jsonb_to_recordset(${json}::jsonb) AS v(language text, subject text, body text)`)
}

/** A new default takes the place of the motivation's previous one. */
async function clearDefault(tx: DbOrTx, clientId: number, motivation: EmailMotivation, except: number) {
  await tx.execute(sql`
    UPDATE email_templates SET is_default = false
    WHERE client_id = ${clientId} AND motivation = ${motivation} AND is_default AND id <> ${except}`)
}

type ParsedInput = Required<Pick<EmailTemplateInput, 'name' | 'motivation' | 'isDefault' | 'variants'>>

/** POST email/templates */
export async function createTemplate(
  db: DbOrTx,
  user: AuthUser,
  input: ParsedInput,
  now: Date,
): Promise<EmailTemplate> {
  await checkLanguages(db, user.clientId, input.variants)
  const id = await db.transaction(async (tx) => {
    const [row] = rowsOf<{ id: number }>(
      await tx.execute(sql`
        INSERT INTO email_templates (client_id, motivation, name, is_default, created_by, updated_by, created_at, updated_at)
        VALUES (${user.clientId}, ${input.motivation}, ${input.name}, false, ${user.id}, ${user.id},
          ${now.toISOString()}::timestamptz, ${now.toISOString()}::timestamptz)
        RETURNING id`),
    )
    const templateId = Number(row.id)
    if (input.isDefault) {
      await clearDefault(tx, user.clientId, input.motivation, templateId)
      await tx.execute(sql`UPDATE email_templates SET is_default = true WHERE id = ${templateId}`)
    }
    await writeVariants(tx, templateId, input.variants)
    return templateId
  })
  return (await findTemplate(db, user.clientId, id)) as EmailTemplate
}

/** PUT email/templates/{id}: name, motivation, default flag and every variant (a missing language is removed). */
export async function updateTemplate(
  db: DbOrTx,
  user: AuthUser,
  id: number,
  input: ParsedInput,
  now: Date,
): Promise<EmailTemplate> {
  await checkLanguages(db, user.clientId, input.variants)
  await db.transaction(async (tx) => {
    const [row] = rowsOf<{ id: number }>(
      await tx.execute(sql`
        SELECT id FROM email_templates WHERE id = ${id} AND client_id = ${user.clientId} FOR UPDATE`),
    )
    if (!row) throw notFound(emailErrors.templateUnknown)
    if (input.isDefault) await clearDefault(tx, user.clientId, input.motivation, id)
    await tx.execute(sql`
      UPDATE email_templates SET name = ${input.name}, motivation = ${input.motivation}, is_default = ${input.isDefault},
        updated_by = ${user.id}, updated_at = ${now.toISOString()}::timestamptz
      WHERE id = ${id}`)
    await writeVariants(tx, id, input.variants)
  })
  return (await findTemplate(db, user.clientId, id)) as EmailTemplate
}

/** DELETE email/templates/{id}: messages written from it keep their text (template_id is cleared). */
export async function deleteTemplate(db: DbOrTx, user: AuthUser, id: number): Promise<void> {
  const rows = rowsOf<{ id: number }>(
    await db.execute(
      sql`DELETE FROM email_templates WHERE id = ${id} AND client_id = ${user.clientId} RETURNING id`,
    ),
  )
  if (rows.length === 0) throw notFound(emailErrors.templateUnknown)
}
