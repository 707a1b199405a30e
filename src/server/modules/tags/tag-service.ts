import { and, asc, count, eq, inArray, sql } from 'drizzle-orm'
import type { BulkAssignTagResult, BulkTagOutcome, Tag } from '../../../shared/contracts/tags'
import type { Db, DbOrTx } from '../../db/client'
import { tags, talentTags } from '../../db/schema/all'
import { intArray, rowsOf } from '../../db/sql-helpers'
import type { AuthUser } from '../../deps'
import { conflict, forbidden, notFound } from '../../kernel/api-error'
import { ownedTalent, writeTalentEvent } from '../talents'
import { tagsErrors } from './errors'

export const TAG_NOT_FOUND = tagsErrors.notFound
export const TAG_EXISTS = tagsErrors.exists

/** GET tag/listAll?from&size: by value, case-insensitively. */
export async function listTags(db: DbOrTx, user: AuthUser, page: { from: number; size: number }) {
  const where = eq(tags.clientId, user.clientId)
  const [results, [{ total }]] = await Promise.all([
    db
      .select({ id: tags.id, value: tags.value })
      .from(tags)
      .where(where)
      .orderBy(asc(sql`lower(${tags.value})`), asc(tags.id))
      .offset(page.from)
      .limit(page.size),
    db.select({ total: count() }).from(tags).where(where),
  ])
  return { results, totalResults: Number(total) }
}

async function findByValue(db: DbOrTx, clientId: number, value: string): Promise<Tag | undefined> {
  const [tag] = await db
    .select({ id: tags.id, value: tags.value })
    .from(tags)
    .where(and(eq(tags.clientId, clientId), sql`lower(${tags.value}) = lower(${value})`))
  return tag
}

async function ownedTags(db: DbOrTx, user: AuthUser, ids: number[]): Promise<Tag[]> {
  const rows = await db
    .select({ id: tags.id, value: tags.value })
    .from(tags)
    .where(and(eq(tags.clientId, user.clientId), inArray(tags.id, ids)))
  if (rows.length !== new Set(ids).size) throw notFound(TAG_NOT_FOUND)
  return rows
}

/** POST tags: values are unique per client regardless of case (a unique index guards races). */
export async function createTag(db: DbOrTx, user: AuthUser, value: string): Promise<Tag> {
  if (await findByValue(db, user.clientId, value)) throw conflict(TAG_EXISTS)
  const [tag] = await db
    .insert(tags)
    .values({ clientId: user.clientId, value })
    .onConflictDoNothing()
    .returning({ id: tags.id, value: tags.value })
  if (!tag) throw conflict(TAG_EXISTS)
  return tag
}

/** POST tag/{id}/rename?tagName=: another tag with that value (any case) is a 409; a case change is fine. */
export async function renameTag(db: Db, user: AuthUser, id: number, value: string): Promise<Tag> {
  await ownedTags(db, user, [id])
  const other = await findByValue(db, user.clientId, value)
  if (other && other.id !== id) throw conflict(TAG_EXISTS)
  const [tag] = await db
    .update(tags)
    .set({ value })
    .where(eq(tags.id, id))
    .returning({ id: tags.id, value: tags.value })
  return tag
}

