import { Badge, Flex, Heading, Text } from '@radix-ui/themes'
import { useTranslation } from 'react-i18next'
import type { BoardResponse } from '../../../../../shared/contracts/vms'

/** The board's connections (is the VMS reachable, when did it last speak) and its unmapped events. */

export function Connections({ data, when }: { data: BoardResponse; when: (iso: string | null) => string }) {
  const { t } = useTranslation()
  if (data.connections.length === 0)
    return (
      <Text as="p" size="2" color="gray">
        {t('msp.v2.vms.board.noVms')}
      </Text>
    )
  return (
    <section aria-label={t('msp.v2.vms.board.connections')}>
      <Flex gap="3" wrap="wrap">
        {data.connections.map((c) => (
          <div key={c.legalEntityId} className="vms-connection" data-connected={c.connected}>
            <Flex align="center" gap="2">
              <Text weight="medium">{c.legalEntityName}</Text>
              <Badge highContrast color={c.connected ? 'green' : 'red'} variant="soft">
                {t(c.connected ? 'msp.v2.vms.board.connected' : 'msp.v2.vms.board.disconnected')}
              </Badge>
            </Flex>
            <Text as="p" size="1" color="gray">
              {[
                c.baseUrl,
                t('msp.v2.vms.board.lastPoll', { at: when(c.lastPollAt) }),
                t('msp.v2.vms.board.lastWebhook', { at: when(c.lastWebhookAt) }),
              ]
                .filter(Boolean)
                .join(' · ')}
            </Text>
            {c.lastPollError ? (
              <Text as="p" size="1" color="red">
                {t('msp.v2.vms.board.pollError')} <q className="vms-verbatim">{c.lastPollError}</q>
              </Text>
            ) : null}
            {c.webhookRefused > 0 ? (
              <Text as="p" size="1" color="amber">
                {t('msp.v2.vms.board.refused', { count: c.webhookRefused })}{' '}
                {c.lastWebhookError ? <q className="vms-verbatim">{c.lastWebhookError}</q> : null}
              </Text>
            ) : null}
          </div>
        ))}
      </Flex>
    </section>
  )
}

export function Unmapped({ data, when }: { data: BoardResponse; when: (iso: string | null) => string }) {
  const { t } = useTranslation()
  const { total, rows } = data.unmapped
  return (
    <section aria-labelledby="vms-board-unmapped">
      <Heading as="h2" size="4" id="vms-board-unmapped">
        {t('msp.v2.vms.board.list.unmapped', { count: total })}
      </Heading>
      {rows.length === 0 ? (
        <Text as="p" size="2" color="gray">
          {t('msp.v2.vms.board.empty')}
        </Text>
      ) : (
        <table className="vms-board-table">
          <thead>
            <tr>
              <th>{t('msp.v2.vms.board.col.event')}</th>
              <th>{t('msp.v2.vms.board.col.type')}</th>
              <th>{t('msp.v2.vms.board.col.submission')}</th>
              <th>{t('msp.v2.vms.board.col.received')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((u) => (
              <tr key={u.id}>
                <td>
                  <code>{u.eventId}</code>
                </td>
                <td>{u.type}</td>
                <td>{u.vmsSubmissionId ?? '—'}</td>
                <td>{when(u.receivedAt)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  )
}
