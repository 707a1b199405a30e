import type { OutboxRow } from '../../../shared/contracts/email'
import { screenController } from '../../commands/screen-controller'

/** What the mounted Outbox screen offers its commands (they run outside React). */
export interface OutboxScreen {
  focused: () => OutboxRow | null
  retry: (row: OutboxRow) => void
  cancel: (row: OutboxRow) => void
  focusFilters: () => void
  clearFilters: () => void
  hasFilters: () => boolean
}
/** The mounted Outbox, published for its commands (commands/screen-controller.ts). */
export const outboxScreen = screenController<OutboxScreen>()

export const OUTBOX_PAGE = 'outbox'
export const canRetry = (row: OutboxRow | null) => row?.status === 'failed' || row?.status === 'bounced'
export const canCancel = (row: OutboxRow | null) => row?.status === 'held' || row?.status === 'queued'
