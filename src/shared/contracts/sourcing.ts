import { z } from 'zod'
import { TALENT_STATES } from '../domain/statuses'
import { dbId, dbIdList, MAX_DB_INT } from './ids'
import { rowFailureSchema } from './pipeline'
import { text } from './text'

/**
 * The top of the funnel (issue 22 §2): a project's invitations (the Invited stage), its matched
 * data-harbour talents, the suggested members of its pools, and candidate availability
 * (§7 project invitation, invitation/open, search/projectInvitation/{id}/query, data harbour,
 * candidatesavailable).
 */

const id = dbId
const count = z.number().int()
const when = text()
const person = z.object({ id, firstName: text(), lastName: text() })
const offset = z.coerce.number().int().min(0).max(MAX_DB_INT).default(0)

/** A talent as the sourcing lists show them (no personal data: name, title, where). */
export const sourcingTalentSchema = z.object({
  id,
  firstName: text(),
  lastName: text(),
  title: text().nullable(),
  city: text().nullable(),
  country: text().nullable(),
  state: z.enum(TALENT_STATES),
})
export type SourcingTalent = z.infer<typeof sourcingTalentSchema>

/** The last availability question of a talent for a project and its answer (null: not answered yet). */
export const availabilitySchema = z.object({
  askedAt: when,
  askedBy: person.nullable(),
  available: z.boolean().nullable(),
  answeredAt: when.nullable(),
})
export type Availability = z.infer<typeof availabilitySchema>

export const INVITATION_STATUSES = ['invited', 'applied', 'declined', 'expired', 'withdrawn'] as const
export type InvitationStatus = (typeof INVITATION_STATUSES)[number]

/** A row of the Invited stage. */
export const invitationRowSchema = z.object({
  id,
  status: z.enum(INVITATION_STATUSES),
  createdAt: when,
  /** The last time it was sent (re-invited), else createdAt. */
  sentAt: when,
  /** When the talent opened it; null: not opened. */
  openedAt: when.nullable(),
  invitedBy: person.nullable(),
  talent: sourcingTalentSchema,
  availability: availabilitySchema.nullable(),
})
export type InvitationRow = z.infer<typeof invitationRowSchema>

/** GET project/{id}/invitation and /invitation/open (paged, newest first). */
export const invitationListQuerySchema = z.object({
  offset,
  size: z.coerce.number().int().min(1).max(500).default(100),
})

/** POST search/projectInvitation/{id}/query: by talent name and status (§7: status invited, id descending). */
export const invitationSearchRequestSchema = z.object({
  query: text().trim().max(200).default(''),
  statuses: z.array(z.enum(INVITATION_STATUSES)).max(INVITATION_STATUSES.length).default(['invited']),
  offset: z.number().int().min(0).max(MAX_DB_INT).default(0),
  size: z.number().int().min(1).max(500).default(100),
})
export type InvitationSearchRequest = z.input<typeof invitationSearchRequestSchema>
export const invitationListResponseSchema = z.object({
  results: z.array(invitationRowSchema),
  totalResults: count,
})
export type InvitationListResponse = z.infer<typeof invitationListResponseSchema>

/** POST project/{id}/invitation/reinvite and /withdraw {invitationIds}. */
export const invitationIdsRequestSchema = z.object({
  invitationIds: dbIdList(1000, 'msp.v2.pipeline.error.empty.selection'),
})
/** Per invitation id, what succeeded and what failed. */
export const sourcingActionResponseSchema = z.object({
  succeededIds: z.array(id),
  failures: z.array(rowFailureSchema),
})
export type SourcingActionResponse = z.infer<typeof sourcingActionResponseSchema>

export const DATA_HARBOUR_STATUSES = ['spotted', 'invited', 'archived'] as const
export type DataHarbourStatus = (typeof DATA_HARBOUR_STATUSES)[number]

/** A matched data-harbour talent (GET project/{id}/dataHarbor/talents/matched). */
export const dataHarbourRowSchema = z.object({
  /** The match's id (matchingIds of invite, archive, unarchive). */
  id,
  status: z.enum(DATA_HARBOUR_STATUSES),
  score: z.number(),
  matchedAt: when,
  dataHarbourTalent: z.object({
    id,
    externalId: text(),
    firstName: text(),
    lastName: text(),
    title: text().nullable(),
    city: text().nullable(),
    country: text().nullable(),
    skills: z.array(text()),
  }),
  /** The talent made from the record when it was invited, else null. */
  talentId: id.nullable(),
})
export type DataHarbourRow = z.infer<typeof dataHarbourRowSchema>

export const dataHarbourQuerySchema = z.object({
  status: z.enum(DATA_HARBOUR_STATUSES).default('spotted'),
  query: text().trim().max(200).default(''),
  offset,
  size: z.coerce.number().int().min(1).max(500).default(100),
})
export type DataHarbourQuery = z.input<typeof dataHarbourQuerySchema>
export const dataHarbourResponseSchema = z.object({
  results: z.array(dataHarbourRowSchema),
  totalResults: count,
  /** §3 dhCounts: spotted and the others (invited or archived). */
  dhCounts: z.object({ spotted: count, others: count }),
})
export type DataHarbourResponse = z.infer<typeof dataHarbourResponseSchema>

/** POST project/{id}/dataHarbor/talents/invite | archive | unarchive {matchingIds}. */
export const matchingIdsRequestSchema = z.object({
  matchingIds: dbIdList(1000, 'msp.v2.pipeline.error.empty.selection'),
})

/** A row of the Suggested stage: an accepted member of the project's pools, neither applicant nor invitee. */
export const suggestedRowSchema = z.object({
  talent: sourcingTalentSchema,
  /** The project's pools the talent is an accepted member of. */
  pools: z.array(z.object({ id, name: text() })),
  /** Most recent acceptance into one of them. */
  memberSince: when,
  availability: availabilitySchema.nullable(),
})
export type SuggestedRow = z.infer<typeof suggestedRowSchema>
export const suggestedQuerySchema = z.object({
  query: text().trim().max(200).default(''),
  offset,
  size: z.coerce.number().int().min(1).max(500).default(100),
})
export type SuggestedQuery = z.input<typeof suggestedQuerySchema>
export const suggestedResponseSchema = z.object({ results: z.array(suggestedRowSchema), totalResults: count })
export type SuggestedResponse = z.infer<typeof suggestedResponseSchema>

/** POST project/candidatesavailable: ask one talent whether they are available for the project. */
export const availabilityAskSchema = z.object({ projectId: id, talentId: id })
/** POST project/candidatesavailableBulk: ask several talents. */
export const availabilityAskBulkSchema = z.object({
  projectId: id,
  talentIds: dbIdList(1000, 'msp.v2.pipeline.error.empty.selection'),
})
/** POST project/{id}/candidatesavailable: ask talents about the project in the path. */
export const availabilityAskForProjectSchema = availabilityAskBulkSchema.omit({ projectId: true })
/** PUT project/{id}/candidatesavailable/{talentId}: the talent's answer, as they gave it. */
export const availabilityAnswerSchema = z.object({ available: z.boolean() })
/** GET project/{id}/candidatesavailable: every question asked for the project with its answer. */
export const availabilityListResponseSchema = z.object({
  results: z.array(availabilitySchema.extend({ talent: sourcingTalentSchema })),
})
export type AvailabilityListResponse = z.infer<typeof availabilityListResponseSchema>
