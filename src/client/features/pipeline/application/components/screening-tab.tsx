import { Button, Callout, Flex, Text } from '@radix-ui/themes'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { ApplicationDetail, Question } from '../../../../../shared/contracts/application'
import {
  type ScreeningAnswer,
  screeningBlockedReason,
  validateScreening,
  visibleQuestions,
} from '../../../../../shared/domain/screening'
import { GENERIC_ERROR_KEY, toApiError } from '../../../../app/api-error'
import { ShortcutKeys } from '../../../../commands/shortcut-keys'
import { clearDraft, readDraft, writeDraft } from '../../../../ui/drafts'
import { showToast } from '../../../../ui/toasts/toast-store'
import { useSaveAnswersMutation } from '../api'
import type { FormSubmitter } from '../application-controller'
import { screeningDraftKey } from '../drafts'
import { ScreeningField } from './screening-field'

export type ScreeningTabProps = {
  appId: number
  detail: Pick<ApplicationDetail, 'status' | 'pendingPoolMembership' | 'currency'>
  questions: Question[]
  registerSubmitter: (submitter: FormSubmitter | null) => void
  /** The URL carries screeningInvalid: validate at once and scroll to the first invalid question. */
  validateOnMount: boolean
  /** The user holds APPLICATION_EDIT_CONTENT; without it every question is read-only. */
  canEdit: boolean
}

const questionElementId = (id: number) => `screening-question-${id}`
const inputIdOf = (id: number) => `screening-input-${id}`

function revealQuestion(id: number) {
  const element = document.getElementById(questionElementId(id))
  element?.scrollIntoView?.({ block: 'center' })
  const input = element?.querySelector<HTMLElement>(
    'input:not([disabled]), textarea:not([disabled]), select:not([disabled])',
  )
  input?.focus({ preventScroll: true })
}

/**
 * §2/§5 screening: the visible questions as one form, children under their parent. Editable
 * questions are grey, read-only ones white; all visible questions are validated together
 * and the first invalid one is scrolled into view. Saving sends the changed answers, then
 * questions and history are fetched again.
 */
