import type {
  ApplicationRow,
  ApplicationStage,
  PipelineProject,
  PipelineStageDto,
} from '../../../shared/contracts/pipeline'
import { screenController } from '../../commands/screen-controller'
import type { AssessmentFilterValue } from './assessments/filter'

/**
 * What the pipeline commands (commands.ts, module-level) read from the mounted pipeline
 * screen at the moment they run (commands/screen-controller.ts).
 */
export interface PipelineController {
  /**
   * The project acted on. In the cross-project work queue it is the project of the targets
   * (0 when they span several, so actions that need one project stay off).
   */
  readonly projectId: number
  /** The cross-project work queue: no stage menu, labels or project actions. */
  crossProject?: boolean
  stage: ApplicationStage
  labelId: number | undefined
  project(): PipelineProject | undefined
  stages(): readonly PipelineStageDto[]
  /** The selection when there is one, else the focused row; only rows that are loaded. */
  targets(): ApplicationRow[]
  /** Selected ids, including rows not loaded (select all over pages). */
  selectedIds(): number[]
  focusedRow(): ApplicationRow | null
  /** The signed-in user holds APPLICATION_MANAGE. */
  canManageApplications(): boolean
  /** Client flag "manual hire": hiring also from active (shared/domain/pipeline.ts). */
  manualHire(): boolean
  /** Client flag "team" (assignee limit above 0): allocating to a recruiter (§6). */
  teamEnabled(): boolean
  /** Client flag "MSP applies talent for a job" (§6): apply to project. */
  mspAppliesTalent(): boolean
  /** The signed-in user holds POOL_MANAGE: add to pool. */
  canManagePools(): boolean
  goToStage(stage: ApplicationStage): void
  /** Opens an application in the detail pane (with `params` in its address, e.g. note=new). */
  openApplication(id: number, params?: Record<string, string>): void
  clearSelection(): void
  focusSearch(): void
  /** The project's legal entity allows rejecting all pending applications at once (§3). */
  bulkRejectPending?(): boolean
  /** Closes the detail pane (after its application was deleted). */
  closeApplication?(): void
  /** The list filtered by assessment (issue 24 §3); not in the cross-project queue. */
  assessmentFilter?(): AssessmentFilterValue | undefined
  setAssessmentFilter?(next: AssessmentFilterValue | undefined): void
}

export const pipelineController = screenController<PipelineController>()

/** The ids an action works on: the selection, else the focused row. */
export function targetIds(pipeline: PipelineController): number[] {
  const selected = pipeline.selectedIds()
  if (selected.length > 0) return selected
  const focused = pipeline.focusedRow()
  return focused ? [focused.id] : []
}
