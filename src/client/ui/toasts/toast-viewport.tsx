import { Button, Callout, Flex, IconButton } from '@radix-ui/themes'
import { useAtomValue } from 'jotai'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { Icon } from '../icon'
import { dismissToast, runToastUndo, type Toast, toastsAtom } from './toast-store'

/** Success notes go away by themselves; errors stay until read and dismissed. */
const SUCCESS_TIMEOUT_MS = 5000

export function ToastViewport() {
  const { t } = useTranslation()
  const toasts = useAtomValue(toastsAtom)
  return (
    <section aria-label={t('msp.v2.toast.region')} className="toast-viewport">
      <Flex direction="column" gap="2" asChild>
        <ol>
          {toasts.map((toast) => (
            <ToastItem key={toast.id} toast={toast} />
          ))}
        </ol>
      </Flex>
    </section>
  )
}

type ToastItemProps = { toast: Toast }

function ToastItem({ toast }: ToastItemProps) {
  const { t } = useTranslation()
  useEffect(() => {
    if (toast.kind !== 'success') return
    const timer = setTimeout(() => dismissToast(toast.id), toast.durationMs ?? SUCCESS_TIMEOUT_MS)
    return () => clearTimeout(timer)
  }, [toast])
  const isError = toast.kind === 'error'
  return (
    <li>
      <Callout.Root
        color={isError ? 'red' : 'green'}
        variant="surface"
        role={isError ? 'alert' : 'status'}
        className="toast"
      >
        <Callout.Icon>
          <Icon name={isError ? 'alert' : 'check'} />
        </Callout.Icon>
        <Flex align="start" justify="between" gap="3">
          <Callout.Text className="toast-text">{toast.text}</Callout.Text>
          {toast.undo && (
            <Button size="1" variant="soft" onClick={() => void runToastUndo(toast)}>
              {t('msp.v2.toast.undo')}
              <kbd className="toast-key">u</kbd>
            </Button>
          )}
          <IconButton
            size="1"
            variant="ghost"
            color="gray"
            aria-label={t('msp.v2.toast.dismiss')}
            onClick={() => dismissToast(toast.id)}
          >
            <Icon name="close" size={14} />
          </IconButton>
        </Flex>
      </Callout.Root>
    </li>
  )
}
