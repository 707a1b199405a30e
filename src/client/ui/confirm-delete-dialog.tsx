import { AlertDialog, Button, Flex } from '@radix-ui/themes'
import { useTranslation } from 'react-i18next'

export type ConfirmDeleteDialogProps = {
  open: boolean
  title: string
  body: string
  onCancel: () => void
  onConfirm: () => void
}

/** §8 delete confirmation: a title, an "are you sure" body and a confirm button (Escape cancels). */
export function ConfirmDeleteDialog({ open, title, body, onCancel, onConfirm }: ConfirmDeleteDialogProps) {
  const { t } = useTranslation()
  return (
    <AlertDialog.Root open={open} onOpenChange={(next) => !next && onCancel()}>
      <AlertDialog.Content maxWidth="420px">
        <AlertDialog.Title>{title}</AlertDialog.Title>
        <AlertDialog.Description size="2">{body}</AlertDialog.Description>
        <Flex gap="3" mt="4" justify="end">
          <AlertDialog.Cancel>
            <Button variant="soft" color="gray">
              {t('msp.v2.questions.dialog.cancel')}
            </Button>
          </AlertDialog.Cancel>
          <AlertDialog.Action>
            <Button color="red" onClick={onConfirm}>
              {t('msp.v2.questions.delete.confirm')}
            </Button>
          </AlertDialog.Action>
        </Flex>
      </AlertDialog.Content>
    </AlertDialog.Root>
  )
}
