import { and, asc, eq, ne, sql } from 'drizzle-orm'
import type { TalentProfile, TalentProfilePatch } from '../../../shared/contracts/talent'
import type { Db, DbOrTx } from '../../db/client'
import {
  cvItems,
  historyEvents,
  tags,
  talentLanguages,
  talentSkills,
  talents,
  talentTags,
} from '../../db/schema/all'
import { intArray, rowsOf } from '../../db/sql-helpers'
import type { AuthUser } from '../../deps'
import { forbidden, notFound } from '../../kernel/api-error'
import { talentsErrors } from './errors'
import { canSeePersonalData } from './personal-data'

export const TALENT_NOT_FOUND = talentsErrors.notFound
/** Changing personal data one may not see (§4) is refused: it would also reveal the old value. */
export const TALENT_DATA_PROTECTED = talentsErrors.dataProtected

/**
 * A talent of the caller's client that is not erased; another client's talent is
 * indistinguishable from a missing one (404). `forUpdate` locks the row in a transaction.
 */
export async function ownedTalent(db: DbOrTx, user: AuthUser, id: number, forUpdate = false) {
  const q = db
    .select()
    .from(talents)
    .where(and(eq(talents.id, id), eq(talents.clientId, user.clientId), ne(talents.state, 'DELETED')))
  const [t] = forUpdate ? await q.for('update') : await q
  if (!t) throw notFound(TALENT_NOT_FOUND)
  return t
}

/** One talent history event (§3 talent catalogue) written beside the change it records. */
export async function writeTalentEvent(
  db: DbOrTx,
  user: AuthUser,
  talentId: number,
  event: string,
  newValue: unknown = null,
  oldValue: unknown = null,
) {
  await db.insert(historyEvents).values({
    clientId: user.clientId,
    entityType: 'talent',
    entityId: talentId,
    event,
    mspId: user.id,
    oldValue,
    newValue,
  })
}

/**
 * PATCH freelancer/{id}/profile: the fields sent replace the stored ones (languages as a
 * whole list) with one MSP_UPDATED event naming the old and new values.
 */
export async function patchTalentProfile(
  db: Db,
  user: AuthUser,
  id: number,
  patch: TalentProfilePatch,
  now: Date,
) {
  await db.transaction(async (tx) => {
    const before = await ownedTalent(tx, user, id, true)
    if (patch.phone !== undefined && !(await canSeePersonalData(tx, user, id)))
      throw forbidden(TALENT_DATA_PROTECTED)
    const oldValue: Record<string, unknown> = {}
    const newValue: Record<string, unknown> = {}
    const set: Partial<typeof talents.$inferInsert> = {}
    for (const key of ['title', 'summary', 'phone'] as const) {
      if (patch[key] === undefined) continue
      set[key] = patch[key]
      oldValue[key] = before[key]
      newValue[key] = patch[key]
    }
    if (patch.availability) {
      set.notAvailableFrom = patch.availability.notAvailableFrom
      set.notAvailableUntil = patch.availability.notAvailableUntil
      oldValue.availability = {
        notAvailableFrom: before.notAvailableFrom,
        notAvailableUntil: before.notAvailableUntil,
      }
      newValue.availability = patch.availability
    }
    if (patch.languages) {
      oldValue.languages = await tx
        .select({ iso: talentLanguages.iso, proficiency: talentLanguages.proficiency })
        .from(talentLanguages)
        .where(eq(talentLanguages.talentId, id))
      await tx.delete(talentLanguages).where(eq(talentLanguages.talentId, id))
      if (patch.languages.length > 0)
        await tx.insert(talentLanguages).values(patch.languages.map((l) => ({ talentId: id, ...l })))
      newValue.languages = patch.languages
    }
    await tx
      .update(talents)
      .set({ ...set, updatedAt: now })
      .where(eq(talents.id, id))
    await writeTalentEvent(tx, user, id, 'MSP_UPDATED', newValue, oldValue)
  })
  return getTalentProfile(db, user, id)
}

/**
 * GET freelancer/{id}/profile. The personal data (email, phone, the home address's street and
 * postal code, uploaded CV, CV attachments) only where the data-protection rule shows it
 * (personal-data.ts); elsewhere those fields are null and `canSeeDataProtection` is false.
 */
export async function getTalentProfile(db: DbOrTx, user: AuthUser, id: number): Promise<TalentProfile> {
  const t = await ownedTalent(db, user, id)
  const [items, skills, langs, tagRows, visible] = await Promise.all([
    db
      .select()
      .from(cvItems)
      .where(eq(cvItems.talentId, id))
      .orderBy(asc(cvItems.kind), asc(cvItems.startDate)),
    db
      .select()
      .from(talentSkills)
      .where(eq(talentSkills.talentId, id))
      .orderBy(asc(talentSkills.kind), asc(talentSkills.name)),
    db
      .select()
      .from(talentLanguages)
      .where(eq(talentLanguages.talentId, id))
      .orderBy(asc(talentLanguages.iso)),
    db
      .select({ id: tags.id, value: tags.value })
      .from(talentTags)
      .innerJoin(tags, eq(tags.id, talentTags.tagId))
      .where(eq(talentTags.talentId, id))
      .orderBy(asc(tags.value)),
    canSeePersonalData(db, user, id),
  ])
  const shown = <T>(value: T) => (visible ? value : null)
  return {
    id: t.id,
    state: t.state,
    tier: t.tier ?? null,
    firstName: t.firstName,
    lastName: t.lastName,
    email: shown(t.email),
    emailVerified: t.emailVerified,
    phone: shown(t.phone),
    title: t.title,
    summary: t.summary,
    consentTo: t.consentTo?.toISOString() ?? null,
    cvId: shown(t.cvId),
    homeAddress: {
      line1: shown(t.homeLine1),
      line2: shown(t.homeLine2),
      zipCode: shown(t.homeZipCode),
      city: t.homeCity,
      state: t.homeState,
      countryCode: t.homeCountryCode,
    },
    homeAddressCountry: t.homeCountryCode,
    currentLocation: {
      country: t.currentCountry,
      city: t.currentCity,
      latitude: t.latitude,
      longitude: t.longitude,
    },
    availability: { notAvailableFrom: t.notAvailableFrom, notAvailableUntil: t.notAvailableUntil },
    cvItems: items.map((i) => ({
      id: i.id,
      kind: i.kind,
      title: i.title,
      organization: i.organization,
      startDate: i.startDate,
      endDate: i.endDate,
      ongoing: i.ongoing,
      description: i.description,
      history_attachment: shown(i.attachmentId),
    })),
    skills: skills.map((s) => ({ kind: s.kind, name: s.name })),
    languages: langs.map((l) => ({ iso: l.iso, proficiency: l.proficiency })),
    tags: tagRows,
    canSeeDataProtection: visible,
  }
}

/** Talents of the caller's client that are not erased. */
export async function liveTalents(
  db: DbOrTx,
  clientId: number,
  ids: readonly number[],
): Promise<Set<number>> {
  const rows = rowsOf<{ id: number }>(
    await db.execute(sql`
      SELECT id FROM talents WHERE id = ANY(${intArray(ids)}) AND client_id = ${clientId} AND state <> 'DELETED'`),
  )
  return new Set(rows.map((r) => Number(r.id)))
}
