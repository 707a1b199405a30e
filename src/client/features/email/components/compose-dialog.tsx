import { Button, Callout, Checkbox, Dialog, Flex, Text } from '@radix-ui/themes'
import { useQuery } from '@tanstack/react-query'
import { getDefaultStore } from 'jotai'
import { useEffect, useMemo, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { EmailTemplate } from '../../../../shared/contracts/email'
import type { EmailMotivation, EmailVariant } from '../../../../shared/domain/email'
import { skipReasonKey } from '../../../../shared/domain/email'
import { errorText } from '../../../app/api-error'
import { useDefinedMutation } from '../../../app/mutation'
import { focusedPaneAtom } from '../../../commands/command-context'
import type { ComposeRequest } from '../../../commands/email-requests'
import { heldEmailsText, undoToastMs } from '../../../commands/email-requests'
import { ShortcutKeys } from '../../../commands/shortcut-keys'
import { translateIfKnown } from '../../../i18n/i18n'
import { PickerList, type PickerOption } from '../../../ui/picker-list'
import { showToast, showUndoToast } from '../../../ui/toasts/toast-store'
import {
  type ComposeSend,
  composePreviewQuery,
  emailSettingsQuery,
  emailTemplatesQuery,
  sendEmail,
  undoSend,
} from '../api'
import { COMPOSE_SCOPE, composeActions } from '../email-state'
import { languageName, motivationName, templatesFor } from '../email-text'
import { useDebounced } from '../use-debounced'
import { useReturnFocus } from '../use-return-focus'
import { MessagePreview } from './message-preview'
import { VariantEditor } from './variant-editor'

export type ComposeDialogProps = { request: ComposeRequest | null; onClose: () => void }

/** Issue 19 §2: choose a template by typing, edit it, see the first recipient's message, send with Ctrl/⌘ Enter. */
export function ComposeDialog({ request, onClose }: ComposeDialogProps) {
  const { t } = useTranslation()
  const title = !request
    ? ''
    : request.label
      ? t('msp.v2.email.compose.title.one', { name: request.label })
      : t(`msp.v2.email.compose.title.${request.kind}`, { count: request.ids.length })
  const returnFocus = useReturnFocus(request !== null)
  return (
    <Dialog.Root open={request !== null} onOpenChange={(open) => !open && onClose()}>
      <Dialog.Content
        maxWidth="1040px"
        className="email-compose"
        aria-describedby={undefined}
        onCloseAutoFocus={returnFocus}
      >
        <Dialog.Title>{title}</Dialog.Title>
        {request ? <Compose key={request.ids.join(',')} request={request} onClose={onClose} /> : null}
      </Dialog.Content>
    </Dialog.Root>
  )
}

const BLANK = 'blank'

function Compose({ request, onClose }: { request: ComposeRequest; onClose: () => void }) {
  const { t, i18n } = useTranslation()
  const templates = useQuery(emailTemplatesQuery).data
  const settings = useQuery(emailSettingsQuery).data
  const [template, setTemplate] = useState<EmailTemplate | null | undefined>(undefined)
  const [motivation, setMotivation] = useState<EmailMotivation>(request.motivation)
  const [variants, setVariants] = useState<Record<string, EmailVariant>>({})
  const [language, setLanguage] = useState<string | null>(null)
  const [unique, setUnique] = useState(true)
  const [problem, setProblem] = useState<string | null>(null)
  const defaultLanguage = templates?.defaultLanguage ?? 'en'

  const body: ComposeSend = {
    target: { kind: request.kind, ids: request.ids },
    motivation,
    templateId: template?.id ?? null,
    variants,
    uniquePerTalent: unique,
    ...(request.pool ? { pool: request.pool } : {}),
  }
  const settled = useDebounced(body, 300)
  const editing = template !== undefined
  const hasText = Object.values(settled.variants).some((v) => v.subject.trim() && v.body.trim())
  const preview = useQuery({ ...composePreviewQuery(settled), enabled: editing && hasText })
  const shownLanguage = language ?? preview.data?.first?.language ?? defaultLanguage

  const send = useDefinedMutation(sendEmail, {
    meta: { inlineErrors: true },
    onSuccess: async (answer) => {
      onClose()
      if (answer.mode === 'task') {
        showToast('success', t('msp.v2.email.compose.task', { count: request.ids.length }))
        return
      }
      const sentence = await heldEmailsText(answer.emails)
      const text =
        answer.queued === 0
          ? t('msp.v2.email.compose.none')
          : (sentence ?? t('msp.v2.email.compose.sent', { count: answer.queued }))
      if (answer.queued === 0) showToast('error', text)
      else
        showUndoToast(
          text,
          async () => {
            try {
              await undoSend.run(answer.sendId)
              showToast('success', t('msp.v2.email.compose.undone'))
            } catch (error) {
              showToast('error', errorText(error, translateIfKnown))
            }
          },
          undefined,
          undoToastMs(answer.emails),
        )
    },
    onError: (error) => setProblem(errorText(error, translateIfKnown)),
  })

  const canSend = () => editing && !send.isPending && (preview.data?.sendable ?? 1) > 0
  const submit = async () => {
    if (!canSend()) return
    const { emailSendRequestSchema } = await import('../../../../shared/contracts/email')
    const { pool: _pool, ...checked } = body
    const parsed = emailSendRequestSchema.safeParse(checked)
    if (!parsed.success) {
      const issue = parsed.error.issues[0]
      const lang = issue.path[0] === 'variants' ? String(issue.path[1]) : null
      if (lang && lang !== shownLanguage) setLanguage(lang)
      setProblem(
        lang
          ? t('msp.v2.email.compose.invalid.language', {
              language: languageName(lang, i18n.language),
              message: t(issue.message),
            })
          : t(issue.message, { max: 5000 }),
      )
      return
    }
    setProblem(null)
    send.mutate(body)
  }
  const submitRef = useRef(submit)
  submitRef.current = submit
  const canSendRef = useRef(canSend)
  canSendRef.current = canSend

  // While open the dialog is the shortcut scope (Ctrl/⌘ Enter sends); the page's scope returns after.
  useEffect(() => {
    const store = getDefaultStore()
    const previous = store.get(focusedPaneAtom)
    store.set(focusedPaneAtom, COMPOSE_SCOPE)
    const actions = { send: () => void submitRef.current(), canSend: () => canSendRef.current() }
    const unpublish = composeActions.publish(actions)
    return () => {
      unpublish()
      if (store.get(focusedPaneAtom) === COMPOSE_SCOPE) store.set(focusedPaneAtom, previous)
    }
  }, [])

  const options = useMemo((): PickerOption[] => {
    const list = templatesFor(templates?.templates ?? [], request.motivation).map((x) => ({
      id: x.id,
      label: x.name,
      hint: `${motivationName(t, x.motivation)}${x.isDefault ? ` · ${t('msp.v2.email.templates.default')}` : ''}`,
    }))
    return [
      ...list,
      { id: BLANK, label: t('msp.v2.email.compose.blank'), hint: motivationName(t, request.motivation) },
    ]
  }, [templates, request.motivation, t])

  const choose = (option: PickerOption) => {
    const chosen = templates?.templates.find((x) => x.id === option.id) ?? null
    setTemplate(chosen)
    setMotivation(chosen?.motivation ?? request.motivation)
    setVariants(chosen ? structuredClone(chosen.variants) : { [defaultLanguage]: { subject: '', body: '' } })
    setLanguage(null)
    setProblem(null)
    requestAnimationFrame(() => document.getElementById('compose-subject')?.focus())
  }

  if (!editing)
    return (
      <Flex direction="column" gap="3" className="email-compose-choose">
        <Text size="2" color="gray">
          {t('msp.v2.email.compose.choose')}
        </Text>
        <PickerList
          label={t('msp.v2.email.compose.template')}
          placeholder={t('msp.v2.email.compose.template.placeholder')}
          emptyText={t('msp.v2.email.compose.template.none')}
          load={(text) => filterTemplates(options, text)}
          onPick={choose}
        />
      </Flex>
    )

  const data = preview.data
  const skipped = Object.entries(data?.skipped ?? {}).filter(([, n]) => (n ?? 0) > 0)
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault()
        void submit()
      }}
      onKeyDown={(e) => {
        if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) {
          e.preventDefault()
          e.stopPropagation()
          void submit()
        }
      }}
    >
      <Flex gap="5" className="email-compose-body" wrap="wrap">
        <Flex direction="column" gap="3" className="email-compose-editor">
          <Flex align="center" gap="2" wrap="wrap">
            <Text size="2">
              {t('msp.v2.email.compose.using', {
                template: template ? template.name : t('msp.v2.email.compose.blank'),
              })}
            </Text>
            <Button type="button" size="1" variant="ghost" onClick={() => setTemplate(undefined)}>
              {t('msp.v2.email.compose.change')}
            </Button>
          </Flex>
          <VariantEditor
            idPrefix="compose"
            motivation={motivation}
            languages={templates?.languages ?? [defaultLanguage]}
            language={shownLanguage}
            onLanguage={setLanguage}
            variants={variants}
            onChange={(lang, variant) => {
              // Once the user writes, the language stays (the first preview would switch it otherwise).
              if (language === null) setLanguage(lang)
              setVariants((all) => ({ ...all, [lang]: variant }))
            }}
          />
          {request.kind === 'applications' ? (
            <Text as="label" size="2">
              <Flex gap="2" align="center">
                <Checkbox checked={unique} onCheckedChange={(v) => setUnique(v === true)} />
                {t('msp.v2.email.compose.unique')}
              </Flex>
            </Text>
          ) : null}
        </Flex>
        <Flex direction="column" gap="3" className="email-compose-side">
          <Text size="2" weight="medium" role="status" data-testid="compose-count">
            {data
              ? t('msp.v2.email.compose.count', { count: data.sendable, total: data.recipients })
              : t('msp.v2.email.compose.count.pending', { count: request.ids.length })}
          </Text>
          {skipped.length > 0 ? (
            <ul className="email-skip-list" aria-label={t('msp.v2.email.compose.skipped')}>
              {skipped.map(([reason, n]) => (
                <li key={reason}>
                  <Text size="1" color="gray">
                    {t('msp.v2.email.compose.skip', {
                      count: n ?? 0,
                      reason: t(skipReasonKey(reason as Parameters<typeof skipReasonKey>[0])),
                    })}
                  </Text>
                </li>
              ))}
            </ul>
          ) : null}
          <Text size="2" weight="medium">
            {t('msp.v2.email.compose.preview')}
          </Text>
          <MessagePreview
            message={data?.first ?? null}
            busy={preview.isFetching}
            note={
              !hasText
                ? t('msp.v2.email.compose.preview.empty')
                : data?.firstProblem
                  ? t('msp.v2.email.compose.preview.problem', {
                      names: [...data.firstProblem.missing, ...data.firstProblem.unknown].join(', '),
                    })
                  : preview.isError
                    ? errorText(preview.error, translateIfKnown)
                    : null
            }
          />
        </Flex>
      </Flex>
      {problem ? (
        <Callout.Root color="red" size="1" mt="3" role="alert" highContrast>
          <Callout.Text>{problem}</Callout.Text>
        </Callout.Root>
      ) : null}
      <Flex gap="3" mt="4" justify="between" align="center" wrap="wrap">
        <Text size="1" color="gray" data-testid="compose-transport">
          {settings
            ? t(`msp.v2.email.compose.transport.${settings.transport}`, {
                seconds: Math.round(settings.undoWindowMs / 1000),
              })
            : ''}
        </Text>
        <Flex gap="3">
          <Dialog.Close>
            <Button type="button" variant="soft" color="gray">
              {t('msp.v2.email.dialog.cancel')}
            </Button>
          </Dialog.Close>
          <Button type="submit" loading={send.isPending} disabled={data?.sendable === 0}>
            {t('msp.v2.email.compose.send', { count: data?.sendable ?? request.ids.length })}
            <ShortcutKeys shortcut="mod+Enter" />
          </Button>
        </Flex>
      </Flex>
    </form>
  )
}

/** Templates whose name or motivation contains every typed word; "blank" always stays. */
function filterTemplates(options: PickerOption[], text: string): PickerOption[] {
  const terms = text.toLowerCase().split(/\s+/).filter(Boolean)
  return options.filter(
    (o) => o.id === BLANK || terms.every((term) => `${o.label} ${o.hint ?? ''}`.toLowerCase().includes(term)),
  )
}
