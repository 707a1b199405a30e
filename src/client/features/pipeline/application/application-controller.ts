import { screenController } from '../../../commands/screen-controller'
import type { ApplicationTab } from './application-tabs'

/**
 * What the application commands act on, published by the mounted detail (commands are
 * defined outside React). The most recently mounted detail wins.
 */
export interface ApplicationDetailController {
  tabs(): readonly ApplicationTab[]
  selectTab(tab: ApplicationTab): void
  hasPrevious(): boolean
  hasNext(): boolean
  previous(): void
  next(): void
  /** Opens the notes tab with the add form (§4: not while a note is being edited). */
  addNote(): void
  canAddNote(): boolean
  /** Submits the form of the current tab (screening answers or the open note form). */
  submitForm(): void
  canSubmitForm(): boolean
}

export const applicationDetailController = screenController<ApplicationDetailController>()

/**
 * Forms inside the detail register their submit here so mod+Enter reaches the form of the
 * visible tab without the detail knowing each form's state.
 */
export interface FormSubmitter {
  submit(): void
  canSubmit(): boolean
}
