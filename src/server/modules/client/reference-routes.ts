import { asc, eq } from 'drizzle-orm'
import { Hono } from 'hono'
import { z } from 'zod'
import { sortCountries } from '../../../shared/domain/countries'
import { countries, languages, msps } from '../../db/schema/all'
import type { AppEnv } from '../../deps'
import { parseParams } from '../../kernel/validate'
import { clientSettings } from './settings'

const languageQuery = z.object({
  language: z
    .string()
    .regex(/^[a-z]{2}$/)
    .optional(),
})

/** GET languages (§7 Misc): every language a profile or a talent's language list can name. */
export const languageRoutes = new Hono<AppEnv>().get('/', async (c) =>
  c.json(
    await c.var.deps.db
      .select({ iso: languages.iso, name: languages.name })
      .from(languages)
      .orderBy(asc(languages.name)),
  ),
)

/**
 * GET country (§7 Misc, §9): the countries a picker offers, in the client's order (preferred,
 * then countries of interest, then alphabetical), named in `language` or the user's own locale.
 */
export const countryRoutes = new Hono<AppEnv>().get('/', async (c) => {
  const { language } = parseParams(c.req.query(), languageQuery)
  const db = c.var.deps.db
  const [rows, settings, [me]] = await Promise.all([
    db.select().from(countries),
    clientSettings(db, c.var.user),
    language
      ? Promise.resolve([])
      : db.select({ locale: msps.locale }).from(msps).where(eq(msps.id, c.var.user.id)),
  ])
  const config = settings.client
  return c.json(
    sortCountries(rows, {
      preferred: config.preferredSortedCountries,
      ofInterest: config.countriesOfInterest,
      language: language ?? (me?.locale ?? 'en').slice(0, 2),
    }),
  )
})
