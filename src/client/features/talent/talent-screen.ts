import { atom } from 'jotai'
import type { TalentProfile } from '../../../shared/contracts/talent'
import type { ActionLogType } from '../../../shared/contracts/talent-actions'
import type { TalentAction } from '../../../shared/domain/talent-actions'
import { screenController } from '../../commands/screen-controller'

/** The modals of the talent page and pane (§2), plus the action log form and the project picker. */
export type TalentDialog =
  | { kind: 'deactivate' | 'reactivate' | 'delete' | 'tier' | 'tags' | 'language' | 'summary' }
  | { kind: 'invite' | 'apply' }
  | { kind: 'actionLog'; logId: number | null; actionType?: ActionLogType }

/** The talent shown on the page or in the focused detail pane; what its commands act on. */
export interface TalentScreen {
  talent: TalentProfile
  allowed: ReadonlySet<TalentAction>
  canManage: boolean
  canLog: boolean
  /** A log's author may change it; another recruiter's only with team management (domain/notes.ts). */
  canEditLog: (authorId: number | null) => boolean
  canAssignTags: boolean
  canManageTags: boolean
  canSeeHistory: boolean
  /** The client's CV endpoint config (its showOn applies to the resume panels). */
  cvShowOn: { showOn: readonly string[] } | null
  open: (dialog: TalentDialog) => void
}
export const talentScreenController = screenController<TalentScreen>()

export const talentDialogAtom = atom<TalentDialog | null>(null)
