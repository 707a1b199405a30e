import { Badge, IconButton } from '@radix-ui/themes'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { useRegisterCommands } from '../../../../commands/use-register-commands'
import { Icon } from '../../../../ui/icon'
import { notificationsQuery } from '../api'
import { vmsGlobalCommands } from '../commands'
import { askVmsDialog } from '../dialog-store'
import { VmsDialogHost } from './vms-dialog-host'

/**
 * The VMS parts of the signed-in frame: the notifications button (with the unread count),
 * the one host of the VMS dialogs, and the global VMS commands (g v board, g n notifications).
 */
export function VmsFrame() {
  const { t } = useTranslation()
  useRegisterCommands(vmsGlobalCommands)
  const unread = useQuery(notificationsQuery).data?.unread ?? 0
  return (
    <>
      <IconButton
        variant="ghost"
        color="gray"
        size="3"
        className="vms-bell"
        aria-label={t('msp.v2.vms.notifications.button', { count: unread })}
        onClick={() => void askVmsDialog({ kind: 'notifications' })}
      >
        <Icon name="bell" size={20} />
        {unread > 0 ? (
          <Badge size="1" color="red" variant="solid" radius="full" className="vms-bell-count" aria-hidden>
            {unread > 99 ? '99+' : unread}
          </Badge>
        ) : null}
      </IconButton>
      <VmsDialogHost />
    </>
  )
}
