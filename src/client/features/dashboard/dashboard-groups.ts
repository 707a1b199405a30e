import type { DashboardCounts, ProjectGroup } from '../../../shared/contracts/dashboard'
import { PROJECT_CHIP_TONES } from '../../ui/status-tones'

export type PipelineStage = keyof DashboardCounts['pipeline']

/** §2 pipeline menu groups: sourcing, internal, client; the dashboard mirrors them. */
export const PIPELINE_SECTIONS: ReadonlyArray<{ key: string; stages: readonly PipelineStage[] }> = [
  { key: 'sourcing', stages: ['dataHarbour', 'suggested', 'invited'] },
  { key: 'internal', stages: ['active', 'rejectedOrWithdrawn'] },
  { key: 'client', stages: ['send2vms', 'hired', 'rejectedVms'] },
]

/**
 * The project groups in display order (§2), each with its chip's colour. Declared here
 * rather than read from the contract's PROJECT_GROUPS, whose module brings zod into the
 * page; `satisfies` keeps both in step.
 */
export const PROJECT_GROUP_TONES = {
  open: PROJECT_CHIP_TONES.open,
  partlyFilled: PROJECT_CHIP_TONES.partlyFilled,
  filled: PROJECT_CHIP_TONES.filled,
  closed: PROJECT_CHIP_TONES.closed,
  deleted: PROJECT_CHIP_TONES.deleted,
  unpublished: PROJECT_CHIP_TONES.unpublished,
  paused: PROJECT_CHIP_TONES.paused,
} satisfies Record<ProjectGroup, string>

export const PROJECT_GROUP_ORDER = Object.keys(PROJECT_GROUP_TONES) as ProjectGroup[]

/**
 * The project list behind each group: the same chip rules as the counts (closed means
 * closed and not filled, as the filled group holds the filled closed ones).
 */
export const PROJECT_GROUP_LINKS: Record<ProjectGroup, string> = {
  open: '/search/projects?status=OPEN',
  partlyFilled: '/search/projects?status=PARTLY_FILLED',
  filled: '/search/projects?status=FILLED',
  closed: '/search/projects?status=CLOSED&status=not%3AFILLED',
  deleted: '/search/projects?status=DELETED',
  unpublished: '/search/projects?status=UNPUBLISHED',
  paused: '/search/projects?status=PAUSED',
}
