import { AlertDialog, Button, Flex, TextArea } from '@radix-ui/themes'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { ProjectStatus } from '../../../../shared/domain/statuses'
import { errorText } from '../../../app/api-error'
import { translateIfKnown } from '../../../i18n/i18n'
import { FormError } from '../../../ui/forms/form-error'

export type StatusDialogProps = {
  target: ProjectStatus | null
  pending: boolean
  error: unknown
  onConfirm: (reasonForClosing?: string) => void
  onCancel: () => void
}

/** Confirms a status change; closing asks for the reason (§7 reasonforclosing), deleting warns. */
export function StatusDialog({ target, pending, error, onConfirm, onCancel }: StatusDialogProps) {
  const { t } = useTranslation()
  const [reason, setReason] = useState('')
  const open = target !== null
  return (
    <AlertDialog.Root open={open} onOpenChange={(next) => !next && onCancel()}>
      <AlertDialog.Content maxWidth="480px">
        <form
          onSubmit={(event) => {
            event.preventDefault()
            onConfirm(target === 'CLOSED' && reason.trim() ? reason.trim() : undefined)
          }}
        >
          <AlertDialog.Title>{target ? t(`msp.v2.project.page.status.${target}`) : ''}</AlertDialog.Title>
          <AlertDialog.Description size="2">
            {target ? t(`msp.v2.project.page.status.confirm.${target}`) : ''}
          </AlertDialog.Description>
          {target === 'CLOSED' ? (
            <TextArea
              mt="3"
              aria-label={t('msp.v2.project.page.reason')}
              placeholder={t('msp.v2.project.page.reason')}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              onKeyDown={(e) => {
                if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) e.currentTarget.form?.requestSubmit()
              }}
              autoFocus
            />
          ) : null}
          <FormError message={error ? errorText(error, translateIfKnown) : null} />
          <Flex gap="3" mt="4" justify="end">
            <AlertDialog.Cancel>
              <Button type="button" variant="soft" color="gray">
                {t('msp.v2.project.page.cancel')}
              </Button>
            </AlertDialog.Cancel>
            <Button
              type="submit"
              color={target === 'DELETED' ? 'red' : undefined}
              loading={pending}
              autoFocus={target !== 'CLOSED'}
            >
              {t('msp.v2.project.page.confirm')}
            </Button>
          </Flex>
        </form>
      </AlertDialog.Content>
    </AlertDialog.Root>
  )
}
