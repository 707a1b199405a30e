import { z } from 'zod'
import { MEMBERSHIP_ACTIONS } from '../domain/pool-membership'
import { POOL_MEMBERSHIP_STATUSES, PROJECT_CHIPS, PROJECT_STATUSES, TALENT_STATES } from '../domain/statuses'
import { checkVariables, variantsSchema } from './email'
import { heldEmailsSchema } from './email-hold'
import { dbId, dbIdList, MAX_DB_INT } from './ids'
import { rowFailureSchema, taskSchema } from './pipeline'
import { text } from './text'

/**
 * Pools and their memberships (spec §2 Pools, §3 Pool, pool membership, Category; §4 membership
 * statuses; §7 Pool calls, search/pool/query, project pools). Issue 22.
 */

const id = dbId
const count = z.number().int()
const when = text()
const person = z.object({ id, firstName: text(), lastName: text() })

export const membershipStatusSchema = z.enum(POOL_MEMBERSHIP_STATUSES)
export const membershipActionSchema = z.enum(MEMBERSHIP_ACTIONS)

/** Members of a pool per status (every status present, 0 when none). */
export const memberCountsSchema = z.object({
  ACCEPTED: count,
  ARCHIVED_ACCEPTED: count,
  DELETED: count,
  PENDING: count,
  REJECTED: count,
})
export type MemberCounts = z.infer<typeof memberCountsSchema>

/** Category of the content service (§3, §7): the name in the reader's language, with fallback. */
export const poolCategorySchema = z.object({ id, name: text(), description: text().nullable() })
export type PoolCategory = z.infer<typeof poolCategorySchema>
/** GET pool/categories. */
export const poolCategoriesResponseSchema = z.object({ results: z.array(poolCategorySchema) })

/** A row of the pools list (/pools) and search/pool/query. */
export const poolRowSchema = z.object({
  id,
  name: text(),
  description: text().nullable(),
  /** §3: private when false. */
  ready4Public: z.boolean(),
  category: poolCategorySchema.nullable(),
  counts: memberCountsSchema,
  /** Accepted members (kept for the project form's picker). */
  members: count,
  /** Projects published to the pool (of the reader's legal entities). */
  projects: count,
  createdAt: when,
})
export type PoolRow = z.infer<typeof poolRowSchema>

export const POOL_SORTS = ['name', 'pending', 'members', 'created'] as const
export type PoolSort = (typeof POOL_SORTS)[number]

/** POST search/pool/query: name contains, category, public or private, pending only; sorted. */
export const poolSearchRequestSchema = z.object({
  query: text().trim().max(200).default(''),
  categoryId: id.optional(),
  visibility: z.enum(['public', 'private']).optional(),
  /** Only pools with pending memberships. */
  pending: z.boolean().optional(),
  sort: z.enum(POOL_SORTS).default('name'),
  offset: z.number().int().min(0).max(MAX_DB_INT).default(0),
  size: z.number().int().min(1).max(999).default(100),
})
export type PoolSearchRequest = z.input<typeof poolSearchRequestSchema>
export const poolSearchResponseSchema = z.object({
  results: z.array(poolRowSchema),
  totalResults: count,
})
export type PoolSearchResponse = z.infer<typeof poolSearchResponseSchema>

/** GET pool/{id}: the pool with its counts. */
export const poolDetailSchema = poolRowSchema
export type PoolDetail = PoolRow

/** POST pool, PUT pool/{id}: create and rename (plus description, category, public or private). */
export const poolFormSchema = z.object({
  name: text().trim().min(1, 'msp.v2.pools.error.name.required').max(200, 'msp.v2.pools.error.name.long'),
  description: text()
    .trim()
    .max(2000, 'msp.v2.pools.error.description.long')
    .nullable()
    .default(null)
    .transform((v) => (v === '' ? null : v)),
  ready4Public: z.boolean().default(false),
  categoryId: id.nullable().default(null),
})
export type PoolForm = z.input<typeof poolFormSchema>

/**
 * DELETE pool/{id}?members=N: a pool with members is deleted only when the caller says how many
 * it has (what the confirmation showed); otherwise 409 with the current count.
 */
export const poolDeleteQuerySchema = z.object({
  members: z.coerce.number().int().min(0).max(MAX_DB_INT).optional(),
})
/** The 409 of a delete that was not confirmed for the current member count. */
export const POOL_DELETE_CONFIRM_KEY = 'msp.v2.pools.error.delete.confirm'

