import { Hono } from 'hono'
import { geoAutocompleteSchema, locationQuerySchema } from '../../../shared/contracts/geo'
import type { AppEnv } from '../../deps'
import { notFound } from '../../kernel/api-error'
import { parseBody, parseParams } from '../../kernel/validate'
import { geoErrors } from './errors'
import { gazetteer } from './gazetteer'

/** POST geo/autocomplete (§7 Misc), mounted at /api/geo: the city field's suggestions. */
export const geoRoutes = new Hono<AppEnv>().post('/autocomplete', async (c) => {
  const { input, country, limit } = await parseBody(c, geoAutocompleteSchema)
  return c.json({ results: await gazetteer.autocomplete(input, country, limit) })
})

/** GET /napi/location (§7 Misc): country, city, latitude and longitude of a city or a point. */
export const locationRoutes = new Hono<AppEnv>().get('/', async (c) => {
  const q = parseParams(c.req.query(), locationQuerySchema)
  const place =
    'city' in q ? await gazetteer.locate(q.city, q.country) : await gazetteer.nearest(q.latitude, q.longitude)
  if (!place) throw notFound(geoErrors.locationNotFound)
  return c.json({
    country: place.country,
    city: place.city,
    state: place.state,
    latitude: place.latitude,
    longitude: place.longitude,
  })
})
