import { Flex, Text } from '@radix-ui/themes'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { formatDate } from '../../../../shared/domain/formats'
import { translateIfKnown } from '../../../i18n/i18n'
import { projectHistoryQuery } from '../api'
import { Panel } from './project-panels'

/** Names of what history entries refer to by id (pools, recruiters, legal entities). */
export interface HistoryNames {
  pools: ReadonlyMap<number, string>
  msps: ReadonlyMap<number, string>
  legalEntities: ReadonlyMap<number, string>
}

/** Ids an entry may carry, and where their names are (issue 21 §5: names, not "poolId: 23"). */
const NAMED: Record<string, keyof HistoryNames> = {
  poolId: 'pools',
  poolIds: 'pools',
  assigneeIds: 'msps',
  mspId: 'msps',
  ownerId: 'msps',
  legalEntityId: 'legalEntities',
}

/**
 * A history value as a person reads it: {value}, {status}, {reasonForClosing}, the names of
 * the pools, recruiters or legal entity it names, or a short summary of what else it holds.
 */
export function historyValue(value: unknown, names?: HistoryNames): string {
  if (value === null || value === undefined) return ''
  if (typeof value !== 'object') return String(value)
  const record = value as Record<string, unknown>
  for (const key of ['value', 'status', 'reasonForClosing', 'title', 'publishDate', 'added']) {
    if (key in record) return record[key] === null ? '—' : String(record[key])
  }
  const nameOf = (key: string, id: unknown) => {
    const list = NAMED[key]
    return (list && names?.[list].get(Number(id))) ?? `#${String(id)}`
  }
  return Object.entries(record)
    .map(([k, v]) =>
      k in NAMED ? (Array.isArray(v) ? v : [v]).map((id) => nameOf(k, id)).join(', ') : `${k}: ${String(v)}`,
    )
    .join('; ')
}

/** The job history of §3, translated, newest first. */
export function ProjectHistoryPanel({ projectId, names }: { projectId: number; names: HistoryNames }) {
  const { t, i18n } = useTranslation()
  const history = useQuery(projectHistoryQuery(projectId))

  return (
    <Panel id="project-history" title={t('msp.v2.project.page.history')}>
      {history.isPending ? (
        <Text size="2" color="gray">
          {t('msp.v2.project.page.loading')}
        </Text>
      ) : (
        <ol className="plain-list project-history" aria-label={t('msp.v2.project.page.history')}>
          {(history.data ?? []).map((entry) => {
            const before = historyValue(entry.oldValue, names)
            const after = historyValue(entry.newValue, names)
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
                    {formatDate(entry.createdAt, i18n.language, 'dayTime')}
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
