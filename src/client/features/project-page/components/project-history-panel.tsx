import { Flex, Text } from '@radix-ui/themes'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { translateIfKnown } from '../../../i18n/i18n'
import { projectHistoryQuery } from '../api'
import { Panel } from './project-panels'

/** A history value as a person reads it: {value}, {status}, {reasonForClosing} or a short summary. */
export function historyValue(value: unknown): string {
  if (value === null || value === undefined) return ''
  if (typeof value !== 'object') return String(value)
  const record = value as Record<string, unknown>
  for (const key of ['value', 'status', 'reasonForClosing', 'title', 'publishDate']) {
    if (key in record) return record[key] === null ? '—' : String(record[key])
  }
  return Object.entries(record)
    .map(([k, v]) => `${k}: ${Array.isArray(v) ? v.join(', ') : String(v)}`)
    .join('; ')
}

/** The job history of §3, translated, newest first. */
export function ProjectHistoryPanel({ projectId }: { projectId: number }) {
  const { t, i18n } = useTranslation()
  const history = useQuery(projectHistoryQuery(projectId))
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' })
  return (
    <Panel id="project-history" title={t('msp.v2.project.page.history')}>
      {history.isPending ? (
        <Text size="2" color="gray">
          {t('msp.v2.project.page.loading')}
        </Text>
      ) : (
        <ol className="plain-list project-history" aria-label={t('msp.v2.project.page.history')}>
          {(history.data ?? []).map((entry) => {
            const before = historyValue(entry.oldValue)
            const after = historyValue(entry.newValue)
            return (
              <li key={entry.id}>
                <Flex direction="column" gap="1" py="2">
                  <Text size="2" weight="medium">
                    {translateIfKnown(`msp.v2.job.history.${entry.event}`) ?? entry.event}
                  </Text>
                  {before || after ? (
                    <Text size="1" color="gray">
                      {before ? `${before} → ` : ''}
                      {after}
                    </Text>
                  ) : null}
                  <Text size="1" color="gray">
                    {when.format(new Date(entry.createdAt))}
                    {entry.msp ? ` · ${entry.msp.firstName} ${entry.msp.lastName}` : ''}
                  </Text>
                </Flex>
              </li>
            )
          })}
        </ol>
      )}
    </Panel>
  )
}
