import { Button, Flex, Text, TextArea, TextField } from '@radix-ui/themes'
import { useEffect, useMemo, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { ManualLogPayload, ManualNote } from '../../../../../shared/contracts/application'
import {
  type ManualLogType,
  type NoteFormValues,
  noteSubmitLabelKey,
  todayIso,
  toggleNoteType,
  validateNoteForm,
} from '../../../../../shared/domain/notes'
import { MANUAL_LOG_TYPES } from '../../../../../shared/domain/statuses'
import { ShortcutKeys } from '../../../../commands/shortcut-keys'
import { DatePickerSlot, datePlaceholder } from '../../../../ui/date-picker/date-picker'
import { clearDraft, readDraft, writeDraft } from '../../../../ui/drafts'
import type { FormSubmitter } from '../application-controller'
import { noteFieldReady, noteFormController, returnFocusAfterNote } from '../note-opening'

export type NoteFormProps = {
  /** The note being edited, or null for a new one. */
  note: ManualNote | null
  /** Where unsaved text is kept when the user moves on (ui/drafts.ts). */
  draftKey: string
  pending: boolean
  onSubmit: (payload: ManualLogPayload) => void
  onCancel: () => void
  registerSubmitter: (submitter: FormSubmitter | null) => void
}

/** A new note is a note of today (issue 21 §4: type it and save); an edit starts from the note. */
const initialValues = (note: ManualNote | null): NoteFormValues =>
  note
    ? { note: note.note, actionType: note.actionType, executionDate: note.executionDate.slice(0, 10) }
    : { note: '', actionType: 'nt', executionDate: todayIso() }

/** §5 note form: type (choosing it again clears it), execution date, text; "post" or "save". */
export function NoteForm({ note, draftKey, pending, onSubmit, onCancel, registerSubmitter }: NoteFormProps) {
  const { t } = useTranslation()
  const [values, setValues] = useState(() => readDraft<NoteFormValues>(draftKey) ?? initialValues(note))
  // Typed but not saved: kept for when the user comes back to this application.
  const initial = useRef(initialValues(note))
  useEffect(() => {
    const untouched = JSON.stringify(values) === JSON.stringify(initial.current)
    if (untouched) clearDraft(draftKey)
    else writeDraft(draftKey, values)
  }, [values, draftKey])
  const [attempted, setAttempted] = useState(false)
  const errors = attempted ? validateNoteForm(values) : {}
  const textRef = useRef<HTMLTextAreaElement>(null)

  const submit = () => {
    if (pending) return
    setAttempted(true)
    const found = validateNoteForm(values)
    if (Object.keys(found).length > 0) return
    onSubmit({
      actionType: values.actionType as ManualLogType,
      executionDate: values.executionDate,
      note: values.note.trim(),
    })
  }
  const live = useRef({ submit, pending })
  live.current = { submit, pending }
  useEffect(() => {
    registerSubmitter({ submit: () => live.current.submit(), canSubmit: () => !live.current.pending })
    return () => registerSubmitter(null)
  }, [registerSubmitter])
  useEffect(() => {
    const before = document.activeElement as HTMLElement | null
    textRef.current?.focus()
    const returnTo = noteFieldReady(before && before !== document.body ? before : null)
    return () => returnFocusAfterNote(returnTo)
  }, [])
  noteFormController.usePublish(
    useMemo(() => ({ setType: (actionType: ManualLogType) => setValues((v) => ({ ...v, actionType })) }), []),
  )

  const error = (field: keyof NoteFormValues) =>
    errors[field] ? (
      <Text id={`note-${field}-error`} role="alert" size="1" color="red">
        {t(errors[field])}
      </Text>
    ) : null

  return (
    <form
      noValidate
      aria-label={t(note ? 'msp.v2.application.notes.edit.title' : 'msp.v2.application.notes.add.title')}
      aria-busy={pending}
      onSubmit={(event) => {
        event.preventDefault()
        submit()
      }}
    >
      <Flex direction="column" gap="3">
        <Flex direction="column" gap="1">
          <Flex gap="2" align="center">
            <Text as="span" id="note-type-label" size="2" weight="medium">
              {t('msp.v2.application.notes.type')}
            </Text>
            <Text as="span" size="1" color="gray" aria-hidden>
              {t('msp.v2.application.notes.type.keys')}
            </Text>
          </Flex>
          <Flex gap="2" wrap="wrap" role="group" aria-labelledby="note-type-label">
            {MANUAL_LOG_TYPES.map((type, index) => (
              <Button
                key={type}
                type="button"
                size="1"
                variant={values.actionType === type ? 'solid' : 'soft'}
                aria-pressed={values.actionType === type}
                aria-keyshortcuts={`Alt+${index + 1}`}
                onClick={() => setValues((v) => ({ ...v, actionType: toggleNoteType(v.actionType, type) }))}
              >
                {t(`msp.v2.application.notes.type.${type}`)}
              </Button>
            ))}
          </Flex>
          {error('actionType')}
        </Flex>
        <Flex direction="column" gap="1">
          <Text as="label" htmlFor="note-execution-date" size="2" weight="medium">
            {t('msp.v2.application.notes.date')}
          </Text>
          <TextField.Root
            id="note-execution-date"
            placeholder={datePlaceholder()}
            value={values.executionDate}
            aria-invalid={errors.executionDate ? true : undefined}
            onChange={(e) => setValues((v) => ({ ...v, executionDate: e.target.value }))}
          >
            <DatePickerSlot
              value={values.executionDate}
              label={t('msp.v2.application.notes.date')}
              onPick={(executionDate) => setValues((v) => ({ ...v, executionDate }))}
            />
          </TextField.Root>
          {error('executionDate')}
        </Flex>
        <Flex direction="column" gap="1">
          <Text as="label" htmlFor="note-text" size="2" weight="medium">
            {t('msp.v2.application.notes.text')}
          </Text>
          <TextArea
            id="note-text"
            ref={textRef}
            rows={4}
            value={values.note}
            aria-invalid={errors.note ? true : undefined}
            onChange={(e) => setValues((v) => ({ ...v, note: e.target.value }))}
          />
          {error('note')}
        </Flex>
        <Flex gap="2" align="center">
          <Button type="submit" loading={pending} aria-keyshortcuts="Control+Enter">
            {t(noteSubmitLabelKey(note?.id ?? null))}
          </Button>
          <ShortcutKeys shortcut="mod+Enter" />
          <Button type="button" variant="soft" color="gray" onClick={onCancel}>
            {t('msp.v2.application.notes.cancel')}
          </Button>
        </Flex>
      </Flex>
    </form>
  )
}
