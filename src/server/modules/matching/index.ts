import type { ServerModule } from '../module'
import { matchRoutes } from './routes'

/** Matching (§7 match/…): talents ranked for a job or a job text with the reasons of each place, pools for a talent. */
export const matchingModule: ServerModule = {
  name: 'matching',
  mounts: [['/api/match', matchRoutes]],
}

/** The ranking service for other modules (the Suggested stage ranks its pool members with it). */
export { jobOfProject, rankTalents, scoreTalentsForJob, suggestedCount } from './match-service'
export { poolsForTalent } from './pool-fit'
export {
  addSuggestedCountRows,
  projectSuggestedCount,
  recomputeStaleSuggestedCounts,
  SUGGESTED_COUNTS_TASK,
  suggestedCountsHandler,
} from './suggested-counts'
