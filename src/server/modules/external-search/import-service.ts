import { randomUUID } from 'node:crypto'
import { sql } from 'drizzle-orm'
import type {
  ExternalImportResult,
  ExternalProvider,
  MergeChange,
} from '../../../shared/contracts/external-search'
import { detectFileType } from '../../../shared/domain/file-types'
import type { Tx } from '../../db/client'
import { resources } from '../../db/schema/all'
import { rowsOf } from '../../db/sql-helpers'
import type { AppDeps, AuthUser } from '../../deps'
import { fileStorage } from '../../integrations/files/storage'
import { type ExternalProfile, TalentProviderError } from '../../integrations/talent-providers/port'
import { ApiError, notFound } from '../../kernel/api-error'
import { applyTalents, inviteTalents, loadProject } from '../projects'
import { writeTalentEvent } from '../talents'
import { e164, findExisting, normalEmail } from './dedupe'
import { externalSearchErrors } from './errors'
import { driverFor, providerFailure } from './search-service'

type Raw = Record<string, unknown>
type Cv = { fileName: string; contentType: string; bytes: Uint8Array }

/** What importing a profile into an existing talent would change: only fields the talent lacks, never an overwrite. */
export function mergeChanges(
  talent: Raw,
  skills: readonly string[],
  p: ExternalProfile,
  cv: boolean,
): MergeChange[] {
  const changes: MergeChange[] = []
  const fill = (field: MergeChange['field'], current: unknown, next: string | null) => {
    if ((current == null || current === '') && next) changes.push({ field, from: null, to: next })
  }
  fill('title', talent.title, p.title)
  fill('email', talent.email, normalEmail(p.email))
  fill('phone', talent.phone, e164(p.phone, p.countryCode))
  fill('city', talent.current_city, p.city)
  fill('countryCode', talent.current_country, p.countryCode)
  fill('summary', talent.summary, p.summary)
  const own = new Set(skills.map((s) => s.toLowerCase()))
  const added = p.skills.filter((s) => !own.has(s.toLowerCase()))
  if (added.length) changes.push({ field: 'skills', from: null, to: added.join(', ') })
  if (cv && talent.cv_id == null) changes.push({ field: 'cv', from: null, to: 'CV' })
  return changes
}

async function talentForMerge(tx: Tx, clientId: number, id: number) {
  const [row] = rowsOf<Raw>(
    await tx.execute(sql`SELECT id, title, email, phone, current_city, current_country, summary, cv_id FROM talents
      WHERE id = ${id} AND client_id = ${clientId} AND state <> 'DELETED' FOR UPDATE`),
  )
  if (!row) throw notFound(externalSearchErrors.talentNotFound)
  const skills = rowsOf<{ name: string }>(
    await tx.execute(sql`SELECT name FROM talent_skills WHERE talent_id = ${id}`),
  ).map((r) => r.name)
  return { row, skills }
}

async function addSkills(tx: Tx, clientId: number, talentId: number, names: readonly string[]) {
  for (const name of names)
    await tx.execute(sql`INSERT INTO talent_skills (talent_id, kind, name, client_id)
      VALUES (${talentId}, 'skill', ${name.slice(0, 100)}, ${clientId}) ON CONFLICT DO NOTHING`)
  await tx.execute(sql`UPDATE talents SET skills_text = (SELECT coalesce(string_agg(name, ' '), '') FROM talent_skills
    WHERE talent_id = ${talentId}) WHERE id = ${talentId}`)
}

/**
 * POST freelancer/projectApplication (invite external): the profile becomes a talent (or fills
 * in the one the badge named), with its CV and a history event; then it is invited or applied to
 * the project. Two imports of one person at once create one talent: imports of the same person
 * queue on a transaction lock, and the unique index on the normalised email per client is the
 * last guard.
 */