/** A member of a pool (GET pool/membership/pool/{id}, pool/membership/pools). */
export const memberRowSchema = z.object({
  id,
  poolId: id,
  poolName: text(),
  status: membershipStatusSchema,
  stage: text().nullable(),
  createdAt: when,
  updatedAt: when,
  talent: z.object({
    id,
    firstName: text(),
    lastName: text(),
    title: text().nullable(),
    city: text().nullable(),
    country: text().nullable(),
    state: z.enum(TALENT_STATES),
  }),
})
export type MemberRow = z.infer<typeof memberRowSchema>

/** GET pool/membership/pool/{id}?status&query&offset&size (status default PENDING). */
export const memberListQuerySchema = z.object({
  status: membershipStatusSchema.default('PENDING'),
  query: text().trim().max(200).default(''),
  offset: z.coerce.number().int().min(0).max(MAX_DB_INT).default(0),
  size: z.coerce.number().int().min(1).max(500).default(100),
})
export type MemberListQuery = z.input<typeof memberListQuerySchema>
export const memberListResponseSchema = z.object({
  results: z.array(memberRowSchema),
  /** Members of the status (and query). */
  totalResults: count,
  counts: memberCountsSchema,
})
export type MemberListResponse = z.infer<typeof memberListResponseSchema>

/** GET pool/membership/pools?status&offset&size: memberships across the client's pools (pending by default). */
export const membershipsAcrossQuerySchema = z.object({
  status: membershipStatusSchema.default('PENDING'),
  offset: z.coerce.number().int().min(0).max(MAX_DB_INT).default(0),
  size: z.coerce.number().int().min(1).max(500).default(100),
})
export const membershipsAcrossResponseSchema = z.object({
  results: z.array(memberRowSchema),
  totalResults: count,
})
export type MembershipsAcrossResponse = z.infer<typeof membershipsAcrossResponseSchema>

/** POST pool/freelancer/add and /remove. */
export const poolTalentsRequestSchema = z.object({
  poolId: id,
  talentIds: dbIdList(1000, 'msp.v2.pipeline.error.empty.selection'),
})

/** The membership after a single transition (PUT pool/membership/{id}/accept, /deny, /archive, /restore). */
export const poolMembershipResponseSchema = z.object({ id, status: membershipStatusSchema })

/** PUT pool/membership/{id}/deny: with the pool-rejection email (default template), another or none. */
export const denyRequestSchema = z.object({
  email: z.object({ templateId: id.nullable() }).optional(),
})

/** At most this many memberships in one bulk call (a pool of 100,000 is worked as a task). */
export const MAX_BULK_MEMBERSHIPS = 100_000

/** PUT pool/membership/acceptBulk and denyBulk {ids}: membership ids. */
export const membershipBulkRequestSchema = z.object({
  ids: dbIdList(MAX_BULK_MEMBERSHIPS, 'msp.v2.pipeline.error.empty.selection'),
  email: z.object({ templateId: id.nullable() }).optional(),
})
export type MembershipBulkRequest = z.input<typeof membershipBulkRequestSchema>

/** PUT pool/membership/archiveBulk and restoreBulk {ids}: accepted members ticked on the pool page. */
export const membershipChangeRequestSchema = z.object({
  ids: dbIdList(500, 'msp.v2.pipeline.error.empty.selection'),
})
export type MembershipChangeRequest = z.input<typeof membershipChangeRequestSchema>

/** What an archive or restore of several members did: the moved ones, and why the others did not move. */
export const membershipChangeResponseSchema = z.object({
  succeededIds: z.array(id),
  failures: z.array(rowFailureSchema),
})
export type MembershipChangeResponse = z.infer<typeof membershipChangeResponseSchema>

/** The outcome of one membership: its new status, or why it did not move. */
export const memberResultSchema = z.object({
  id,
  status: membershipStatusSchema.nullable(),
  reason: text().nullable(),
})
export type MemberResult = z.infer<typeof memberResultSchema>

/** Up to 50 memberships at once (a result per member); more as a background task. */
export const membershipBulkResponseSchema = z.discriminatedUnion('mode', [
  z.object({
    mode: z.literal('done'),
    succeededIds: z.array(id),
    failures: z.array(rowFailureSchema),
    /** The pool-rejection emails a deny holds. */
    emails: heldEmailsSchema.optional(),
  }),
  z.object({ mode: z.literal('task'), task: taskSchema }),
])
export type MembershipBulkResponse = z.infer<typeof membershipBulkResponseSchema>

