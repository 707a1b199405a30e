import type { OutboxRow } from '../../../shared/contracts/email'

/** What the mounted Outbox screen offers its commands (they run outside React). */
export interface OutboxScreen {
  focused: () => OutboxRow | null
  retry: (row: OutboxRow) => void
  cancel: (row: OutboxRow) => void
  focusFilters: () => void
  clearFilters: () => void
  hasFilters: () => boolean
}
export const outboxScreen: { current: OutboxScreen | null } = { current: null }

export const OUTBOX_PAGE = 'outbox'
export const canRetry = (row: OutboxRow | null) => row?.status === 'failed' || row?.status === 'bounced'
export const canCancel = (row: OutboxRow | null) => row?.status === 'held' || row?.status === 'queued'
