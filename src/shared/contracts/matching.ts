import { z } from 'zod'
import type { MatchBreakdown } from '../domain/matching'
import { text } from './text'

/** GET match/freelancers/toJob/{id}?size=: how many ranked talents (best first). */
export const toJobQuerySchema = z.object({
  size: z.coerce.number().int().min(1).max(100).default(25),
})

// Defined with the pure rules, so the client reads it without loading zod (README "Initial JS").
export { SUGGESTED_SIZE } from '../domain/matching'

/** A job text is at most this long: a long job ad is ~8,000 characters. */
export const MAX_JOB_TEXT = 20_000

/** POST match/freelancers/toText (JSON): a pasted job text. A file goes as multipart `resource`. */
export const toTextSchema = z.object({
  text: text().trim().min(3, 'msp.v2.match.text.empty').max(MAX_JOB_TEXT, 'msp.v2.match.text.tooLong'),
  size: z.number().int().min(1).max(100).default(25),
})
/** GET match/freelancers/toText?text=&size=: the same for a text short enough for a URL. */
export const toTextQuerySchema = toTextSchema.extend({
  text: text().trim().min(3, 'msp.v2.match.text.empty').max(2000, 'msp.v2.match.text.tooLong'),
  size: z.coerce.number().int().min(1).max(100).default(25),
})

/** One ranked talent with the reasons of its place. Names and title only: no personal data. */
export interface MatchedTalent {
  talentId: number
  firstName: string
  lastName: string
  title: string | null
  city: string | null
  countryCode: string | null
  match: MatchBreakdown
}

/** What the ranking read from the job (for toText: what the text said), shown above the list. */
export interface MatchJobSummary {
  title: string
  skills: string[]
  workMode: 'hy' | 'on' | 'rm' | null
  siteCity: string | null
  siteCountryCode: string | null
  rateMin: number | null
  rateMax: number | null
  rateUnit: string | null
  currency: string | null
  language: string
}

export interface MatchResult {
  job: MatchJobSummary
  results: MatchedTalent[]
  /** How many talents were scored (the candidates the skills and title found). */
  considered: number
}

/** GET match/pools/toFreelancer/{id}: the client's pools a talent fits, best first. */
export interface PoolFit {
  poolId: number
  name: string
  members: number
  /** Whether the talent is already a member (any status). */
  member: boolean
  /** 0-100: the share of the pool's typical skills the talent has, and title words in common. */
  total: number
  sharedSkills: string[]
  missingSkills: string[]
}
