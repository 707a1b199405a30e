import { sql } from 'drizzle-orm'
import type { ExtractedJob } from '../../../shared/domain/job-extract'
import type { Db } from '../../db/client'
import { rowsOf } from '../../db/sql-helpers'
import type { AuthUser } from '../../deps'
import { badRequest } from '../../kernel/api-error'
import { clientSettings } from '../client'
import { parseJobDocument } from './document-parse'
import { projectsErrors } from './errors'

/** What the client's data knows: skill names and cities to look for in the text. */
async function extractContext(db: Db, user: AuthUser) {
  const [skills, cities, settings] = await Promise.all([
    db.execute(sql`
      SELECT name FROM (
        SELECT name, count(*) AS n FROM talent_skills WHERE client_id = ${user.clientId} AND kind = 'skill' GROUP BY name
        UNION ALL
        SELECT unnest(skills) AS name, 1000 AS n FROM projects WHERE client_id = ${user.clientId}
      ) s GROUP BY name ORDER BY sum(n) DESC LIMIT 2000`),
    db.execute(sql`
      SELECT city, country FROM (
        SELECT site_city AS city, site_country_code AS country FROM projects
          WHERE client_id = ${user.clientId} AND site_city IS NOT NULL AND site_country_code IS NOT NULL
        UNION ALL
        SELECT home_city, home_country_code FROM talents
          WHERE client_id = ${user.clientId} AND home_city IS NOT NULL AND home_country_code IS NOT NULL
      ) c GROUP BY city, country ORDER BY count(*) DESC LIMIT 500`),
    clientSettings(db, user),
  ])
  return {
    skills: rowsOf<{ name: string }>(skills).map((r) => r.name),
    cities: rowsOf<{ city: string; country: string }>(cities).map((r) => ({
      name: r.city,
      countryCode: r.country,
    })),
    currencies: settings.client.currencies,
  }
}

/** POST project/extract: the fields a job description states, for the user to review in the form. */
export async function extractProject(
  db: Db,
  user: AuthUser,
  bytes: Uint8Array,
): Promise<{ fields: ExtractedJob; found: string[] }> {
  const { text, fields } = await parseJobDocument(bytes, await extractContext(db, user))
  if (text.length < 3) throw badRequest(projectsErrors.extractEmpty)
  return { fields, found: Object.keys(fields).filter((k) => k !== 'description') }
}
