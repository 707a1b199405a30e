import { atom, getDefaultStore } from 'jotai'
import type { HeldEmails, RejectEmail } from '../../shared/contracts/email-hold'
import type { EmailMotivation } from '../../shared/domain/email'
import { i18n, loadEnglishAreas } from '../i18n/i18n'

/*
 * Email requests any screen can make (issue 19 §2): "compose an email to these talents or
 * applicants" and "which email goes with this reject". The email feature answers them with
 * its dialogs (mounted by the default layout), so the pipeline, the talent screens and the
 * talent search never import it.
 */

export interface ComposeRequest {
  kind: 'talents' | 'applications'
  ids: number[]
  /** The template list opens on this motivation's default (talent email by msp, applicant email ...). */
  motivation: EmailMotivation
  /** Who the recipients are, for the dialog's title when there is one ("Anna Berg"). */
  label?: string
  /**
   * A pool's members (§7 pool/contact): the server resolves the recipients (all accepted
   * members, or these memberships); `ids` are then the talents shown, for the counts.
   */
  pool?: { id: number; membershipIds?: number[] }
}

export const composeRequestAtom = atom<ComposeRequest | null>(null)

const store = getDefaultStore()

export function requestCompose(request: ComposeRequest): void {
  store.set(composeRequestAtom, request)
}

/** What a reject sends: the email (default template, another one, or none) and the reason label. */
export interface RejectChoice {
  email: RejectEmail
  reasonLabelId?: number
}

export interface RejectOptionsRequest {
  /** How many applications the reject covers. */
  count: number
  /** Labels of the rejected stage: the reasons to pick from. */
  reasons: { id: number; name: string }[]
  resolve: (choice: RejectChoice | null) => void
}

export const rejectOptionsAtom = atom<RejectOptionsRequest | null>(null)

/** Opens the reject variant's dialog; null when the user cancels. */
export function askRejectOptions(
  request: Omit<RejectOptionsRequest, 'resolve'>,
): Promise<RejectChoice | null> {
  store.get(rejectOptionsAtom)?.resolve(null)
  return new Promise((resolve) => {
    const open: RejectOptionsRequest = {
      ...request,
      resolve: (choice) => {
        if (store.get(rejectOptionsAtom) === open) store.set(rejectOptionsAtom, null)
        resolve(choice)
      },
    }
    store.set(rejectOptionsAtom, open)
  })
}

/** A toast sentence about emails an action holds: how many, and when they leave (or none). */
export async function heldEmailsText(emails: HeldEmails | undefined): Promise<string | null> {
  if (!emails || emails.held + emails.skipped === 0) return null
  await loadEnglishAreas(['email'])
  if (emails.held === 0) return i18n.t('msp.v2.email.toast.none', { count: emails.skipped })
  const time = emails.sendAfter
    ? new Date(emails.sendAfter).toLocaleTimeString(i18n.language, {
        hour: '2-digit',
        minute: '2-digit',
        second: '2-digit',
      })
    : ''
  const held = i18n.t(`msp.v2.email.toast.held.${emails.transport}`, { count: emails.held, time })
  return emails.skipped > 0
    ? `${held} ${i18n.t('msp.v2.email.toast.skipped', { count: emails.skipped })}`
    : held
}

/** How long an action's undo toast stays: its undo window, when it holds emails (they leave just after). */
export const undoToastMs = (emails: HeldEmails | undefined) =>
  emails && emails.held > 0 ? emails.undoWindowMs : undefined
