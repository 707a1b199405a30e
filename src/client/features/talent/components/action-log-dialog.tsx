import { Button, Flex, RadioGroup, Text, TextArea, TextField } from '@radix-ui/themes'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { ActionLog, ActionLogType } from '../../../../shared/contracts/talent-actions'
import { type NoteFormValues, noteSubmitLabelKey, todayIso } from '../../../../shared/domain/notes'
import { ACTION_LOG_TYPES } from '../../../../shared/domain/statuses'
import { validateActionLogForm } from '../../../../shared/domain/talent-action-log'
import { DatePickerSlot, datePlaceholder } from '../../../ui/date-picker/date-picker'
import { clearDraft, readDraft, writeDraft } from '../../../ui/drafts'
import { changeTalent, talentActionLogsQuery } from '../api'
import { DialogError } from './dialog-error'
import { ModalFooter, TalentModal } from './talent-modal'

export type ActionLogDialogProps = {
  talentId: number
  logId: number | null
  actionType?: ActionLogType
  onClose: () => void
}

/** Add or edit one action log entry (§3, §5 note rules); Ctrl/⌘ Enter saves from any field. */
export function ActionLogDialog({ talentId, logId, actionType, onClose }: ActionLogDialogProps) {
  const { t } = useTranslation()
  const queryClient = useQueryClient()
  const { data } = useQuery(talentActionLogsQuery(talentId))
  const editing = logId === null ? null : (data?.results.find((l) => l.id === logId) ?? null)
  // Text typed and not saved (Escape, a click outside) is kept for the next open (issue 21 §2).
  const draftKey = `actionLog:${talentId}:${logId ?? 'new'}`
  const [values, setValues] = useState<NoteFormValues>(
    () => readDraft<NoteFormValues>(draftKey) ?? initial(editing, actionType),
  )
  useEffect(() => {
    if (values.note.trim() === '' || values.note === editing?.note) clearDraft(draftKey)
    else writeDraft(draftKey, values)
  }, [values, draftKey, editing?.note])
  const [attempted, setAttempted] = useState(false)
  const errors = attempted ? validateActionLogForm(values) : {}
  const save = useMutation({
    mutationFn: () => {
      const body = { ...values, note: values.note.trim() }
      return changeTalent.run(
        logId === null
          ? { talentId, path: '/actionLog', method: 'POST', body }
          : { talentId, path: `/actionLog/${logId}`, method: 'PUT', body },
        queryClient,
      )
    },
    onSuccess: () => {
      clearDraft(draftKey)
      onClose()
    },
  })
  const submit = () => {
    setAttempted(true)
    if (Object.keys(validateActionLogForm(values)).length === 0 && !save.isPending) save.mutate()
  }
  const error = (field: keyof NoteFormValues) =>
    errors[field] ? (
      <Text role="alert" size="1" color="red">
        {t(errors[field])}
      </Text>
    ) : null
  const title = t(logId === null ? 'msp.v2.talent.actionLog.add' : 'msp.v2.talent.actionLog.edit')

  return (
    <TalentModal title={title} onClose={onClose}>
      <form
        noValidate
        aria-label={title}
        onSubmit={(event) => {
          event.preventDefault()
          submit()
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
            event.preventDefault()
            submit()
          }
        }}
      >
        <Flex direction="column" gap="3">
          <Text as="span" id="action-log-type" size="2" weight="medium">
            {t('msp.v2.application.notes.type')}
          </Text>
          <RadioGroup.Root
            aria-labelledby="action-log-type"
            value={values.actionType}
            onValueChange={(actionType) => setValues((v) => ({ ...v, actionType }))}
          >
            <Flex gap="3" wrap="wrap">
              {ACTION_LOG_TYPES.map((type) => (
                <RadioGroup.Item key={type} value={type}>
                  {t(`msp.v2.talent.actionLog.type.${type}`)}
                </RadioGroup.Item>
              ))}
            </Flex>
          </RadioGroup.Root>
          {error('actionType')}
          <Text as="label" htmlFor="action-log-date" size="2" weight="medium">
            {t('msp.v2.application.notes.date')}
          </Text>
          <TextField.Root
            id="action-log-date"
            placeholder={datePlaceholder()}
            value={values.executionDate}
            onChange={(e) => setValues((v) => ({ ...v, executionDate: e.target.value }))}
          >
            <DatePickerSlot
              value={values.executionDate}
              label={t('msp.v2.application.notes.date')}
              onPick={(executionDate) => setValues((v) => ({ ...v, executionDate }))}
            />
          </TextField.Root>
          {error('executionDate')}
          <Text as="label" htmlFor="action-log-text" size="2" weight="medium">
            {t('msp.v2.application.notes.text')}
          </Text>
          <TextArea
            id="action-log-text"
            data-autofocus
            rows={4}
            value={values.note}
            onChange={(e) => setValues((v) => ({ ...v, note: e.target.value }))}
          />
          {error('note')}
          <DialogError error={save.error} />
        </Flex>
        <ModalFooter
          onCancel={onClose}
          submit={
            <Button type="submit" loading={save.isPending}>
              {t(noteSubmitLabelKey(logId))}
            </Button>
          }
        />
      </form>
    </TalentModal>
  )
}

const initial = (log: ActionLog | null, actionType?: ActionLogType): NoteFormValues =>
  log
    ? { note: log.note, actionType: log.actionType, executionDate: log.executionDate.slice(0, 10) }
    : { note: '', actionType: actionType ?? '', executionDate: todayIso() }
