import { timingSafeEqual } from 'node:crypto'
import { type Context, Hono } from 'hono'
import { hasTerm, matches, parseBoolean, QuerySyntaxError } from './boolean-query'
import { FaultBox, type ProviderFault, sleep } from './faults'
import { cvPdf } from './pdf'
import { cityNamed, distanceKm, generatePeople, type Person, tokensOf, wordsOf } from './people'

export interface ReferenceProvidersConfig {
  people: number
  monsterKey: string
  textkernelKey: string
  /** Guards /_admin (tests and npm start add overlap profiles and faults); empty: no admin routes. */
  adminToken: string
}

/** What an overlap profile (a workspace talent under another spelling) is made of. */
export interface OverlapInput {
  firstName: string
  lastName: string
  title: string
  email: string | null
  phone: string | null
  city: string
  countryCode: string
  skills: string[]
}

const MONSTER = { maxPageSize: 50, maxResults: 1000 }
const TEXTKERNEL = { pageSize: 100, resultCap: 500 }

const equal = (a: string, b: string) => {
  const x = Buffer.from(a)
  const y = Buffer.from(b)
  return x.length === y.length && timingSafeEqual(x, y)
}
const apiError = (code: string, message: string) => ({ error: { code, message } })

type Filter = { location?: { lat: number; lon: number; km: number }; countries?: string[]; skills?: string[] }

function facetCounts(hits: Person[], pick: (p: Person) => string[], top = 10) {
  const counts = new Map<string, number>()
  for (const p of hits) for (const v of pick(p)) counts.set(v, (counts.get(v) ?? 0) + 1)
  return [...counts]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, top)
    .map(([value, count]) => ({ value, count }))
}

function filtered(people: Person[], test: (p: Person) => boolean, f: Filter): Person[] {
  return people.filter(
    (p) =>
      (!f.countries?.length || f.countries.includes(p.countryCode)) &&
      (!f.skills?.length || f.skills.every((s) => p.skills.includes(s))) &&
      (!f.location || distanceKm(p, f.location) <= f.location.km) &&
      test(p),
  )
}

/**
 * Two talent providers on one loopback port (docs/talent-providers-protocol.md): a Monster-like
 * API under /monster (API key, boolean queries, pages of 50, at most 1,000 results) and a
 * Textkernel-like API under /textkernel (bearer key, must / should / must-not terms, pages of 100,
 * at most 500 results), over one generated candidate set.
 */
