import type { DataHarbourStatus } from '../../../shared/contracts/sourcing'
import { screenController } from '../../commands/screen-controller'
import type { SourcingStage } from '../../ui/stage-menu/stage-paths'
import type { SourcingRow } from './sourcing-rows'

/** What the sourcing commands (module-level) read from the mounted sourcing screen. */
export interface SourcingController {
  readonly projectId: number
  readonly stage: SourcingStage
  /** The selected rows when there are some, else the focused one; only loaded rows. */
  targets(): SourcingRow[]
  /** The signed-in user holds APPLICATION_MANAGE (inviting, archiving, asking). */
  canManage(): boolean
  /** The signed-in user may email talents (FREELANCER_ACTION_LOG, as the talent search's email). */
  canEmail(): boolean
  dataHarbourStatus(): DataHarbourStatus
  showDataHarbourStatus(status: DataHarbourStatus): void
  goTo(path: string): void
  clearSelection(): void
  focusSearch(): void
}

export const sourcingController = screenController<SourcingController>()
export const SOURCING_PAGE = 'sourcing'
