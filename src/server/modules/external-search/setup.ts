import { sql } from 'drizzle-orm'
import {
  type ReferenceProvidersProcess,
  startReferenceProviders,
} from '../../../reference/talent-providers/process'
import type { Db } from '../../db/client'
import { rowsOf } from '../../db/sql-helpers'
import type { Env } from '../../env'
import { providersFromUrls } from '../../integrations/talent-providers/drivers/from-env'
import type { TalentProviders } from '../../integrations/talent-providers/port'
import type { Logger } from '../../kernel/logger'

/** How many of each client's talents the reference providers also know (the demo's duplicates to find). */
const OVERLAP_PER_CLIENT = 150

/**
 * The demo's providers also know some of the workspace's talents, as real providers do, under
 * other spellings: email in capitals with spaces, the phone in national form with dashes, the
 * first name in capitals. Every 7th active talent of each client, so a search finds some.
 */
async function addOverlap(db: Db, ref: ReferenceProvidersProcess) {
  const rows = rowsOf<Record<string, string | null>>(
    await db.execute(sql`
      SELECT first_name, last_name, title, email, phone, coalesce(current_city, home_city) AS city,
        coalesce(current_country, home_country_code) AS country, skills_text
      FROM (SELECT t.*, row_number() OVER (PARTITION BY client_id ORDER BY id) AS n FROM talents t WHERE state = 'ACTIVE') x
      WHERE n % 7 = 0 AND n <= ${OVERLAP_PER_CLIENT * 7}`),
  )
  await ref.overlap(
    rows.map((r, i) => ({
      firstName: i % 3 === 2 ? String(r.first_name).toUpperCase() : String(r.first_name),
      lastName: String(r.last_name),
      title: r.title ?? 'Consultant',
      email: i % 3 === 0 && r.email ? ` ${r.email.toUpperCase()} ` : null,
      phone: i % 3 === 1 && r.phone ? `0${r.phone.replace(/^\+\d{2}\s?/, '').replace(/\s/g, '-')}` : null,
      city: r.city ?? 'Berlin',
      countryCode: r.country ?? 'DE',
      skills: (r.skills_text ?? '').split(' ').filter(Boolean).slice(0, 6),
    })),
  )
  return rows.length
}

/**
 * The external talent providers of this server: MONSTER_URL / TEXTKERNEL_URL with their keys, and
 * for each one without a URL (REFERENCE_PROVIDERS=true, the default) the reference providers on
 * loopback, so the embedded default searches really over HTTP. Started before the database is
 * ready (generating 50,000 profiles takes a moment); `addOverlap` runs once the demo data is there.
 */
export async function setUpTalentProviders(o: { env: Env; logger: Logger }): Promise<{
  providers: TalentProviders
  addOverlap(db: Db): Promise<void>
  stop(): Promise<void>
}> {
  const { env } = o
  const configured = {
    monster: env.MONSTER_URL ? { url: env.MONSTER_URL, key: env.MONSTER_API_KEY } : undefined,
    textkernel: env.TEXTKERNEL_URL ? { url: env.TEXTKERNEL_URL, key: env.TEXTKERNEL_API_KEY } : undefined,
  }
  let ref: ReferenceProvidersProcess | null = null
  if (env.REFERENCE_PROVIDERS === 'true' && (!configured.monster || !configured.textkernel)) {
    const started = performance.now()
    ref = await startReferenceProviders()
    configured.monster ??= { url: `${ref.url}/monster`, key: ref.monsterKey }
    configured.textkernel ??= { url: `${ref.url}/textkernel`, key: ref.textkernelKey }
    o.logger.info('reference talent providers listening', {
      url: ref.url,
      ms: Math.round(performance.now() - started),
    })
  }
  return {
    providers: providersFromUrls(env, configured),
    addOverlap: async (db) => {
      if (!ref) return
      const overlap = await addOverlap(db, ref).catch((error: unknown) => {
        o.logger.warn('reference providers: overlap profiles not added', { error: String(error) })
        return 0
      })
      o.logger.info('reference talent providers know some talents under other spellings', { overlap })
    },
    stop: async () => {
      await ref?.stop()
    },
  }
}
