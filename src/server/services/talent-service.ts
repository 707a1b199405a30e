import { and, asc, eq, ne } from 'drizzle-orm'
import type { TalentProfile } from '../../shared/contracts/talent'
import type { Db } from '../db/client'
import { cvItems, tags, talentLanguages, talentSkills, talents, talentTags } from '../db/schema/all'
import type { AuthUser } from '../deps'
import { notFound } from '../http/api-error'

/** A talent of the caller's client; another client's talent is indistinguishable from a missing one. */
export async function getTalentProfile(db: Db, user: AuthUser, id: number): Promise<TalentProfile> {
  const [t] = await db
    .select()
    .from(talents)
    .where(and(eq(talents.id, id), eq(talents.clientId, user.clientId), ne(talents.state, 'DELETED')))
  if (!t) throw notFound('msp.v2.talent.not.found')
  const [items, skills, langs, tagRows] = await Promise.all([
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
  ])
  return {
    id: t.id,
    state: t.state,
    tier: t.tier ?? null,
    firstName: t.firstName,
    lastName: t.lastName,
    email: t.email,
    emailVerified: t.emailVerified,
    phone: t.phone,
    title: t.title,
    summary: t.summary,
    consentTo: t.consentTo?.toISOString() ?? null,
    cvId: t.cvId,
    homeAddress: {
      line1: t.homeLine1,
      line2: t.homeLine2,
      zipCode: t.homeZipCode,
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
      history_attachment: i.attachmentId,
    })),
    skills: skills.map((s) => ({ kind: s.kind, name: s.name })),
    languages: langs.map((l) => ({ iso: l.iso, proficiency: l.proficiency })),
    tags: tagRows,
  }
}
