import { defineCommand } from '../../commands/registry'
import { canCancel, canRetry, OUTBOX_PAGE, outboxScreen } from './outbox-screen'

/** Commands of the Outbox screen (issue 19 §3): retry a failed message, cancel a held one, filters. */
const screen = () => outboxScreen.current()
const focused = () => screen()?.focused() ?? null

export const outboxCommands = [
  defineCommand({
    id: 'outbox.retry',
    titleKey: 'msp.v2.outbox.command.retry',
    group: 'email',
    page: OUTBOX_PAGE,
    shortcut: 'r',
    keywords: ['retry', 'send again', 'failed', 'bounced', 'email'],
    when: () => canRetry(focused()),
    run: () => {
      const row = focused()
      if (row) screen()?.retry(row)
    },
  }),
  defineCommand({
    id: 'outbox.cancel',
    titleKey: 'msp.v2.outbox.command.cancel',
    group: 'email',
    page: OUTBOX_PAGE,
    shortcut: 'c',
    keywords: ['cancel', 'stop', 'held', 'email'],
    when: () => canCancel(focused()),
    run: () => {
      const row = focused()
      if (row) screen()?.cancel(row)
    },
  }),
  defineCommand({
    id: 'outbox.filters.focus',
    titleKey: 'msp.v2.outbox.command.filters',
    group: 'email',
    page: OUTBOX_PAGE,
    shortcut: 'f',
    keywords: ['filter', 'status', 'motivation', 'recruiter', 'date'],
    when: () => screen() !== null,
    run: () => screen()?.focusFilters(),
  }),
  defineCommand({
    id: 'outbox.filters.clear',
    titleKey: 'msp.v2.outbox.command.filters.clear',
    group: 'email',
    page: OUTBOX_PAGE,
    keywords: ['filter', 'reset', 'all'],
    when: () => screen()?.hasFilters() === true,
    run: () => screen()?.clearFilters(),
  }),
]
