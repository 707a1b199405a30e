import { Badge, Button, Flex, Text } from '@radix-ui/themes'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { ActionLog } from '../../../../shared/contracts/talent-actions'
import { changeTalent, talentActionLogsQuery } from '../api'
import { formatDay } from '../talent-format'
import type { TalentDialog } from '../talent-screen'
import { ModalFooter, TalentModal } from './talent-modal'

export type TalentNotesProps = {
  talentId: number
  canLog: boolean
  /** Whether the user may change a log of this author. */
  canEditLog: (authorId: number | null) => boolean
  open: (dialog: TalentDialog) => void
}

/** Overview notes: the talent's action log, newest first, with add, edit and delete (§3). */
export function TalentNotes({ talentId, canLog, canEditLog, open }: TalentNotesProps) {
  const { t } = useTranslation()
  const queryClient = useQueryClient()
  const { data, isError } = useQuery({ ...talentActionLogsQuery(talentId), enabled: canLog })
  const [deleting, setDeleting] = useState<ActionLog | null>(null)
  const remove = useMutation({
    mutationFn: (log: ActionLog) =>
      changeTalent.run({ talentId, path: `/actionLog/${log.id}`, method: 'DELETE' }, queryClient),
    onSuccess: () => setDeleting(null),
  })
  if (!canLog) return null
  const logs = data?.results ?? []
  return (
    <Flex direction="column" gap="2">
      <Flex justify="between" align="center">
        <Text size="2" color="gray">
          {isError
            ? t('msp.v2.message.generic.error')
            : logs.length === 0
              ? t('msp.v2.talent.actionLog.empty')
              : null}
        </Text>
        <Button size="1" variant="soft" onClick={() => open({ kind: 'actionLog', logId: null })}>
          {t('msp.v2.talent.command.log')}
        </Button>
      </Flex>
      <ol className="plain-list" aria-label={t('msp.v2.talent.notes')}>
        {logs.map((log) => (
          <Flex asChild key={log.id} direction="column" gap="1" mb="3">
            <li>
              <Flex gap="2" align="center" wrap="wrap">
                <Badge variant="soft">{t(`msp.v2.talent.actionLog.type.${log.actionType}`)}</Badge>
                <Text size="1" color="gray">
                  {[formatDay(log.executionDate), log.createdBy].filter(Boolean).join(' · ')}
                </Text>
                {canEditLog(log.createdById) ? (
                  <>
                    <Button
                      size="1"
                      variant="ghost"
                      aria-label={t('msp.v2.talent.actionLog.edit')}
                      onClick={() => open({ kind: 'actionLog', logId: log.id })}
                    >
                      {t('msp.v2.talent.actionLog.edit')}
                    </Button>
                    <Button size="1" variant="ghost" color="red" onClick={() => setDeleting(log)}>
                      {t('msp.v2.talent.actionLog.delete')}
                    </Button>
                  </>
                ) : null}
              </Flex>
              <Text as="p" size="2" className="talent-text">
                {log.note}
              </Text>
            </li>
          </Flex>
        ))}
      </ol>
      {deleting ? (
        <TalentModal title={t('msp.v2.application.notes.delete.title')} onClose={() => setDeleting(null)}>
          <Text as="p" size="2">
            {t('msp.v2.application.notes.delete.body')}
          </Text>
          <ModalFooter
            onCancel={() => setDeleting(null)}
            submit={
              <Button
                color="red"
                data-autofocus
                loading={remove.isPending}
                onClick={() => remove.mutate(deleting)}
              >
                {t('msp.v2.talent.dialog.confirm')}
              </Button>
            }
          />
        </TalentModal>
      ) : null}
    </Flex>
  )
}
