import type { ServerModule } from '../module'
import { emailRoutes, talentContactRoutes } from './routes'

/**
 * Email to talents: templates per motivation with a variant per client language, compose and
 * send (rendered per recipient, refused with a raw token), the outbox with its delivery worker
 * (undo windows, retries, bounces), and the per-client suppression list. The only writer of
 * the outbox: other modules call the functions exported here.
 */
export const emailModule: ServerModule = {
  name: 'email',
  mounts: [
    ['/api/email', emailRoutes],
    ['/api/freelancer/contact', talentContactRoutes],
  ],
}

export { createDeliveryWorker, type DeliveryWorker } from './delivery-worker'
export { heldUntil, undoWindowMs } from './email-settings'
export { cancelHeld, cancelRejections, eraseTalentMail, releaseHeld } from './outbox-writer'
export {
  checkRejectEmail,
  checkTemplateEmail,
  holdRejectionEmails,
  holdTalentEmails,
  type RejectionEmails,
  type TalentTemplateEmails,
} from './rejection-emails'
export {
  BULK_EMAIL_TASK,
  previewSend as previewEmail,
  type SendContext,
  type SendRequest,
  send as sendEmail,
} from './send-service'
export { queueSystemEmail, wakeEmailDelivery } from './system-email'
export { bulkEmailHandler } from './tasks/bulk-email'
export { warmEmailWritePath } from './warm-writes'
