import { and, eq } from 'drizzle-orm'
import {
  LOCATION_TEMPLATE_ERROR_KEYS as E,
  type LocationTemplate,
  type LocationTemplateValues,
} from '../../../shared/contracts/location-template'
import type { DbOrTx } from '../../db/client'
import { locationTemplates } from '../../db/schema/all'
import type { AuthUser } from '../../deps'
import { ApiError, notFound } from '../../kernel/api-error'
import { templateFields } from './location-service'

/**
 * Location templates of a legal entity (§7 POST locationTemplate, GET/PUT/DELETE
 * locationTemplate/{id}); the list call lives in location-service.ts. Another client's
 * template or legal entity answers 404 like a missing one.
 */

type Row = typeof locationTemplates.$inferSelect

const present = (r: Row): LocationTemplate => ({
  ...templateFields(r.body),
  id: r.id,
  legalEntityId: r.legalEntityId,
})

function checkLegalEntity(user: AuthUser, legalEntityId: number) {
  if (!user.legalEntityIds.includes(legalEntityId))
    throw new ApiError(404, E.legalEntity, [E.legalEntity], { legalEntityId: [E.legalEntity] })
}

const bodyOf = ({ legalEntityId: _, ...body }: LocationTemplateValues) => body

async function loadOwned(db: DbOrTx, user: AuthUser, id: number): Promise<Row> {
  const [row] = await db
    .select()
    .from(locationTemplates)
    .where(and(eq(locationTemplates.id, id), eq(locationTemplates.clientId, user.clientId)))
  if (!row || !user.legalEntityIds.includes(row.legalEntityId)) throw notFound(E.notFound)
  return row
}

export async function getLocationTemplate(db: DbOrTx, user: AuthUser, id: number) {
  return present(await loadOwned(db, user, id))
}

export async function createLocationTemplate(db: DbOrTx, user: AuthUser, values: LocationTemplateValues) {
  checkLegalEntity(user, values.legalEntityId)
  const [row] = await db
    .insert(locationTemplates)
    .values({ clientId: user.clientId, legalEntityId: values.legalEntityId, body: bodyOf(values) })
    .returning()
  return present(row)
}

/** A template may move to another of the caller's legal entities. */
export async function updateLocationTemplate(
  db: DbOrTx,
  user: AuthUser,
  id: number,
  values: LocationTemplateValues,
) {
  await loadOwned(db, user, id)
  checkLegalEntity(user, values.legalEntityId)
  const [row] = await db
    .update(locationTemplates)
    .set({ legalEntityId: values.legalEntityId, body: bodyOf(values) })
    .where(eq(locationTemplates.id, id))
    .returning()
  return present(row)
}

export async function deleteLocationTemplate(db: DbOrTx, user: AuthUser, id: number) {
  await loadOwned(db, user, id)
  await db.delete(locationTemplates).where(eq(locationTemplates.id, id))
}