/** GET pool/membership/bulk/{taskId}: the task's result per member, in the order sent. */
export const bulkResultsQuerySchema = z.object({
  offset: z.coerce.number().int().min(0).max(MAX_DB_INT).default(0),
  size: z.coerce.number().int().min(1).max(1000).default(1000),
})
export const bulkResultRowSchema = memberResultSchema.extend({
  talent: z.object({ id, firstName: text(), lastName: text() }).nullable(),
})
export const bulkResultsResponseSchema = z.object({
  action: z.enum(['accept', 'deny']),
  poolIds: z.array(id),
  task: taskSchema,
  results: z.array(bulkResultRowSchema),
  /** Results written so far (grows while the task runs), and of those how many failed. */
  totalResults: count,
  failed: count,
})
export type BulkResultsResponse = z.infer<typeof bulkResultsResponseSchema>

/** A project a pool is published to (GET pool/{id}/projects, project/{id}/pools). */
export const poolProjectSchema = z.object({
  id,
  title: text(),
  status: z.enum(PROJECT_STATUSES),
  chip: z.enum(PROJECT_CHIPS),
  legalEntityName: text(),
  /** Invitations of the pool's members to the project: all, and still open. */
  invitations: count,
  openInvitations: count,
})
export type PoolProject = z.infer<typeof poolProjectSchema>
export const poolProjectsResponseSchema = z.object({
  results: z.array(poolProjectSchema),
  totalResults: count,
})

/** GET project/{id}/pools: the pools a project is published to. */
export const projectPoolsResponseSchema = z.object({
  results: z.array(z.object({ id, name: text(), ready4Public: z.boolean(), members: count, pending: count })),
})
export type ProjectPoolsResponse = z.infer<typeof projectPoolsResponseSchema>

/** PUT project/{id}/poolsUpdate {poolIds}: the project's pools become exactly these. */
export const projectPoolsUpdateSchema = z.object({ poolIds: z.array(id).max(100) })

/** POST pool/project/add {poolId, projectIds}: publish a pool to projects. */
export const poolProjectAddSchema = z.object({
  poolId: id,
  projectIds: dbIdList(1000, 'msp.v2.pipeline.error.empty.selection'),
})
export const poolProjectAddResponseSchema = z.object({
  succeededIds: z.array(id),
  failures: z.array(rowFailureSchema),
})

/** An invitation of a pool member to a project published to the pool (GET pool/{id}/projectInvitations[/open]). */
export const poolInvitationSchema = z.object({
  id,
  status: text(),
  createdAt: when,
  openedAt: when.nullable(),
  project: z.object({ id, title: text() }),
  talent: z.object({ id, firstName: text(), lastName: text() }),
  invitedBy: person.nullable(),
})
export type PoolInvitation = z.infer<typeof poolInvitationSchema>
export const poolInvitationsQuerySchema = z.object({
  projectId: z.coerce.number().int().positive().max(MAX_DB_INT).optional(),
  offset: z.coerce.number().int().min(0).max(MAX_DB_INT).default(0),
  size: z.coerce.number().int().min(1).max(500).default(100),
})
export const poolInvitationsResponseSchema = z.object({
  results: z.array(poolInvitationSchema),
  totalResults: count,
})
export type PoolInvitationsResponse = z.infer<typeof poolInvitationsResponseSchema>

/**
 * POST pool/contact and pool/contact/preview: email a pool's members of one status, or a
 * selection of them, through the email module's compose (the pool email motivation).
 */
export const poolContactRequestSchema = z
  .object({
    poolId: id,
    /** Memberships to write to; none: every member of `status`. */
    membershipIds: z.array(id).max(MAX_BULK_MEMBERSHIPS).optional(),
    status: membershipStatusSchema.default('ACCEPTED'),
    templateId: id.nullable().default(null),
    variants: variantsSchema,
    uniquePerTalent: z.boolean().default(true),
  })
  .superRefine((input, ctx) => checkVariables({ motivation: 'poolEmail', variants: input.variants }, ctx))
export type PoolContactRequest = z.input<typeof poolContactRequestSchema>

/** The membership after a deny, with the pool-rejection emails it holds. */
export const poolDenyResponseSchema = poolMembershipResponseSchema.extend({ emails: heldEmailsSchema })
