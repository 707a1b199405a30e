import { z } from 'zod'
import { CV_ITEM_KINDS, SKILL_KINDS, TALENT_STATES, TALENT_TIERS } from '../domain/statuses'

export const addressSchema = z.object({
  line1: z.string().nullable(),
  line2: z.string().nullable(),
  zipCode: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  countryCode: z.string().nullable(),
})

export const cvItemSchema = z.object({
  id: z.number(),
  kind: z.enum(CV_ITEM_KINDS),
  title: z.string(),
  organization: z.string().nullable(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  ongoing: z.boolean(),
  description: z.string().nullable(),
  history_attachment: z.string().nullable(),
})

/** GET freelancer/{id}/profile (§3 Talent, CV history item, skills, languages, Address, Tag). */
export const talentProfileSchema = z.object({
  id: z.number(),
  state: z.enum(TALENT_STATES),
  tier: z.enum(TALENT_TIERS).nullable(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string().nullable(),
  emailVerified: z.boolean(),
  phone: z.string().nullable(),
  title: z.string().nullable(),
  summary: z.string().nullable(),
  consentTo: z.string().nullable(),
  cvId: z.string().nullable(),
  homeAddress: addressSchema,
  homeAddressCountry: z.string().nullable(),
  currentLocation: z.object({
    country: z.string().nullable(),
    city: z.string().nullable(),
    latitude: z.number().nullable(),
    longitude: z.number().nullable(),
  }),
  availability: z.object({
    notAvailableFrom: z.string().nullable(),
    notAvailableUntil: z.string().nullable(),
  }),
  cvItems: z.array(cvItemSchema),
  skills: z.array(z.object({ kind: z.enum(SKILL_KINDS), name: z.string() })),
  languages: z.array(z.object({ iso: z.string(), proficiency: z.number().int().min(0).max(3) })),
  tags: z.array(z.object({ id: z.number(), value: z.string() })),
})
export type TalentProfile = z.infer<typeof talentProfileSchema>