export function ScreeningTab({
  appId,
  detail,
  questions,
  registerSubmitter,
  validateOnMount,
  canEdit,
}: ScreeningTabProps) {
  const { t } = useTranslation()
  // Answers changed but not saved stay as a draft when the user moves on (issue 21 §2).
  const draftKey = screeningDraftKey(appId)
  const [edits, setEdits] = useState<ReadonlyMap<number, ScreeningAnswer[]>>(
    () => new Map(readDraft<[number, ScreeningAnswer[]][]>(draftKey) ?? []),
  )
  useEffect(() => {
    if (edits.size > 0) writeDraft(draftKey, [...edits])
    else clearDraft(draftKey)
  }, [edits, draftKey])
  const [errors, setErrors] = useState<ReadonlyMap<number, string>>(new Map())
  const save = useSaveAnswersMutation(appId)
  const ctx = { applicationStatus: detail.status, pendingPoolMembership: detail.pendingPoolMembership }
  const answersOf = (q: Question) => edits.get(q.id) ?? q.answers
  const rows = visibleQuestions(questions, ctx, answersOf).map((r) =>
    canEdit ? r : { ...r, readOnly: true },
  )
  const blocked = screeningBlockedReason(ctx)
  const editable = rows.some((r) => !r.readOnly)

  const changed = (q: Question) => {
    const key = (answers: readonly ScreeningAnswer[]) =>
      JSON.stringify(answers.map((a) => [a.groupId, a.value, a.objectValue ?? null]))
    return key(edits.get(q.id) ?? []) !== key(q.answers)
  }

  const submit = () => {
    if (save.isPending) return
    const result = validateScreening(questions, ctx, answersOf)
    setErrors(result.errors)
    const readOnly = new Set(rows.filter((r) => r.readOnly).map((r) => r.question.id))
    const blocking = rows.map((r) => r.question.id).find((id) => result.errors.has(id) && !readOnly.has(id))
    if (blocking !== undefined) {
      revealQuestion(blocking)
      return
    }
    const updates = rows
      .filter((r) => !r.readOnly && edits.has(r.question.id) && changed(r.question))
      .map((r) => ({
        questionId: r.question.id,
        componentName: r.question.componentName,
        answers: edits.get(r.question.id) ?? [],
      }))
    if (updates.length === 0) {
      showToast('success', t('msp.v2.application.screening.unchanged'))
      return
    }
    save.mutate(updates, {
      onSuccess: () => {
        setEdits(new Map())
        showToast('success', t('msp.v2.application.screening.saved'))
      },
      onError: (error) => {
        const fields = toApiError(error).fields
        const serverErrors = new Map<number, string>()
        for (const [id, keys] of Object.entries(fields)) if (keys[0]) serverErrors.set(Number(id), keys[0])
        setErrors(serverErrors)
        // §8: an answer save failure shows the generic error message.
        showToast('error', t(GENERIC_ERROR_KEY))
      },
    })
  }

  const live = useRef({ submit, editable, pending: save.isPending })
  live.current = { submit, editable, pending: save.isPending }
  useEffect(() => {
    registerSubmitter({
      submit: () => live.current.submit(),
      canSubmit: () => live.current.editable && !live.current.pending,
    })
    return () => registerSubmitter(null)
  }, [registerSubmitter])

  // biome-ignore lint/correctness/useExhaustiveDependencies: validates the answers shown when the tab opens, once
  useEffect(() => {
    if (!validateOnMount) return
    const result = validateScreening(questions, ctx, answersOf)
    setErrors(result.errors)
    if (result.firstInvalid !== null) revealQuestion(result.firstInvalid)
  }, [validateOnMount])

  const change = (q: Question, answers: ScreeningAnswer[]) => {
    setEdits((map) => new Map(map).set(q.id, answers))
    if (errors.has(q.id))
      setErrors((map) => {
        const next = new Map(map)
        next.delete(q.id)
        return next
      })
  }

  return (
    <form
      noValidate
      aria-busy={save.isPending}
      aria-label={t('msp.v2.application.tab.screening')}
      onSubmit={(event) => {
        event.preventDefault()
        submit()
      }}
    >
      <Flex direction="column" gap="3">
        {blocked === 'pendingPool' ? (
          <Callout.Root color="amber" role="alert">
            <Callout.Text>
              {t('msp.v2.application.messages.screening.blocked.pool.access.needed')}
            </Callout.Text>
          </Callout.Root>
        ) : null}
        {blocked === 'notActive' ? (
          <Callout.Root color="gray">
            <Callout.Text>{t('msp.v2.application.screening.readonly.not.active')}</Callout.Text>
          </Callout.Root>
        ) : null}
        <Flex
          gap="4"
          wrap="wrap"
          className="screening-legend"
          aria-label={t('msp.v2.application.screening.legend')}
        >
          <Text size="1">
            <span className="screening-required-mark">*</span>{' '}
            {t('msp.v2.application.screening.legend.required')}
          </Text>
          <Text size="1">
            <span className="screening-swatch screening-swatch-editable" />{' '}
            {t('msp.v2.application.screening.legend.editable')}
          </Text>
          <Text size="1">
            <span className="screening-swatch screening-swatch-readonly" />{' '}
            {t('msp.v2.application.screening.legend.readonly')}
          </Text>
        </Flex>
        {rows.map(({ question, depth, readOnly }) => {
          const error = errors.get(question.id)
          const inputId = inputIdOf(question.id)
          return (
            <div
              key={question.id}
              id={questionElementId(question.id)}
              className="screening-question"
              data-editable={readOnly ? 'false' : 'true'}
              data-invalid={error ? 'true' : undefined}
              style={{ marginLeft: depth * 20 }}
            >
              <Flex direction="column" gap="1">
                <Text as="label" htmlFor={inputId} id={`${inputId}-label`} size="2" weight="medium">
                  {question.label}
                  {question.mandatory ? (
                    <span className="screening-required-mark" aria-hidden="true">
                      {' *'}
                    </span>
                  ) : null}
                </Text>
                <ScreeningField
                  question={question}
                  inputId={inputId}
                  answers={answersOf(question)}
                  readOnly={readOnly}
                  invalid={!!error}
                  describedBy={error ? `${inputId}-error` : undefined}
                  defaultCurrency={detail.currency}
                  onChange={(answers) => change(question, answers)}
                />
                {error ? (
                  <Text id={`${inputId}-error`} role="alert" size="1" color="red">
                    {t(error)}
                  </Text>
                ) : null}
              </Flex>
            </div>
          )
        })}
        {editable ? (
          <Flex gap="3" align="center">
            <Button type="submit" loading={save.isPending}>
              {t('msp.v2.application.screening.save')}
            </Button>
            <Text size="1" color="gray">
              <ShortcutKeys shortcut="mod+Enter" />
            </Text>
          </Flex>
        ) : null}
      </Flex>
    </form>
  )
}
