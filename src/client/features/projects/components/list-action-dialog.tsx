import { AlertDialog, Button, Flex, RadioGroup, Text, TextArea } from '@radix-ui/themes'
import { useMutation } from '@tanstack/react-query'
import { useAtom } from 'jotai'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { selectionDelete, selectionStatusTargets } from '../../../../shared/domain/project-list-actions'
import type { ProjectStatus } from '../../../../shared/domain/statuses'
import { changeProjectStatus, deleteProjects } from '../../../api/projects'
import { toApiError } from '../../../app/api-error'
import { translateIfKnown } from '../../../i18n/i18n'
import { showToast } from '../../../ui/toasts/toast-store'
import { projectListDialogAtom } from '../commands'
import { InviteTalentsDialog } from './invite-talents-dialog'

/**
 * Change status / delete (and invite, in its own dialog) on the selected projects (§5 project list actions): a disabled
 * action says why and which project blocks it; otherwise it confirms, runs per project and
 * reports what did not go through.
 */
export function ListActionDialog({ permissions }: { permissions: readonly string[] }) {
  const { t } = useTranslation()
  const [dialog, setDialog] = useAtom(projectListDialogAtom)
  const [target, setTarget] = useState<ProjectStatus | ''>('')
  const [reason, setReason] = useState('')
  const close = () => {
    setDialog(null)
    setTarget('')
    setReason('')
  }
  const run = useMutation({
    mutationFn: async (): Promise<number> => {
      if (!dialog) return 0
      const projectIds = dialog.projects.map((p) => p.id)
      if (dialog.kind === 'delete') return (await deleteProjects.run(projectIds)).failures.length
      if (!target) return 0
      const { refused } = await changeProjectStatus.run({
        projectIds,
        status: target,
        reasonForClosing: reason.trim() || undefined,
        keepGoing: true,
      })
      return refused.length
    },
    onSuccess: (failed) => {
      const done = (dialog?.projects.length ?? 0) - failed
      showToast(failed === 0 ? 'success' : 'error', t('msp.v2.projects.action.done', { done, failed }))
      close()
    },
  })
  if (!dialog) return null
  if (dialog.kind === 'invite')
    return <InviteTalentsDialog projects={dialog.projects} permissions={permissions} onClose={close} />
  const rule =
    dialog.kind === 'status'
      ? selectionStatusTargets(dialog.projects)
      : selectionDelete(dialog.projects, permissions)
  const title = t(
    dialog.kind === 'status' ? 'msp.v2.projects.action.status' : 'msp.v2.projects.action.delete',
  )
  return (
    <AlertDialog.Root open onOpenChange={(open) => !open && close()}>
      <AlertDialog.Content maxWidth="480px">
        <AlertDialog.Title>{title}</AlertDialog.Title>
        {!rule.ok ? (
          <AlertDialog.Description size="2" role="alert">
            {translateIfKnown(rule.reason) ?? rule.reason}
            {rule.project ? ` (${rule.project.title})` : ''}
          </AlertDialog.Description>
        ) : (
          <form
            onSubmit={(event) => {
              event.preventDefault()
              if (dialog.kind === 'delete' || target) run.mutate()
            }}
          >
            <AlertDialog.Description size="2">
              {t('msp.v2.projects.action.count', { count: dialog.projects.length })}
            </AlertDialog.Description>
            {dialog.kind === 'status' && Array.isArray(rule.value) ? (
              <RadioGroup.Root
                mt="3"
                value={target}
                onValueChange={(value) => setTarget(value as ProjectStatus)}
                aria-label={title}
              >
                {(rule.value as ProjectStatus[]).map((s) => (
                  <RadioGroup.Item key={s} value={s}>
                    {t(`msp.v2.project.page.status.${s}`)}
                  </RadioGroup.Item>
                ))}
              </RadioGroup.Root>
            ) : null}
            {target === 'CLOSED' ? (
              <TextArea
                mt="3"
                aria-label={t('msp.v2.project.page.reason')}
                placeholder={t('msp.v2.project.page.reason')}
                value={reason}
                onChange={(e) => setReason(e.target.value)}
              />
            ) : null}
            <Flex gap="3" mt="4" justify="end">
              <AlertDialog.Cancel>
                <Button type="button" variant="soft" color="gray">
                  {t('msp.v2.project.page.cancel')}
                </Button>
              </AlertDialog.Cancel>
              <Button
                type="submit"
                color={dialog.kind === 'delete' ? 'red' : undefined}
                disabled={dialog.kind === 'status' && !target}
                loading={run.isPending}
              >
                {t('msp.v2.project.page.confirm')}
              </Button>
            </Flex>
          </form>
        )}
        {!rule.ok ? (
          <Flex mt="4" justify="end">
            <AlertDialog.Cancel>
              <Button variant="soft" color="gray" autoFocus>
                {t('msp.v2.projects.action.ok')}
              </Button>
            </AlertDialog.Cancel>
          </Flex>
        ) : null}
        {run.error ? (
          <Text as="p" color="red" size="2" mt="2" role="alert">
            {translateIfKnown(toApiError(run.error).error ?? '') ?? t('msp.v2.message.generic.error')}
          </Text>
        ) : null}
      </AlertDialog.Content>
    </AlertDialog.Root>
  )
}
