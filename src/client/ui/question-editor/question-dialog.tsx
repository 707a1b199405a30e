import { Button, Checkbox, Dialog, Flex, RadioGroup, Select, Text, TextArea } from '@radix-ui/themes'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { questionInputSchema } from '../../../shared/contracts/questions'
import { inputOfDraft, type QuestionDraft } from '../../../shared/domain/question-draft'
import {
  isChoiceType,
  optionLinesOf,
  parseOptionLines,
  QUESTION_VISIBILITIES,
  type QuestionVisibility,
} from '../../../shared/domain/questions'
import { QUESTION_TYPES } from '../../../shared/domain/statuses'
import { dialogFormHandlers } from '../forms/dialog-form'
import { TextFormField } from '../forms/text-form-field'

export type QuestionDialogProps = {
  /** The question being edited (a new one has no id); null closes the dialog. */
  question: QuestionDraft | null
  /** Error keys the server returned for the last save, per field. */
  serverErrors?: Record<string, string>
  saving?: boolean
  onSave: (question: QuestionDraft) => void
  onClose: () => void
}

/** Field of a validation issue as the dialog shows it ('questionJson.options' -> 'options'). */
function dialogErrors(errors: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {}
  for (const [fullPath, key] of Object.entries(errors)) {
    // Server paths of a list call name the item first ('questions.0.label').
    const path = fullPath.replace(/^questions\.\d+\./, '')
    const field = path.endsWith('options')
      ? 'options'
      : path.endsWith('type') || path === 'questionJson'
        ? 'type'
        : path
    out[field] ??= key
  }
  return out
}

/**
 * Add or edit one question (§3 Question): label, type, options of choice types, visibility
 * (required, optional, hide) and what recruiters may do with the answer. Enter or Ctrl+Enter
 * saves, Escape cancels; the shared contract checks it before it leaves the dialog.
 */
export function QuestionDialog({
  question,
  serverErrors = {},
  saving,
  onSave,
  onClose,
}: QuestionDialogProps) {
  const { t } = useTranslation()
  return (
    <Dialog.Root open={question !== null} onOpenChange={(open) => !open && onClose()}>
      <Dialog.Content maxWidth="560px" aria-describedby={undefined}>
        <Dialog.Title>
          {t(
            question?.id !== undefined || question?.label
              ? 'msp.v2.questions.dialog.edit'
              : 'msp.v2.questions.dialog.add',
          )}
        </Dialog.Title>
        {question ? (
          <QuestionFields
            key={question.key}
            question={question}
            serverErrors={serverErrors}
            saving={saving}
            onSave={onSave}
            onClose={onClose}
          />
        ) : null}
      </Dialog.Content>
    </Dialog.Root>
  )
}

