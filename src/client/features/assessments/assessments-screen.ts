import type { IncompleteAssessment } from '../../../shared/contracts/assessments'
import { screenController } from '../../commands/screen-controller'

/** What the mounted incomplete-assessments screen offers its commands (they run outside React). */
export interface AssessmentsScreen {
  /** The selection, else the focused row. */
  targets: () => IncompleteAssessment[]
  remind: (rows: IncompleteAssessment[]) => void
  focused: () => IncompleteAssessment | null
  projectId: () => number | null
  allProjects: () => void
}
export const assessmentsScreen = screenController<AssessmentsScreen>()
export const ASSESSMENTS_PAGE = 'assessments'

/** A reminder can go to an invitation the vendor has, not yet reminded today. */
export const canRemind = (row: IncompleteAssessment, now = Date.now()) =>
  row.remindable &&
  !row.reminding &&
  (row.remindedAt === null || now - new Date(row.remindedAt).getTime() >= 24 * 3_600_000)
