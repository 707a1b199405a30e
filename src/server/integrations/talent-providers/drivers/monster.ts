import { z } from 'zod'
import { monsterQuery, parseExternalQuery } from '../../../../shared/domain/external-query'
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

const candidateSchema = z.object({
  candidateId: z.string().min(1),
  name: z.object({ first: z.string(), last: z.string() }),
  contact: z.object({ email: z.string().nullable(), phone: z.string().nullable() }).partial().default({}),
  currentTitle: z.string().nullable().optional(),
  location: z.object({ city: z.string().nullable(), country: z.string().nullable() }).partial().default({}),
  skills: z.array(z.string()).default([]),
  lastModified: z.string().nullable().optional(),
})
const profileSchema = candidateSchema.extend({
  summary: z.string().nullable().optional(),
  workHistory: z
    .array(
      z.object({
        jobTitle: z.string(),
        company: z.string().nullable(),
        from: z.string().nullable(),
        to: z.string().nullable(),
      }),
    )
    .default([]),
  education: z
    .array(
      z.object({
        degree: z.string(),
        school: z.string().nullable(),
        from: z.string().nullable(),
        to: z.string().nullable(),
      }),
    )
    .default([]),
  languages: z.array(z.object({ code: z.string(), proficiency: z.number() })).default([]),
})
const searchSchema = z.object({
  total: z.number(),
  candidates: z.array(z.unknown()),
  facetResults: z.record(z.string(), z.array(z.object({ value: z.string(), count: z.number() }))).default({}),
  limits: z.object({ maxPageSize: z.number(), maxResults: z.number() }),
})

const summaryOf = (c: z.infer<typeof candidateSchema>): ExternalProfileSummary => ({
  id: c.candidateId,
  firstName: c.name.first,
  lastName: c.name.last,
  title: c.currentTitle ?? null,
  city: c.location.city ?? null,
  countryCode: c.location.country ?? null,
  email: c.contact.email ?? null,
  phone: c.contact.phone ?? null,
  skills: c.skills,
  updatedAt: c.lastModified ?? null,
})

/** Our facet names -> Monster's. */
const FACETS: Record<string, string> = { country: 'country', skills: 'skills' }

/**
 * Monster (docs/talent-providers-protocol.md §Monster): API key header, a boolean query string
 * (AND, OR, NOT, "phrases"; no nice-to-have), location with a radius, 1-based pages of ≤ 50.
 */
export function monsterDriver(conn: ProviderConnection): TalentProviderDriver {
  const headers = { 'x-api-key': conn.key, 'content-type': 'application/json' }
  return {
    provider: 'monster',
    async search(query: ExternalQuery, signal?: AbortSignal) {
      const parsed = parseExternalQuery(query.text)
      if (!parsed.ok) throw new TalentProviderError('unsupported', parsed.key, parsed.detail)
      const translated = monsterQuery(parsed.query)
      const size = Math.min(query.size, 50)
      if (query.offset % size !== 0)
        throw new TalentProviderError('unsupported', talentProviderErrors.queryPaging)
      const res = await providerFetch(
        conn,
        '/v2/candidates/search',
        {
          method: 'POST',
          headers,
          body: JSON.stringify({
            query: translated,
            location: query.location
              ? {
                  city: query.location.city,
                  country: query.location.countryCode,
                  radiusKm: query.location.radiusKm,
                }
              : undefined,
            facets: Object.fromEntries(
              Object.entries(query.facets ?? {})
                .filter(([k]) => FACETS[k])
                .map(([k, v]) => [FACETS[k], v]),
            ),
            page: { number: query.offset / size + 1, size },
          }),
        },
        signal,
      )
      const body = searchSchema.safeParse(await res.json().catch(() => null))
      if (!body.success) throw new TalentProviderError('malformed', talentProviderErrors.providerMalformed)
      const results: ExternalProfileSummary[] = []
      let skipped = 0
      for (const raw of body.data.candidates) {
        const c = candidateSchema.safeParse(raw)
        if (c.success) results.push(summaryOf(c.data))
        else skipped++
      }
      const location = query.location ? ` within ${query.location.radiusKm} km of ${query.location.city}` : ''
      return {
        results,
        skipped,
        totalResults: body.data.total,
        facets: body.data.facetResults,
        translatedQuery: `${translated}${location}`,
        limits: body.data.limits,
      }
    },
    async fetchProfile(id: string, signal?: AbortSignal): Promise<ExternalProfile> {
      const res = await providerFetch(conn, `/v2/candidates/${encodeURIComponent(id)}`, { headers }, signal)
      const p = profileSchema.safeParse(await res.json().catch(() => null))
      if (!p.success) throw new TalentProviderError('malformed', talentProviderErrors.profileMalformed)
      return {
        ...summaryOf(p.data),
        summary: p.data.summary ?? null,
        experience: p.data.workHistory.map((w) => ({
          title: w.jobTitle,
          organization: w.company,
          startDate: w.from,
          endDate: w.to,
          description: null,
        })),
        education: p.data.education.map((e) => ({
          title: e.degree,
          organization: e.school,
          startDate: e.from,
          endDate: e.to,
        })),
        languages: p.data.languages.map((l) => ({ iso: l.code, level: l.proficiency })),
      }
    },
    async fetchCv(id: string, signal?: AbortSignal) {
      const res = await providerFetch(
        conn,
        `/v2/candidates/${encodeURIComponent(id)}/resume`,
        { headers },
        signal,
      )
      return cvOf(res, `${id}.pdf`)
    },
  }
}
