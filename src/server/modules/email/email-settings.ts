import type { EmailSettings } from '../../../shared/contracts/email'
import type { AppDeps } from '../../deps'

/**
 * Held emails leave this long after their undo window, so an undo clicked in the window's last
 * moment (the toast's clock is the browser's) still finds them held.
 */
export const SEND_GRACE_MS = 2000

export const undoWindowMs = (deps: Pick<AppDeps, 'env'>) => deps.env.UNDO_WINDOW_SECONDS * 1000

/** When emails held by an action done at `now` leave, unless it is undone. */
export const heldUntil = (deps: Pick<AppDeps, 'env'>, now: Date) =>
  new Date(now.getTime() + undoWindowMs(deps) + SEND_GRACE_MS)

export const transportKind = (deps: Pick<AppDeps, 'mailTransport'>) => deps.mailTransport.kind

/** GET email/settings: where messages go and how long the undo window is. */
export const emailSettings = (deps: AppDeps): EmailSettings => ({
  transport: transportKind(deps),
  from: deps.env.MAIL_FROM,
  undoWindowMs: undoWindowMs(deps),
})