/** POST tag/merge: the sources' talents get the target (once), then the sources are deleted. */
export async function mergeTags(db: Db, user: AuthUser, sourceIds: number[], targetId: number): Promise<Tag> {
  const [target] = await ownedTags(db, user, [targetId])
  await ownedTags(db, user, sourceIds)
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      INSERT INTO talent_tags (talent_id, tag_id, assigned_by)
      SELECT DISTINCT talent_id, ${targetId}::int, ${user.id}::int FROM talent_tags
      WHERE tag_id = ANY(${intArray(sourceIds)})
      ON CONFLICT DO NOTHING`)
    await tx.delete(tags).where(and(eq(tags.clientId, user.clientId), inArray(tags.id, sourceIds)))
  })
  return target
}

/** DELETE tag/delete: the tags and their assignments. */
export async function deleteTags(db: Db, user: AuthUser, ids: number[]) {
  await ownedTags(db, user, ids)
  await db.delete(tags).where(and(eq(tags.clientId, user.clientId), inArray(tags.id, ids)))
}

/**
 * The tag named `value`, created when missing: creating needs the manage-tags permission,
 * assigning an existing tag only assign-tags (§6).
 */
export async function tagForAssign(db: DbOrTx, user: AuthUser, value: string): Promise<Tag> {
  const existing = await findByValue(db, user.clientId, value)
  if (existing) return existing
  if (!user.permissions.includes('TAGS_MANAGE')) throw forbidden(tagsErrors.createForbidden)
  const [tag] = await db
    .insert(tags)
    .values({ clientId: user.clientId, value })
    .onConflictDoNothing()
    .returning({ id: tags.id, value: tags.value })
  return tag ?? ((await findByValue(db, user.clientId, value)) as Tag)
}

/** POST freelancer/{id}/assignTag (idempotent) and createAndAssignTag. Deactivated talents refuse (409). */
export async function assignTag(db: Db, user: AuthUser, talentId: number, tag: Tag | { value: string }) {
  return db.transaction(async (tx) => {
    const t = await ownedTalent(tx, user, talentId, true)
    if (t.state === 'DEACTIVATED') throw conflict(tagsErrors.talentDeactivated)
    const target =
      'id' in tag ? (await ownedTags(tx, user, [tag.id]))[0] : await tagForAssign(tx, user, tag.value)
    const added = await tx
      .insert(talentTags)
      .values({ talentId, tagId: target.id, assignedBy: user.id })
      .onConflictDoNothing()
      .returning({ tagId: talentTags.tagId })
    if (added.length > 0) await writeTalentEvent(tx, user, talentId, 'MSP_TAG_ASSIGNED', target)
    return target
  })
}

/** POST freelancer/{id}/unAssignTag. */
export async function unassignTag(db: Db, user: AuthUser, talentId: number, tagId: number) {
  await db.transaction(async (tx) => {
    await ownedTalent(tx, user, talentId, true)
    const [tag] = await ownedTags(tx, user, [tagId])
    const removed = await tx
      .delete(talentTags)
      .where(and(eq(talentTags.talentId, talentId), eq(talentTags.tagId, tagId)))
      .returning({ tagId: talentTags.tagId })
    if (removed.length > 0) await writeTalentEvent(tx, user, talentId, 'MSP_TAG_REMOVED', tag)
  })
}

/**
 * POST freelancer/tags/bulkAssign: one tag onto up to 1,000 talents with one outcome per
 * talent; deactivated, erased and other clients' talents are refused, not skipped silently.
 */
export async function bulkAssignTag(
  db: Db,
  user: AuthUser,
  input: { talentIds: number[]; tagId?: number; tagName?: string },
): Promise<BulkAssignTagResult> {
  return db.transaction(async (tx) => {
    const tag =
      input.tagId !== undefined
        ? (await ownedTags(tx, user, [input.tagId]))[0]
        : await tagForAssign(tx, user, input.tagName as string)
    const ids = [...new Set(input.talentIds)]
    const rows = rowsOf<{ id: number; state: string; tagged: boolean }>(
      await tx.execute(sql`
        SELECT t.id, t.state, EXISTS (SELECT 1 FROM talent_tags tt WHERE tt.talent_id = t.id AND tt.tag_id = ${tag.id}) AS tagged
        FROM talents t WHERE t.id = ANY(${intArray(ids)}) AND t.client_id = ${user.clientId} AND t.state <> 'DELETED'`),
    )
    const byId = new Map(rows.map((r) => [Number(r.id), r]))
    const outcomeOf = (id: number): BulkTagOutcome => {
      const r = byId.get(id)
      if (!r) return 'notFound'
      if (r.state === 'DEACTIVATED') return 'deactivated'
      return r.tagged ? 'alreadyTagged' : 'assigned'
    }
    const results = ids.map((talentId) => ({ talentId, outcome: outcomeOf(talentId) }))
    const assign = results.filter((r) => r.outcome === 'assigned').map((r) => r.talentId)
    if (assign.length > 0) {
      await tx.execute(sql`
        INSERT INTO talent_tags (talent_id, tag_id, assigned_by)
        SELECT t, ${tag.id}::int, ${user.id}::int FROM unnest(${intArray(assign)}) AS t ON CONFLICT DO NOTHING`)
      await tx.execute(sql`
        INSERT INTO history_events (client_id, entity_type, entity_id, event, msp_id, new_value)
        SELECT ${user.clientId}::int, 'talent', t, 'MSP_TAG_ASSIGNED', ${user.id}::int, ${JSON.stringify(tag)}::jsonb
        FROM unnest(${intArray(assign)}) AS t`)
    }
    return { tag, results }
  })
}