function QuestionFields({
  question,
  serverErrors,
  saving,
  onSave,
  onClose,
}: Omit<QuestionDialogProps, 'question'> & {
  question: QuestionDraft
  serverErrors: Record<string, string>
}) {
  const { t } = useTranslation()
  const [label, setLabel] = useState(question.label)
  const [type, setType] = useState(question.type)
  const [optionText, setOptionText] = useState(optionLinesOf(question.options))
  const [visibility, setVisibility] = useState<QuestionVisibility>(question.visibility)
  const [mspVisibility, setMspVisibility] = useState(question.mspVisibility)
  const [mspCanEdit, setMspCanEdit] = useState(question.mspCanEdit)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const shown = { ...dialogErrors(serverErrors), ...errors }
  const error = (field: string) => (shown[field] ? t(shown[field]) : undefined)

  const save = () => {
    const next: QuestionDraft = {
      ...question,
      label,
      type,
      options: isChoiceType(type) ? parseOptionLines(optionText, question.options) : [],
      visibility,
      mspVisibility,
      mspCanEdit,
    }
    const parsed = questionInputSchema.safeParse(inputOfDraft(next))
    if (!parsed.success) {
      const found = dialogErrors(
        Object.fromEntries(parsed.error.issues.map((i) => [i.path.join('.'), i.message]).reverse()),
      )
      setErrors(found)
      requestAnimationFrame(() =>
        document.querySelector<HTMLElement>('.question-dialog [aria-invalid="true"]')?.focus(),
      )
      return
    }
    setErrors({})
    onSave({ ...next, label: parsed.data.label })
  }
  const handlers = dialogFormHandlers(save)
  return (
    <form noValidate {...handlers} className="question-dialog">
      <Flex direction="column" gap="4" mt="2">
        <TextFormField
          id="question-label"
          label={t('msp.v2.questions.field.label')}
          value={label}
          autoFocus
          onChange={(e) => {
            setLabel(e.target.value)
            setErrors(({ label: _, ...rest }) => rest)
          }}
          error={error('label')}
        />
        <Flex direction="column" gap="1">
          <Text as="label" htmlFor="question-type" size="2" weight="medium">
            {t('msp.v2.questions.field.type')}
          </Text>
          <Select.Root value={type} onValueChange={setType}>
            <Select.Trigger
              id="question-type"
              aria-invalid={error('type') ? true : undefined}
              color={error('type') ? 'red' : undefined}
              placeholder={t('msp.v2.questions.error.component')}
            />
            <Select.Content>
              {QUESTION_TYPES.map((value) => (
                <Select.Item key={value} value={value}>
                  {t(`msp.v2.questions.type.${value}`)}
                </Select.Item>
              ))}
            </Select.Content>
          </Select.Root>
          {error('type') ? (
            <Text role="alert" size="2" color="red">
              {error('type')}
            </Text>
          ) : null}
        </Flex>
        {isChoiceType(type) ? (
          <Flex direction="column" gap="1">
            <Text as="label" htmlFor="question-options" size="2" weight="medium">
              {t('msp.v2.questions.field.options')}
            </Text>
            <TextArea
              id="question-options"
              rows={4}
              value={optionText}
              onChange={(e) => setOptionText(e.target.value)}
              aria-invalid={error('options') ? true : undefined}
              aria-describedby="question-options-hint"
              color={error('options') ? 'red' : undefined}
            />
            <Text id="question-options-hint" size="1" color="gray">
              {t('msp.v2.questions.field.options.hint')}
            </Text>
            {error('options') ? (
              <Text role="alert" size="2" color="red">
                {error('options')}
              </Text>
            ) : null}
          </Flex>
        ) : null}
        <Flex direction="column" gap="1" role="group" aria-labelledby="question-visibility-label">
          <Text id="question-visibility-label" size="2" weight="medium">
            {t('msp.v2.questions.field.visibility')}
          </Text>
          <RadioGroup.Root
            value={visibility}
            onValueChange={(v) => setVisibility(v as QuestionVisibility)}
            aria-labelledby="question-visibility-label"
          >
            <Flex gap="4">
              {QUESTION_VISIBILITIES.map((v) => (
                <RadioGroup.Item key={v} value={v}>
                  {t(`msp.v2.questions.visibility.${v}`)}
                </RadioGroup.Item>
              ))}
            </Flex>
          </RadioGroup.Root>
        </Flex>
        <Text as="label" size="2">
          <Flex gap="2" align="center">
            <Checkbox checked={mspVisibility} onCheckedChange={(v) => setMspVisibility(v === true)} />
            {t('msp.v2.questions.field.msp.visibility')}
          </Flex>
        </Text>
        <Text as="label" size="2">
          <Flex gap="2" align="center">
            <Checkbox checked={mspCanEdit} onCheckedChange={(v) => setMspCanEdit(v === true)} />
            {t('msp.v2.questions.field.msp.can.edit')}
          </Flex>
        </Text>
        <Flex gap="3" justify="end">
          <Button type="button" variant="soft" color="gray" onClick={onClose}>
            {t('msp.v2.questions.dialog.cancel')}
          </Button>
          <Button type="submit" loading={saving}>
            {t('msp.v2.questions.dialog.save')}
            <kbd className="toast-key">Ctrl+Enter</kbd>
          </Button>
        </Flex>
      </Flex>
    </form>
  )
}
