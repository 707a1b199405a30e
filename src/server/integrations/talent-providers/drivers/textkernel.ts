import { z } from 'zod'
import { parseExternalQuery, textkernelQuery } from '../../../../shared/domain/external-query'
import { talentProviderErrors } from '../errors'
import {
  type ExternalProfile,
  type ExternalProfileSummary,
  type ExternalQuery,
  type ProviderConnection,
  type TalentProviderDriver,
  TalentProviderError,
} from '../port'
import { cvOf, providerFetch } from './http'

const documentSchema = z.object({
  firstname: z.string(),
  lastname: z.string(),
  email: z.string().nullable().optional(),
  phone: z.string().nullable().optional(),
  jobtitle: z.string().nullable().optional(),
  city: z.string().nullable().optional(),
  countrycode: z.string().nullable().optional(),
  skills: z.array(z.string()).default([]),
  modified: z.string().nullable().optional(),
})
const hitSchema = z.object({ id: z.string().min(1), document: documentSchema })
const profileSchema = z.object({
  id: z.string().min(1),
  document: documentSchema.extend({
    summary: z.string().nullable().optional(),
    experience: z
      .array(
        z.object({
          jobtitle: z.string(),
          employer: z.string().nullable(),
          startdate: z.string().nullable(),
          enddate: z.string().nullable(),
        }),
      )
      .default([]),
    education: z
      .array(
        z.object({
          degree: z.string(),
          institute: z.string().nullable(),
          startdate: z.string().nullable(),
          enddate: z.string().nullable(),
        }),
      )
      .default([]),
    languages: z.array(z.object({ code: z.string(), level: z.number() })).default([]),
  }),
})
const searchSchema = z.object({
  total: z.number(),
  hits: z.array(z.unknown()),
  facets: z
    .array(
      z.object({ field: z.string(), buckets: z.array(z.object({ key: z.string(), count: z.number() })) }),
    )
    .default([]),
  limits: z.object({ pageSize: z.number(), resultCap: z.number() }),
})

const summaryOf = (id: string, d: z.infer<typeof documentSchema>): ExternalProfileSummary => ({
  id,
  firstName: d.firstname,
  lastName: d.lastname,
  title: d.jobtitle ?? null,
  city: d.city ?? null,
  countryCode: d.countrycode ?? null,
  email: d.email ?? null,
  phone: d.phone ?? null,
  skills: d.skills,
  updatedAt: d.modified ?? null,
})

/** Our facet names -> Textkernel's fields (and back). */
const FACETS: Record<string, string> = { country: 'countrycode', skills: 'skills' }
const OUR_FACET: Record<string, string> = { countrycode: 'country', skills: 'skills' }

/**
 * Textkernel (docs/talent-providers-protocol.md §Textkernel): bearer key, must / should / mustNot
 * term lists (required, nice-to-have, excluded; phrases as one term; no OR), location name with a
 * radius, offset and limit ≤ 100.
 */
export function textkernelDriver(conn: ProviderConnection): TalentProviderDriver {
  const headers = { authorization: `Bearer ${conn.key}`, 'content-type': 'application/json' }
  return {
    provider: 'textkernel',
    async search(query: ExternalQuery, signal?: AbortSignal) {
      const parsed = parseExternalQuery(query.text)
      if (!parsed.ok) throw new TalentProviderError('unsupported', parsed.key, parsed.detail)
      const terms = textkernelQuery(parsed.query)
      if (!terms) throw new TalentProviderError('unsupported', talentProviderErrors.queryUnsupported, 'OR')
      const res = await providerFetch(
        conn,
        '/search/v2/candidates',
        {
          method: 'POST',
          headers,
          body: JSON.stringify({
            ...terms,
            location: query.location
              ? {
                  name: query.location.city,
                  countrycode: query.location.countryCode,
                  radius: `${query.location.radiusKm}km`,
                }
              : undefined,
            facetFilters: Object.fromEntries(
              Object.entries(query.facets ?? {})
                .filter(([k]) => FACETS[k])
                .map(([k, v]) => [FACETS[k], v]),
            ),
            offset: query.offset,
            limit: Math.min(query.size, 100),
          }),
        },
        signal,
      )
      const body = searchSchema.safeParse(await res.json().catch(() => null))
      if (!body.success) throw new TalentProviderError('malformed', talentProviderErrors.providerMalformed)
      const results: ExternalProfileSummary[] = []
      let skipped = 0
      for (const raw of body.data.hits) {
        const h = hitSchema.safeParse(raw)
        if (h.success) results.push(summaryOf(h.data.id, h.data.document))
        else skipped++
      }
      const list = (name: string, xs: string[]) =>
        xs.length ? [`${name}: ${xs.map((x) => (/\s/.test(x) ? `"${x}"` : x)).join(', ')}`] : []
      const location = query.location
        ? [`location: ${query.location.city} (${query.location.radiusKm} km)`]
        : []
      return {
        results,
        skipped,
        totalResults: body.data.total,
        facets: Object.fromEntries(
          body.data.facets.map((f) => [
            OUR_FACET[f.field] ?? f.field,
            f.buckets.map((b) => ({ value: b.key, count: b.count })),
          ]),
        ),
        translatedQuery: [
          ...list('must', terms.must),
          ...list('should', terms.should),
          ...list('mustNot', terms.mustNot),
          ...location,
        ].join('; '),
        limits: { maxPageSize: body.data.limits.pageSize, maxResults: body.data.limits.resultCap },
      }
    },
    async fetchProfile(id: string, signal?: AbortSignal): Promise<ExternalProfile> {
      const res = await providerFetch(
        conn,
        `/search/v2/candidates/${encodeURIComponent(id)}`,
        { headers },
        signal,
      )
      const p = profileSchema.safeParse(await res.json().catch(() => null))
      if (!p.success) throw new TalentProviderError('malformed', talentProviderErrors.profileMalformed)
      const d = p.data.document
      return {
        ...summaryOf(p.data.id, d),
        summary: d.summary ?? null,
        experience: d.experience.map((e) => ({
          title: e.jobtitle,
          organization: e.employer,
          startDate: e.startdate,
          endDate: e.enddate,
          description: null,
        })),
        education: d.education.map((e) => ({
          title: e.degree,
          organization: e.institute,
          startDate: e.startdate,
          endDate: e.enddate,
        })),
        languages: d.languages.map((l) => ({ iso: l.code, level: l.level })),
      }
    },
    async fetchCv(id: string, signal?: AbortSignal) {
      const res = await providerFetch(
        conn,
        `/search/v2/candidates/${encodeURIComponent(id)}/cv`,
        { headers },
        signal,
      )
      return cvOf(res, `${id}.pdf`)
    },
  }
}
