import { Button, Flex, Heading, Text } from '@radix-ui/themes'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useId, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import type { NotificationDto } from '../../../../../shared/contracts/vms'
import { CommandDialog } from '../../../../commands/command-dialog'
import { PageSpinner } from '../../../../ui/page-spinner'
import { markNotificationsRead, notificationsQuery } from '../api'
import type { OpenVmsDialog } from '../dialog-store'

/** The line of one notification: who, on which project, what happened (with the VMS's words). */
export function useNotificationText() {
  const { t } = useTranslation()
  return (n: NotificationDto): string => {
    const p = n.payload as Record<string, string | null | undefined>
    const what = (() => {
      switch (n.kind) {
        case 'vms.status':
          return t('msp.v2.vms.note.status', { status: t(`msp.v2.application.status.${p.status}`) })
        case 'vms.send.failed':
          return t('msp.v2.vms.note.send.failed')
        case 'vms.interview.created':
        case 'vms.interview.updated':
          return t(`msp.v2.vms.note.${n.kind.split('.').slice(1).join('.')}`, {
            status: t(`msp.v2.vms.interview.status.${p.status}`),
          })
        case 'vms.offer.created':
        case 'vms.offer.updated':
          return t(`msp.v2.vms.note.${n.kind.split('.').slice(1).join('.')}`, {
            status: t(`msp.v2.vms.offer.status.${p.status}`),
          })
        default:
          return t('msp.v2.vms.note.other')
      }
    })()
    const message = p.message ? ` “${p.message}”` : ''
    return `${p.talentName ?? ''} · ${p.projectTitle ?? ''}: ${what}${message}`
  }
}

/** The recruiter's notifications (what the VMS did to their applications); Enter opens one. */
export function NotificationsDialog({
  request,
  container,
}: {
  request: Extract<OpenVmsDialog, { kind: 'notifications' }>
  container: HTMLElement
}) {
  const { t, i18n } = useTranslation()
  const titleId = useId()
  const listRef = useRef<HTMLUListElement>(null)
  const closeRef = useRef<HTMLButtonElement>(null)
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const query = useQuery(notificationsQuery)
  const text = useNotificationText()
  const items = query.data?.items ?? []
  useEffect(() => {
    // Seen once shown.
    if ((query.data?.unread ?? 0) > 0) void markNotificationsRead.run(undefined, queryClient)
  }, [query.data?.unread, queryClient])
  const open = (n: NotificationDto) => {
    request.resolve(undefined)
    if (n.applicationId) void navigate(`/application/${n.applicationId}?tab=vms`)
  }
  return (
    <CommandDialog
      open
      onClose={() => request.resolve(undefined)}
      container={container}
      labelledBy={titleId}
      className="vms-dialog vms-notifications"
      initialFocus={items.length > 0 ? undefined : closeRef}
    >
      <Flex direction="column" gap="3" p="4">
        <Heading as="h2" size="4" id={titleId}>
          {t('msp.v2.vms.notifications.title')}
        </Heading>
        {query.isPending ? (
          <PageSpinner />
        ) : items.length === 0 ? (
          <Text size="2" color="gray">
            {t('msp.v2.vms.notifications.empty')}
          </Text>
        ) : (
          <ul className="vms-notification-list" ref={listRef}>
            {items.map((n, index) => (
              <li key={n.id} data-unread={n.readAt === null || undefined}>
                <button
                  type="button"
                  className="vms-notification"
                  // biome-ignore lint/a11y/noAutofocus: the newest notification takes the focus, Enter opens it.
                  autoFocus={index === 0}
                  onClick={() => open(n)}
                  onKeyDown={(e) => {
                    if (e.key !== 'ArrowDown' && e.key !== 'ArrowUp') return
                    e.preventDefault()
                    const buttons = [...(listRef.current?.querySelectorAll('button') ?? [])]
                    buttons[
                      Math.max(0, Math.min(buttons.length - 1, index + (e.key === 'ArrowDown' ? 1 : -1)))
                    ]?.focus()
                  }}
                >
                  <Text size="2">{text(n)}</Text>
                  <Text size="1" color="gray">
                    {new Date(n.createdAt).toLocaleString(i18n.language, {
                      dateStyle: 'medium',
                      timeStyle: 'short',
                    })}
                  </Text>
                </button>
              </li>
            ))}
          </ul>
        )}
        <Flex justify="end">
          <Button ref={closeRef} variant="soft" color="gray" onClick={() => request.resolve(undefined)}>
            {t('msp.v2.vms.close')}
          </Button>
        </Flex>
      </Flex>
    </CommandDialog>
  )
}
