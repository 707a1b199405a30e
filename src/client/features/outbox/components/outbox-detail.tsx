import { Badge, Button, Callout, DataList, Flex, Heading, Text } from '@radix-ui/themes'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import type { OutboxDetail as Detail, OutboxRow } from '../../../../shared/contracts/email'
import { ShortcutKeys } from '../../../commands/shortcut-keys'
import { outboxDetailQuery } from '../api'
import { formatTime, STATUS_COLORS, statusKey } from '../outbox-columns'
import { canCancel, canRetry } from '../outbox-screen'

export type OutboxDetailProps = {
  row: OutboxRow
  onRetry: (row: OutboxRow) => void
  onCancel: (row: OutboxRow) => void
}

/** The message as its recipient reads it, with what happened to it and what can still be done. */
export function OutboxDetail({ row, onRetry, onCancel }: OutboxDetailProps) {
  const { t, i18n } = useTranslation()
  const detail = useQuery(outboxDetailQuery(row.id)).data
  const shown: Pick<Detail, keyof OutboxRow> & Partial<Detail> = detail ?? row
  const when = (iso: string | null | undefined) => formatTime(iso ?? null, i18n.language)
  return (
    <Flex direction="column" gap="4" p="4" className="outbox-detail" data-testid="outbox-detail">
      <Flex direction="column" gap="2">
        <Heading as="h2" size="4">
          {shown.subject}
        </Heading>
        <Flex gap="2" align="center" wrap="wrap">
          <Badge color={STATUS_COLORS[shown.status]} variant="soft" size="2" highContrast>
            {t(statusKey(shown))}
          </Badge>
          <Text size="2" color="gray" role="status">
            {statusLine(t, shown, when)}
          </Text>
        </Flex>
        {shown.error && shown.status !== 'sent' ? (
          <Callout.Root color={shown.status === 'cancelled' ? 'gray' : 'red'} size="1" highContrast>
            <Callout.Text>
              <span className="outbox-verbatim">{shown.error}</span>
            </Callout.Text>
          </Callout.Root>
        ) : null}
        <Flex gap="2">
          {canRetry(shown) ? (
            <Button size="1" onClick={() => onRetry(row)}>
              {t('msp.v2.outbox.retry')}
              <ShortcutKeys shortcut="r" />
            </Button>
          ) : null}
          {canCancel(shown) ? (
            <Button size="1" color="red" variant="soft" onClick={() => onCancel(row)}>
              {t('msp.v2.outbox.cancel')}
              <ShortcutKeys shortcut="c" />
            </Button>
          ) : null}
        </Flex>
      </Flex>
      <DataList.Root size="1">
        <DataList.Item>
          <DataList.Label>{t('msp.v2.outbox.field.from')}</DataList.Label>
          <DataList.Value>{detail?.from ?? ''}</DataList.Value>
        </DataList.Item>
        <DataList.Item>
          <DataList.Label>{t('msp.v2.outbox.field.to')}</DataList.Label>
          <DataList.Value>
            {shown.talent ? (
              <Link to={`/talent/${shown.talent.id}`}>
                {`${shown.talent.name} <${shown.to ?? t('msp.v2.data.protection.hidden')}>`}
              </Link>
            ) : (
              (shown.to ?? t('msp.v2.data.protection.hidden'))
            )}
          </DataList.Value>
        </DataList.Item>
        <DataList.Item>
          <DataList.Label>{t('msp.v2.outbox.field.motivation')}</DataList.Label>
          <DataList.Value>
            {t(`msp.v2.email.motivation.${shown.motivation}`)}
            {detail?.template ? ` · ${detail.template.name}` : ''}
          </DataList.Value>
        </DataList.Item>
        {detail?.application ? (
          <DataList.Item>
            <DataList.Label>{t('msp.v2.outbox.field.application')}</DataList.Label>
            <DataList.Value>
              <Link to={`/application/${detail.application.id}`}>{detail.application.projectTitle}</Link>
            </DataList.Value>
          </DataList.Item>
        ) : null}
        <DataList.Item>
          <DataList.Label>{t('msp.v2.outbox.field.language')}</DataList.Label>
          <DataList.Value>{(shown.language ?? '').toUpperCase()}</DataList.Value>
        </DataList.Item>
        <DataList.Item>
          <DataList.Label>{t('msp.v2.outbox.field.recruiter')}</DataList.Label>
          <DataList.Value>{shown.recruiter ?? t('msp.v2.outbox.system')}</DataList.Value>
        </DataList.Item>
        <DataList.Item>
          <DataList.Label>{t('msp.v2.outbox.field.attempts')}</DataList.Label>
          <DataList.Value>{shown.attempts}</DataList.Value>
        </DataList.Item>
        {detail?.smtpResponse ? (
          <DataList.Item>
            <DataList.Label>{t('msp.v2.outbox.field.response')}</DataList.Label>
            <DataList.Value>
              <span className="outbox-verbatim">{detail.smtpResponse}</span>
            </DataList.Value>
          </DataList.Item>
        ) : null}
        <DataList.Item>
          <DataList.Label>{t('msp.v2.outbox.field.messageId')}</DataList.Label>
          <DataList.Value>
            <span className="outbox-verbatim">{detail?.messageId ?? ''}</span>
          </DataList.Value>
        </DataList.Item>
      </DataList.Root>
      <Text as="p" size="2" className="outbox-body" data-testid="outbox-body">
        {detail?.body ?? ''}
      </Text>
    </Flex>
  )
}

type T = ReturnType<typeof useTranslation>['t']

/** What happened to the message, or what will, in words. */
function statusLine(
  t: T,
  m: Pick<Detail, keyof OutboxRow> & Partial<Detail>,
  when: (iso?: string | null) => string,
) {
  switch (m.status) {
    case 'held':
      return m.sendAfter
        ? t('msp.v2.outbox.line.held', { time: when(m.sendAfter) })
        : t('msp.v2.outbox.line.held.task')
    case 'queued':
      return m.attempts > 0
        ? t('msp.v2.outbox.line.retry', { time: when(m.nextAttemptAt), count: m.attempts })
        : t('msp.v2.outbox.line.queued')
    case 'sending':
      return t('msp.v2.outbox.line.sending')
    case 'sent':
      return t(m.transport === 'outbox' ? 'msp.v2.outbox.line.sent.outbox' : 'msp.v2.outbox.line.sent', {
        time: when(m.sentAt),
      })
    case 'failed':
      return t('msp.v2.outbox.line.failed', { count: m.attempts })
    case 'bounced':
      return t('msp.v2.outbox.line.bounced')
    case 'cancelled':
      return t('msp.v2.outbox.line.cancelled')
  }
}