export function createReferenceProviders(config: ReferenceProvidersConfig) {
  const people = generatePeople(config.people)
  const byId = new Map(people.map((p) => [p.id, p]))
  const faults = new FaultBox()
  const counters = { monster: 0, textkernel: 0 }
  const app = new Hono()

  /** Applies the provider's next fault; a response when the fault answers instead of the API. */
  async function fault(
    c: Context,
    provider: 'monster' | 'textkernel',
  ): Promise<Response | 'malformed' | null> {
    counters[provider]++
    const f = faults.take(provider)
    if (!f) return null
    if (f.kind === 'malformed') return 'malformed'
    if (f.kind === 'hang') {
      await sleep(f.ms)
      return c.json(apiError('unavailable', 'Service unavailable.'), 503)
    }
    const headers: Record<string, string> = {}
    if (f.retryAfter !== undefined) headers['retry-after'] = String(f.retryAfter)
    const message = f.status === 429 ? 'Rate limit exceeded.' : `Internal error (HTTP ${f.status}).`
    return c.json(
      apiError(f.status === 429 ? 'rate_limited' : 'server_error', message),
      f.status as 500,
      headers,
    )
  }

  const locate = (loc: { city?: string; radiusKm?: number } | undefined) => {
    if (!loc?.city) return undefined
    const city = cityNamed(loc.city)
    // An unknown city matches nobody rather than everybody.
    return city ? { lat: city.lat, lon: city.lon, km: loc.radiusKm ?? 25 } : { lat: 0, lon: 0, km: -1 }
  }

  // ---- Monster -------------------------------------------------------------------------
  const monster = new Hono()
  monster.use('*', async (c, next) => {
    if (!equal(c.req.header('x-api-key') ?? '', config.monsterKey))
      return c.json(apiError('unauthorized', 'Invalid API key.'), 401)
    await next()
  })
  const monsterCandidate = (p: Person) => ({
    candidateId: `M${p.id}`,
    name: { first: p.firstName, last: p.lastName },
    contact: { email: p.email, phone: p.phone },
    currentTitle: p.title,
    location: { city: p.city, country: p.countryCode },
    skills: p.skills,
    lastModified: p.updatedAt,
  })
  monster.post('/v2/candidates/search', async (c) => {
    const injected = await fault(c, 'monster')
    if (injected instanceof Response) return injected
    const body = (await c.req.json().catch(() => null)) as {
      query?: string
      location?: { city?: string; country?: string; radiusKm?: number }
      facets?: { country?: string[]; skills?: string[] }
      page?: { number?: number; size?: number }
    } | null
    if (!body || typeof body.query !== 'string')
      return c.json(apiError('invalid_request', 'query is required.'), 400)
    const size = body.page?.size ?? 20
    const number = body.page?.number ?? 1
    if (size < 1 || size > MONSTER.maxPageSize)
      return c.json(apiError('invalid_page', `Page size must be 1-${MONSTER.maxPageSize}.`), 400)
    if (number * size > MONSTER.maxResults + size)
      return c.json(apiError('result_cap', `At most ${MONSTER.maxResults} results can be paged.`), 400)
    let node: ReturnType<typeof parseBoolean>
    try {
      node = parseBoolean(body.query)
    } catch (e) {
      if (e instanceof QuerySyntaxError) return c.json(apiError('invalid_query', e.message), 400)
      throw e
    }
    const hits = filtered(people, (p) => matches(node, p), {
      location: locate(body.location),
      countries: body.facets?.country,
      skills: body.facets?.skills,
    }).sort((a, b) => b.updatedAt.localeCompare(a.updatedAt) || Number(a.id) - Number(b.id))
    const page = hits
      .slice((number - 1) * size, Math.min(number * size, MONSTER.maxResults))
      .map(monsterCandidate)
    if (injected === 'malformed' && page.length > 0) (page[0] as { name: unknown }).name = null
    return c.json({
      total: hits.length,
      candidates: page,
      facetResults: {
        country: facetCounts(hits, (p) => [p.countryCode]),
        skills: facetCounts(hits, (p) => p.skills),
      },
      limits: MONSTER,
    })
  })
  const monsterPerson = (c: Context) => {
    const id = c.req.param('id') ?? ''
    return id.startsWith('M') ? byId.get(id.slice(1)) : undefined
  }
  monster.get('/v2/candidates/:id', async (c) => {
    const injected = await fault(c, 'monster')
    if (injected instanceof Response) return injected
    const p = monsterPerson(c)
    if (!p) return c.json(apiError('not_found', 'No such candidate.'), 404)
    return c.json({
      ...monsterCandidate(p),
      ...(p.malformed ? { name: null } : {}),
      summary: p.summary,
      workHistory: p.experience.map((e) => ({
        jobTitle: e.title,
        company: e.organization,
        from: e.startDate,
        to: e.endDate,
      })),
      education: [],
      languages: p.languages.map((l) => ({ code: l.iso, proficiency: l.level })),
    })
  })
  monster.get('/v2/candidates/:id/resume', async (c) => {
    const injected = await fault(c, 'monster')
    if (injected instanceof Response) return injected
    const p = monsterPerson(c)
    if (!p) return c.json(apiError('not_found', 'No such candidate.'), 404)
    return c.body(cvPdf(p) as Uint8Array<ArrayBuffer>, 200, { 'content-type': 'application/pdf' })
  })
  app.route('/monster', monster)

  // ---- Textkernel ----------------------------------------------------------------------
  const tk = new Hono()
  tk.use('*', async (c, next) => {
    const token = c.req.header('authorization')?.replace(/^Bearer\s+/i, '') ?? ''
    if (!equal(token, config.textkernelKey))
      return c.json(apiError('unauthorized', 'Invalid bearer token.'), 401)
    await next()
  })
  const tkDocument = (p: Person) => ({
    firstname: p.firstName,
    lastname: p.lastName,
    email: p.email,
    phone: p.phone,
    jobtitle: p.title,
    city: p.city,
    countrycode: p.countryCode,
    skills: p.skills,
    modified: p.updatedAt,
  })
  tk.post('/search/v2/candidates', async (c) => {
    const injected = await fault(c, 'textkernel')
    if (injected instanceof Response) return injected
    const body = (await c.req.json().catch(() => null)) as {
      must?: string[]
      should?: string[]
      mustNot?: string[]
      location?: { name?: string; countrycode?: string; radius?: string }
      facetFilters?: { countrycode?: string[]; skills?: string[] }
      offset?: number
      limit?: number
    } | null
    if (!body) return c.json(apiError('invalid_request', 'A JSON body is required.'), 400)
    const limit = body.limit ?? 10
    const offset = body.offset ?? 0
    if (limit < 1 || limit > TEXTKERNEL.pageSize)
      return c.json(apiError('invalid_page', `limit must be 1-${TEXTKERNEL.pageSize}.`), 400)
    if (offset >= TEXTKERNEL.resultCap)
      return c.json(apiError('result_cap', `At most ${TEXTKERNEL.resultCap} results can be paged.`), 400)
    const must = (body.must ?? []).map((t) => t.toLowerCase())
    const should = (body.should ?? []).map((t) => t.toLowerCase())
    const mustNot = (body.mustNot ?? []).map((t) => t.toLowerCase())
    if (must.length + should.length === 0) return c.json(apiError('invalid_query', 'No search terms.'), 400)
    const radius = Number(/^(\d+)km$/.exec(body.location?.radius ?? '')?.[1] ?? 25)
    const score = (p: Person) => must.length + should.filter((t) => hasTerm(p, t)).length
    const hits = filtered(
      people,
      (p) =>
        must.every((t) => hasTerm(p, t)) &&
        !mustNot.some((t) => hasTerm(p, t)) &&
        (must.length > 0 || should.some((t) => hasTerm(p, t))),
      {
        location: locate(body.location?.name ? { city: body.location.name, radiusKm: radius } : undefined),
        countries: body.facetFilters?.countrycode,
        skills: body.facetFilters?.skills,
      },
    )
      .map((p) => ({ p, s: score(p) }))
      .sort((a, b) => b.s - a.s || Number(a.p.id) - Number(b.p.id))
    const page = hits.slice(offset, Math.min(offset + limit, TEXTKERNEL.resultCap)).map(({ p, s }) => ({
      id: `TK-${p.id}`,
      score: s,
      document: tkDocument(p) as Record<string, unknown>,
    }))
    if (injected === 'malformed' && page.length > 0) page[0].document.lastname = 42
    const ps = hits.map((h) => h.p)
    return c.json({
      total: hits.length,
      hits: page,
      facets: [
        {
          field: 'countrycode',
          buckets: facetCounts(ps, (p) => [p.countryCode]).map((b) => ({ key: b.value, count: b.count })),
        },
        {
          field: 'skills',
          buckets: facetCounts(ps, (p) => p.skills).map((b) => ({ key: b.value, count: b.count })),
        },
      ],
      limits: TEXTKERNEL,
    })
  })
  const tkPerson = (c: Context) => {
    const id = c.req.param('id') ?? ''
    return id.startsWith('TK-') ? byId.get(id.slice(3)) : undefined
  }
  tk.get('/search/v2/candidates/:id', async (c) => {
    const injected = await fault(c, 'textkernel')
    if (injected instanceof Response) return injected
    const p = tkPerson(c)
    if (!p) return c.json(apiError('not_found', 'No such candidate.'), 404)
    return c.json({
      id: `TK-${p.id}`,
      document: {
        ...tkDocument(p),
        ...(p.malformed ? { lastname: null } : {}),
        summary: p.summary,
        experience: p.experience.map((e) => ({
          jobtitle: e.title,
          employer: e.organization,
          startdate: e.startDate,
          enddate: e.endDate,
        })),
        education: [],
        languages: p.languages.map((l) => ({ code: l.iso, level: l.level })),
      },
    })
  })
  tk.get('/search/v2/candidates/:id/cv', async (c) => {
    const injected = await fault(c, 'textkernel')
    if (injected instanceof Response) return injected
    const p = tkPerson(c)
    if (!p) return c.json(apiError('not_found', 'No such candidate.'), 404)
    return c.body(cvPdf(p) as Uint8Array<ArrayBuffer>, 200, { 'content-type': 'application/pdf' })
  })
  app.route('/textkernel', tk)

  // ---- Control routes (tests, npm start) -------------------------------------------------
  if (config.adminToken) {
    const admin = new Hono()
    admin.use('*', async (c, next) => {
      if (!equal(c.req.header('x-admin-token') ?? '', config.adminToken))
        return c.json(apiError('forbidden', 'No.'), 403)
      await next()
    })
    admin.put('/faults', async (c) => {
      faults.pending = (await c.req.json()) as ProviderFault[]
      return c.json({ pending: faults.pending.length })
    })
    admin.get('/stats', (c) => c.json({ people: people.length, counters }))
    admin.put('/overlap', async (c) => {
      const list = (await c.req.json()) as Array<OverlapInput & { malformed?: boolean }>
      const ids: string[] = []
      for (const o of list) {
        const city = cityNamed(o.city)
        const id = String(people.length + 1)
        const p: Person = {
          id,
          firstName: o.firstName,
          lastName: o.lastName,
          title: o.title,
          email: o.email,
          phone: o.phone,
          city: o.city,
          countryCode: o.countryCode,
          lat: city?.lat ?? 0,
          lon: city?.lon ?? 0,
          skills: o.skills,
          summary: `${o.title}.`,
          // Newest first on Monster: overlap profiles lead a search that finds them.
          updatedAt: new Date().toISOString(),
          experience: [
            { title: o.title, organization: 'Acme Systems', startDate: '2020-01-01', endDate: null },
          ],
          languages: [{ iso: 'en', level: 2 }],
          words: '',
          tokens: new Set(),
          malformed: o.malformed,
        }
        p.words = wordsOf(p)
        p.tokens = tokensOf(p.words)
        people.push(p)
        byId.set(id, p)
        ids.push(id)
      }
      return c.json({ ids })
    })
    app.route('/_admin', admin)
  }

  return { app, people, faults, counters }
}
