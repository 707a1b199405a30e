import { AlertDialog, Button, Flex } from '@radix-ui/themes'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { useBlocker } from 'react-router'

/**
 * Asks before leaving a form with unsaved changes (in-app navigation and closing the tab).
 * The draft is kept either way, so "leave" loses nothing typed.
 */
export function LeaveGuard({ dirty }: { dirty: boolean }) {
  const { t } = useTranslation()
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname,
  )
  useEffect(() => {
    if (!dirty) return
    const warn = (event: BeforeUnloadEvent) => event.preventDefault()
    window.addEventListener('beforeunload', warn)
    return () => window.removeEventListener('beforeunload', warn)
  }, [dirty])
  return (
    <AlertDialog.Root open={blocker.state === 'blocked'} onOpenChange={(open) => !open && blocker.reset?.()}>
      <AlertDialog.Content maxWidth="440px">
        <AlertDialog.Title>{t('msp.v2.project.form.leave.title')}</AlertDialog.Title>
        <AlertDialog.Description size="2">{t('msp.v2.project.form.leave.body')}</AlertDialog.Description>
        <Flex gap="3" mt="4" justify="end">
          <AlertDialog.Cancel>
            <Button variant="soft" color="gray">
              {t('msp.v2.project.form.leave.stay')}
            </Button>
          </AlertDialog.Cancel>
          <AlertDialog.Action>
            <Button color="red" onClick={() => blocker.proceed?.()}>
              {t('msp.v2.project.form.leave.go')}
            </Button>
          </AlertDialog.Action>
        </Flex>
      </AlertDialog.Content>
    </AlertDialog.Root>
  )
}
