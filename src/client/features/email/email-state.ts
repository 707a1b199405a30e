import { screenController } from '../../commands/screen-controller'

/**
 * What the mounted email screens offer the registry (commands run outside React; published
 * as typed screen controllers, commands/screen-controller.ts): the open
 * compose dialog's send, and the template list of Settings → Workflow.
 */

export interface ComposeActions {
  /** Sends, when the dialog has a template chosen and recipients to send to. */
  send: () => void
  canSend: () => boolean
}
export const composeActions = screenController<ComposeActions>()

export interface TemplateListActions {
  readOnly: boolean
  /** Its dialog is open: the list's commands wait. */
  busy: () => boolean
  hasRow: () => boolean
  add: () => void
  edit: () => void
  remove: () => void
}
export const templateListActions = screenController<TemplateListActions>()

/** Shortcut scopes: the compose dialog while open, the template list while it has the focus. */
export const COMPOSE_SCOPE = 'email-compose'
export const TEMPLATE_LIST_SCOPE = 'email-templates'
