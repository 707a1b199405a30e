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

const mounted: ApplicationDetailController[] = []

export function registerApplicationDetail(controller: ApplicationDetailController): () => void {
  mounted.push(controller)
  return () => {
    const index = mounted.indexOf(controller)
    if (index >= 0) mounted.splice(index, 1)
  }
}

export function getActiveApplicationDetail(): ApplicationDetailController | null {
  return mounted[mounted.length - 1] ?? null
}

/**
 * Forms inside the detail register their submit here so mod+Enter reaches the form of the
 * visible tab without the detail knowing each form's state.
 */
export interface FormSubmitter {
  submit(): void
  canSubmit(): boolean
}
