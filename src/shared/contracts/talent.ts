import { z } from 'zod'
import { CV_ITEM_KINDS, SKILL_KINDS, TALENT_STATES, TALENT_TIERS } from '../domain/statuses'
import { dbId, dbIdList } from './ids'
import { jsonValue, text } from './text'

export const addressSchema = z.object({
  line1: text().nullable(),
  line2: text().nullable(),
  zipCode: text().nullable(),
  city: text().nullable(),
  state: text().nullable(),
  countryCode: text().nullable(),
})

export const cvItemSchema = z.object({
  id: z.number(),
  kind: z.enum(CV_ITEM_KINDS),
  title: text(),
  organization: text().nullable(),
  startDate: text().nullable(),
  endDate: text().nullable(),
  ongoing: z.boolean(),
  description: text().nullable(),
  history_attachment: text().nullable(),
})

/** GET freelancer/{id}/profile (§3 Talent, CV history item, skills, languages, Address, Tag; §4 data protection). */
export const talentProfileSchema = z.object({
  id: z.number(),
  state: z.enum(TALENT_STATES),
  tier: z.enum(TALENT_TIERS).nullable(),
  firstName: text(),
  lastName: text(),
  email: text().nullable(),
  emailVerified: z.boolean(),
  phone: text().nullable(),
  title: text().nullable(),
  summary: text().nullable(),
  consentTo: text().nullable(),
  cvId: text().nullable(),
  homeAddress: addressSchema,
  homeAddressCountry: text().nullable(),
  currentLocation: z.object({
    country: text().nullable(),
    city: text().nullable(),
    latitude: z.number().nullable(),
    longitude: z.number().nullable(),
  }),
  availability: z.object({
    notAvailableFrom: text().nullable(),
    notAvailableUntil: text().nullable(),
  }),
  cvItems: z.array(cvItemSchema),
  skills: z.array(z.object({ kind: z.enum(SKILL_KINDS), name: text() })),
  languages: z.array(z.object({ iso: text(), proficiency: z.number().int().min(0).max(3) })),
  tags: z.array(z.object({ id: z.number(), value: text() })),
  /**
   * §4: the talent is linked to one of the user's legal entities. When false, the personal data
   * (email, phone, the home address's line1, line2 and zipCode, cvId, CV items'
   * history_attachment) is null.
   */
  canSeeDataProtection: z.boolean(),
})
export type TalentProfile = z.infer<typeof talentProfileSchema>

const trimmedOrNull = (max: number) =>
  text()
    .trim()
    .max(max, 'msp.v2.talent.error.too.long')
    .transform((v) => (v === '' ? null : v))
    .nullable()
const isoDay = text()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'msp.v2.talent.error.date.invalid')
  .refine((v) => !Number.isNaN(Date.parse(v)), 'msp.v2.talent.error.date.invalid')
  .nullable()

/** PATCH freelancer/{id}/profile: only the fields sent change; tier and state have their own calls. */
export const talentProfilePatchSchema = z
  .object({
    title: trimmedOrNull(200),
    summary: trimmedOrNull(10_000),
    phone: text()
      .trim()
      .max(40, 'msp.v2.talent.error.too.long')
      .regex(/^[+\d][\d ()./-]*$|^$/, 'msp.v2.talent.error.phone.invalid')
      .transform((v) => (v === '' ? null : v))
      .nullable(),
    languages: z
      .array(
        z.object({
          iso: text().regex(/^[a-z]{2}$/, 'msp.v2.talent.error.language.invalid'),
          proficiency: z.number().int().min(0).max(3),
        }),
      )
      .max(50)
      .refine(
        (l) => new Set(l.map((x) => x.iso)).size === l.length,
        'msp.v2.talent.error.language.duplicate',
      ),
    availability: z
      .object({ notAvailableFrom: isoDay, notAvailableUntil: isoDay })
      .refine(
        (a) => !a.notAvailableFrom || !a.notAvailableUntil || a.notAvailableFrom <= a.notAvailableUntil,
        { message: 'msp.v2.talent.error.availability.order', path: ['notAvailableUntil'] },
      ),
  })
  .partial()
  .strict()
  .refine((p) => Object.keys(p).length > 0, 'msp.v2.talent.error.patch.empty')