export async function importExternal(
  deps: AppDeps,
  user: AuthUser,
  input: {
    provider: ExternalProvider
    externalId: string
    mergeInto?: number
    projectId?: number
    action: 'invite' | 'apply'
  },
): Promise<ExternalImportResult> {
  const driver = await driverFor(deps, user, input.provider)
  if (input.projectId) await loadProject(deps.db, user, input.projectId)
  const profile = await driver.fetchProfile(input.externalId).catch(providerFailure)
  const cv: Cv | null = await driver.fetchCv(input.externalId).catch((e: unknown) => {
    // A profile without a CV is still a profile.
    if (e instanceof TalentProviderError && e.kind === 'notFound') return null
    return providerFailure(e)
  })
  const cvType = cv ? detectFileType(cv.bytes) : null
  const storage = fileStorage(deps.env.DATA_DIR)
  const cvId = cv && cvType === 'pdf' ? randomUUID() : null
  const storageKey = cvId ? `talents/external/${cvId}` : null
  if (cv && storageKey) await storage.write(storageKey, cv.bytes)
  const email = normalEmail(profile.email)
  const phone = e164(profile.phone, profile.countryCode)
  const source = { source: input.provider, externalId: input.externalId }
  let result: { talentId: number; created: boolean; changes: MergeChange[] }
  try {
    result = await deps.db.transaction(async (tx) => {
      const lockKey = `${user.clientId}:${email ?? `${input.provider}:${input.externalId}`}`
      await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${lockKey}))`)
      const [existing] = await findExisting(tx, user.clientId, [profile])
      const storeCv = async (talentId: number) => {
        if (!cv || !cvId || !storageKey) return
        await tx.insert(resources).values({
          id: cvId,
          clientId: user.clientId,
          name: `${profile.firstName} ${profile.lastName} CV.pdf`.slice(0, 200),
          contentType: 'application/pdf',
          size: cv.bytes.byteLength,
          storageKey,
          createdBy: user.id,
        })
        await tx.execute(sql`UPDATE talents SET cv_id = ${cvId}::uuid WHERE id = ${talentId}`)
      }
      if (input.mergeInto !== undefined || existing) {
        if (input.mergeInto === undefined)
          throw new ApiError(409, externalSearchErrors.importExists, [String(existing?.talentId)])
        const target = input.mergeInto
        const { row, skills } = await talentForMerge(tx, user.clientId, target)
        const changes = mergeChanges(row, skills, profile, !!cvId)
        const set = (field: MergeChange['field']) => changes.find((c) => c.field === field)?.to ?? null
        await tx.execute(sql`UPDATE talents SET
          title = coalesce(title, ${set('title')}), email = coalesce(email, ${set('email')}),
          phone = coalesce(phone, ${set('phone')}), current_city = coalesce(current_city, ${set('city')}),
          current_country = coalesce(current_country, ${set('countryCode')}), summary = coalesce(summary, ${set('summary')}),
          updated_at = now() WHERE id = ${target}`)
        const newSkills = profile.skills.filter(
          (s) => !skills.some((k) => k.toLowerCase() === s.toLowerCase()),
        )
        if (newSkills.length) await addSkills(tx, user.clientId, target, newSkills)
        if (changes.some((c) => c.field === 'cv')) await storeCv(target)
        await writeTalentEvent(tx, user, target, 'MSP_UPDATED', { ...source, changes })
        return { talentId: target, created: false, changes }
      }
      const [created] = rowsOf<{ id: number }>(
        await tx.execute(sql`
          INSERT INTO talents (client_id, state, email, phone, first_name, last_name, title, summary,
            current_city, current_country, home_city, home_country_code, cv_text)
          VALUES (${user.clientId}, 'ACTIVE', ${email}, ${phone}, ${profile.firstName}, ${profile.lastName},
            ${profile.title}, ${profile.summary}, ${profile.city}, ${profile.countryCode}, ${profile.city},
            ${profile.countryCode}, ${profile.experience.map((e) => `${e.title} ${e.organization ?? ''}`).join('\n')})
          ON CONFLICT DO NOTHING RETURNING id`),
      )
      // Lost the race to an import of the same email by another path: the unique index said so.
      if (!created) throw new ApiError(409, externalSearchErrors.importExists)
      const talentId = Number(created.id)
      await addSkills(tx, user.clientId, talentId, profile.skills)
      for (const l of profile.languages)
        await tx.execute(sql`INSERT INTO talent_languages (talent_id, iso, proficiency)
          VALUES (${talentId}, ${l.iso.slice(0, 5)}, ${Math.max(0, Math.min(3, Math.round(l.level)))}) ON CONFLICT DO NOTHING`)
      for (const e of profile.experience)
        await tx.execute(sql`INSERT INTO cv_items (client_id, talent_id, kind, title, organization, start_date, end_date, ongoing)
          VALUES (${user.clientId}, ${talentId}, 'j_h', ${e.title}, ${e.organization}, ${e.startDate}::date, ${e.endDate}::date, ${e.endDate == null})`)
      await storeCv(talentId)
      await writeTalentEvent(tx, user, talentId, 'REGISTERED', source)
      return { talentId, created: true, changes: [] }
    })
  } catch (error) {
    if (storageKey) await storage.remove(storageKey)
    throw error
  }
  // A merge that took no CV leaves the stored bytes without a row.
  if (storageKey && !result.created && !result.changes.some((c) => c.field === 'cv'))
    await storage.remove(storageKey)
  if (!input.projectId) return { ...result, projectAction: null }
  const outcome =
    input.action === 'apply'
      ? await applyTalents(deps, user, input.projectId, [result.talentId], undefined, 'external')
      : await inviteTalents(deps, user, input.projectId, [result.talentId], 'external')
  return {
    ...result,
    projectAction: {
      projectId: input.projectId,
      action: input.action,
      ok: outcome.succeededIds.includes(result.talentId),
    },
  }
}

/**
 * GET …/{provider}/{id}/mergePreview?talentId=: what merging the profile into the talent would
 * fill in, shown before the user confirms (the CV counts when the talent has none: the provider's
 * CV, if it has one, is only fetched by the merge itself).
 */
export async function previewMerge(
  deps: AppDeps,
  user: AuthUser,
  provider: ExternalProvider,
  externalId: string,
  talentId: number,
): Promise<{ changes: MergeChange[] }> {
  const driver = await driverFor(deps, user, provider)
  const profile = await driver.fetchProfile(externalId).catch(providerFailure)
  const [row] = rowsOf<Raw>(
    await deps.db.execute(sql`SELECT id, title, email, phone, current_city, current_country, summary, cv_id
      FROM talents WHERE id = ${talentId} AND client_id = ${user.clientId} AND state <> 'DELETED'`),
  )
  if (!row) throw notFound(externalSearchErrors.talentNotFound)
  const skills = rowsOf<{ name: string }>(
    await deps.db.execute(sql`SELECT name FROM talent_skills WHERE talent_id = ${talentId}`),
  ).map((r) => r.name)
  return { changes: mergeChanges(row, skills, profile, true) }
}
