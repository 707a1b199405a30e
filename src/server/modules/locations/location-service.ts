import { and, asc, eq, inArray, sql } from 'drizzle-orm'
import type { SavedLocation } from '../../../shared/contracts/project'
import type { Db } from '../../db/client'
import { locationTemplates } from '../../db/schema/all'
import { intArray, rowsOf } from '../../db/sql-helpers'
import type { AuthUser } from '../../deps'

const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v : null)

/** GET locationTemplate?legalEntityId: the saved site addresses of the user's legal entities. */
export async function listLocationTemplates(
  db: Db,
  user: AuthUser,
  legalEntityId: number | undefined,
): Promise<SavedLocation[]> {
  const entities =
    legalEntityId === undefined
      ? user.legalEntityIds
      : user.legalEntityIds.filter((id) => id === legalEntityId)
  if (entities.length === 0) return []
  const rows = await db
    .select()
    .from(locationTemplates)
    .where(
      and(eq(locationTemplates.clientId, user.clientId), inArray(locationTemplates.legalEntityId, entities)),
    )
    .orderBy(asc(locationTemplates.id))
  return rows.map((r) => ({
    ...templateFields(r.body),
    id: `template:${r.id}`,
    legalEntityId: r.legalEntityId,
  }))
}

/** A template's free body (§3) read as a name and the address fields; missing parts are null. */
export function templateFields(b: Record<string, unknown>) {
  return {
    name: text(b.name) ?? [text(b.city), text(b.countryCode)].filter(Boolean).join(', '),
    line1: text(b.line1),
    line2: text(b.line2),
    zipCode: text(b.zipCode),
    city: text(b.city),
    state: text(b.state),
    countryCode: text(b.countryCode),
  }
}

/** GET project/siteLocations: site addresses the client's projects already use, most used first. */
export async function listSiteLocations(db: Db, user: AuthUser): Promise<SavedLocation[]> {
  const rows = rowsOf<Record<string, string | null>>(
    await db.execute(sql`
      SELECT site_line1, site_line2, site_zip_code, site_city, site_state, site_country_code, count(*) AS uses
      FROM projects
      WHERE client_id = ${user.clientId} AND legal_entity_id = ANY(${intArray(user.legalEntityIds)})
        AND site_city IS NOT NULL AND NOT is_template
      GROUP BY 1, 2, 3, 4, 5, 6
      ORDER BY uses DESC, site_city
      LIMIT 50`),
  )
  return rows.map((r, i) => ({
    id: `site:${i}`,
    name: [r.site_line1, r.site_city, r.site_country_code].filter(Boolean).join(', '),
    legalEntityId: null,
    line1: r.site_line1,
    line2: r.site_line2,
    zipCode: r.site_zip_code,
    city: r.site_city,
    state: r.site_state,
    countryCode: r.site_country_code,
  }))
}