export type TalentProfilePatch = z.infer<typeof talentProfilePatchSchema>

/** PUT freelancer/{id}/tier (DELETE clears it: "none"). */
export const talentTierRequestSchema = z.object({ tier: z.enum(TALENT_TIERS) })

/** PUT freelancer/{id}/deactivate: an optional reason, kept in the history. */
export const talentDeactivateRequestSchema = z
  .object({ reason: text().trim().max(500).optional() })
  .default({})

/** DELETE freelancer/{id}: erasure needs the word DELETE typed back as the confirmation. */
export const talentEraseRequestSchema = z.object({
  confirm: z.literal('DELETE', { error: 'msp.v2.talent.error.erase.confirm' }),
})
export type TalentEraseRequest = z.infer<typeof talentEraseRequestSchema>

export const talentStateResponseSchema = z.object({
  id: z.number(),
  state: z.enum(TALENT_STATES),
  tier: z.enum(TALENT_TIERS).nullable(),
})
export type TalentStateResponse = z.infer<typeof talentStateResponseSchema>

/** GET freelancer/{id}/history?from&size&filter (size 1000, §9); filters of §2: logs, pools, projects. */
export const TALENT_HISTORY_FILTERS = ['logs', 'pools', 'projects'] as const
export type TalentHistoryFilter = (typeof TALENT_HISTORY_FILTERS)[number]
export const talentHistoryQuerySchema = z.object({
  from: z.coerce.number().int().min(0).default(0),
  size: z.coerce.number().int().min(1).max(1000).default(1000),
  filter: z.enum(TALENT_HISTORY_FILTERS).optional(),
})
export const talentHistoryEntrySchema = z.object({
  id: z.number(),
  event: text(),
  created: text(),
  msp: z.object({ firstName: text(), lastName: text() }).nullable(),
  oldValue: jsonValue().nullable(),
  newValue: jsonValue().nullable(),
})
export type TalentHistoryEntry = z.infer<typeof talentHistoryEntrySchema>
export const talentHistorySchema = z.object({
  results: z.array(talentHistoryEntrySchema),
  totalResults: z.number().int(),
})
export type TalentHistory = z.infer<typeof talentHistorySchema>

/** GET freelancer/{id}/poolMemberships. */
export const talentPoolMembershipSchema = z.object({
  id: z.number(),
  poolId: z.number(),
  poolName: text(),
  status: text(),
  stage: text().nullable(),
  /** Since when the membership has its status. */
  updatedAt: text(),
  /** Who last moved it (null: the talent applied, or no event recorded it). */
  changedBy: z.object({ firstName: text(), lastName: text() }).nullable(),
})
export const talentPoolMembershipsSchema = z.object({ results: z.array(talentPoolMembershipSchema) })
export type TalentPoolMembership = z.infer<typeof talentPoolMembershipSchema>

/** GET freelancer/{id}/projectApplications: newest first (last and pending applications of the overview). */
export const talentApplicationSchema = z.object({
  id: z.number(),
  projectId: z.number(),
  projectTitle: text(),
  projectStatus: text(),
  status: text(),
  created: text(),
})
export const talentApplicationsSchema = z.object({ results: z.array(talentApplicationSchema) })
export type TalentApplication = z.infer<typeof talentApplicationSchema>

/** POST freelancer/projectApplications {ids}: the applications of several talents (bucket lookups: 100). */
export const talentsApplicationsRequestSchema = z.object({ ids: dbIdList(100) })
export const talentsApplicationsSchema = z.object({
  results: z.array(z.object({ talentId: dbId, applications: z.array(talentApplicationSchema) })),
})
export type TalentsApplications = z.infer<typeof talentsApplicationsSchema>
