import { Flex, Text } from '@radix-ui/themes'
import { useTranslation } from 'react-i18next'
import type { HistoryEntry } from '../../../../../shared/contracts/application'
import { formatDate } from '../../../../../shared/domain/formats'
import { APPLICATION_HISTORY_EVENTS } from '../../../../../shared/domain/history-events'

export type HistoryTabProps = { entries: HistoryEntry[] }

const KNOWN = new Set<string>(APPLICATION_HISTORY_EVENTS)

type Values = Record<string, unknown> | null

const asValues = (value: unknown): Values =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null

/** One line saying what changed, from the event's old and new values, where the event carries them. */
function useDetailText() {
  const { t } = useTranslation()
  const status = (code: unknown) => t(`msp.v2.application.status.${String(code)}`)
  return (entry: HistoryEntry): string | null => {
    const before = asValues(entry.oldValue)
    const after = asValues(entry.newValue)
    // The VMS audit trail (issue 20): each request to the VMS with its outcome, verbatim message.
    if (typeof after?.vms === 'string')
      return [
        t(`msp.v2.vms.requests.kind.${after.vms}`, { attempt: after.attempt }),
        t(`msp.v2.vms.requests.outcome.${String(after.outcome)}`),
        after.responseStatus ? `HTTP ${after.responseStatus}` : null,
        typeof after.message === 'string' ? `“${after.message}”` : null,
      ]
        .filter(Boolean)
        .join(' · ')
    if (/^VMS_(INTERVIEW|OFFER)_/.test(entry.event) && typeof after?.status === 'string')
      return t(
        `msp.v2.vms.${entry.event.includes('INTERVIEW') ? 'interview' : 'offer'}.status.${after.status}`,
      )
    if (before?.status !== undefined && after?.status !== undefined)
      return `${status(before.status)} → ${status(after.status)}`
    if (after?.status !== undefined && entry.event.endsWith('STATUS')) return status(after.status)
    if (typeof after?.name === 'string') return after.name
    // EMAIL_TRIGGERED (issue 19): the email's subject.
    if (typeof after?.subject === 'string') return after.subject
    if (typeof after?.label === 'string') return after.label
    if (after?.deleted === true && typeof before?.note === 'string')
      return t('msp.v2.application.history.note.deleted', { note: before.note })
    if (typeof after?.note === 'string') return after.note
    return null
  }
}

/** §3 application event catalogue, translated, newest first. */
export function HistoryTab({ entries }: HistoryTabProps) {
  const { t, i18n } = useTranslation()
  const detailText = useDetailText()
  if (entries.length === 0)
    return (
      <Text size="2" color="gray">
        {t('msp.v2.application.history.empty')}
      </Text>
    )
  const when = (iso: string) => formatDate(iso, i18n.language, 'dayTime')
  return (
    <ol className="application-history" aria-label={t('msp.v2.application.tab.history')}>
      {entries.map((entry) => {
        const detail = detailText(entry)
        return (
          <li key={entry.id} data-event={entry.event}>
            <Flex direction="column" gap="1">
              <Flex gap="2" wrap="wrap" align="baseline">
                <Text size="2" weight="medium">
                  {KNOWN.has(entry.event)
                    ? t(`msp.v2.application.history.event.${entry.event}`)
                    : t('msp.v2.application.history.event.other', { event: entry.event })}
                </Text>
                <Text size="1" color="gray">
                  {when(entry.created)}
                  {' · '}
                  {entry.msp
                    ? `${entry.msp.firstName} ${entry.msp.lastName}`
                    : t('msp.v2.application.history.system')}
                </Text>
              </Flex>
              {detail ? (
                <Text size="2" color="gray">
                  {detail}
                </Text>
              ) : null}
            </Flex>
          </li>
        )
      })}
    </ol>
  )
}
