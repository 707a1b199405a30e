import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import type {
  ComposePreviewResponse,
  EmailSendRequest,
  EmailSendResponse,
  EmailSettings,
  EmailTemplate,
  EmailTemplateInput,
  EmailTemplateList,
  TemplatePreviewResponse,
} from '../../../shared/contracts/email'
import { TASKS_NOW_KEY } from '../../api/tasks'
import { api } from '../../app/http'
import { defineMutation } from '../../app/mutation'

/** The email feature's calls (issue 19): settings, templates, previews, send and undo. */

export const EMAIL_KEY = ['email'] as const

/** GET email/settings: transport (SMTP or the outbox) and the undo window. */
export const emailSettingsQuery = queryOptions({
  queryKey: [...EMAIL_KEY, 'settings'],
  queryFn: ({ signal }) => api<EmailSettings>('/email/settings', { signal }),
  staleTime: 10 * 60_000,
})

/** GET email/templates: the client's templates and languages. */
export const emailTemplatesQuery = queryOptions({
  queryKey: [...EMAIL_KEY, 'templates'],
  queryFn: ({ signal }) => api<EmailTemplateList>('/email/templates', { signal }),
  staleTime: 60_000,
})

export type TemplateChange =
  | { kind: 'create'; input: EmailTemplateInput }
  | { kind: 'update'; id: number; input: EmailTemplateInput }
  | { kind: 'delete'; id: number }

function change(c: TemplateChange): Promise<EmailTemplate | undefined> {
  switch (c.kind) {
    case 'create':
      return api<EmailTemplate>('/email/templates', { method: 'POST', body: c.input })
    case 'update':
      return api<EmailTemplate>(`/email/templates/${c.id}`, { method: 'PUT', body: c.input })
    case 'delete':
      return api(`/email/templates/${c.id}`, { method: 'DELETE' }).then(() => undefined)
  }
}

/** Template changes refresh the template list (the compose dialog reads the same entry). */
export function useTemplateMutation() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: change,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: emailTemplatesQuery.queryKey }),
  })
}

export interface TemplatePreviewInput {
  motivation: EmailTemplate['motivation']
  language: string
  variant: { subject: string; body: string }
  talentOffset: number
}

/** POST email/templates/preview: the text on a real talent; keyed by the text, so typing keeps the last preview shown. */
export const templatePreviewQuery = (input: TemplatePreviewInput) =>
  queryOptions({
    queryKey: [...EMAIL_KEY, 'templatePreview', input],
    queryFn: ({ signal }) =>
      api<TemplatePreviewResponse>('/email/templates/preview', { method: 'POST', body: input, signal }),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  })

/** A send, or a pool's (pool/contact: the server resolves the members). */
export type ComposeSend = EmailSendRequest & { pool?: { id: number; membershipIds?: number[] } }

/** Where a send goes, and with which body: pool/contact for a pool, else freelancer/contact or email/send. */
function route(request: ComposeSend, preview: boolean): { path: string; body: Record<string, unknown> } {
  const { pool, ...send } = request
  if (pool)
    return {
      path: preview ? '/pool/contact/preview' : '/pool/contact',
      body: {
        poolId: pool.id,
        membershipIds: pool.membershipIds,
        status: 'ACCEPTED',
        templateId: send.templateId,
        variants: send.variants,
        uniquePerTalent: send.uniquePerTalent,
      },
    }
  if (preview) return { path: '/email/compose/preview', body: send }
  return { path: send.target.kind === 'talents' ? '/freelancer/contact' : '/email/send', body: send }
}

/** POST email/compose/preview: who gets the email, and the first recipient's message. */
export const composePreviewQuery = (request: ComposeSend) =>
  queryOptions({
    queryKey: [...EMAIL_KEY, 'composePreview', request],
    queryFn: ({ signal }) => {
      const { path, body } = route(request, true)
      return api<ComposePreviewResponse>(path, { method: 'POST', body, signal })
    },
    placeholderData: keepPreviousData,
    staleTime: 10_000,
    // A text the server refuses (an unknown variable) shows as the dialog's error, not a toast.
    meta: { silent: true },
  })

/** POST freelancer/contact (talents), email/send (applicants) or pool/contact (a pool's members). */
/**
 * A send: its messages join the Outbox; a large one runs as a background task, which the
 * task snackbars pick up at once (tasks/now).
 */
export const sendEmail = defineMutation({
  call: (request: ComposeSend): Promise<EmailSendResponse> => {
    const { path, body } = route(request, false)
    return api<EmailSendResponse>(path, { method: 'POST', body })
  },
  invalidates: (_request, answer) => [['outbox'], ...(answer?.mode === 'task' ? [TASKS_NOW_KEY] : [])],
})

/** POST email/undo: the send's held emails are cancelled. */
export const undoSend = defineMutation({
  call: (undoToken: string) =>
    api<{ cancelled: number }>('/email/undo', { method: 'POST', body: { undoToken } }),
  invalidates: () => [['outbox']],
})
