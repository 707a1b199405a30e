import { Button, Dialog, Flex, TextField } from '@radix-ui/themes'
import { useTranslation } from 'react-i18next'
import { showToast } from '../../../ui/toasts/toast-store'

/** Share project modal: the project's link and a copy button; a failed copy shows the generic error (§8). */
export function ShareDialog({ open, url, onClose }: { open: boolean; url: string; onClose: () => void }) {
  const { t } = useTranslation()
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url)
      showToast('success', t('msp.v2.project.page.share.copied'))
      onClose()
    } catch {
      showToast('error', t('msp.v2.message.generic.error'))
    }
  }
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && onClose()}>
      <Dialog.Content maxWidth="640px">
        <Dialog.Title>{t('msp.v2.project.page.share')}</Dialog.Title>
        <Flex gap="2" mt="3">
          <TextField.Root
            readOnly
            value={url}
            aria-label={t('msp.v2.project.page.share.link')}
            style={{ flex: 1 }}
          />
          <Button onClick={() => void copy()} autoFocus>
            {t('msp.v2.project.page.share.copy')}
          </Button>
        </Flex>
      </Dialog.Content>
    </Dialog.Root>
  )
}
