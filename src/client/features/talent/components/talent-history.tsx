import { Flex, SegmentedControl, Text } from '@radix-ui/themes'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { TALENT_HISTORY_FILTERS, type TalentHistoryFilter } from '../../../../shared/contracts/talent'
import { talentHistoryEventKey } from '../../../../shared/domain/talent-history'
import { talentHistoryQuery } from '../api'
import { formatDay } from '../talent-format'
import { TalentSection } from './talent-section'

/** An email's subject, for the "msp email" entries (issue 19: the history shows each email). */
const emailSubject = (value: unknown): string | null =>
  value && typeof value === 'object' && typeof (value as { subject?: unknown }).subject === 'string'
    ? (value as { subject: string }).subject
    : null

/** §2 history: the talent event catalogue, translated, filtered by logs, pools or projects. */
export function TalentHistoryPanel({ talentId }: { talentId: number }) {
  const { t } = useTranslation()
  const [filter, setFilter] = useState<TalentHistoryFilter | 'all'>('all')
  const { data } = useQuery({
    ...talentHistoryQuery(talentId, filter === 'all' ? null : filter),
    placeholderData: keepPreviousData,
  })
  return (
    <TalentSection id="history" title={t('msp.v2.talent.history')}>
      <SegmentedControl.Root
        value={filter}
        onValueChange={(value) => setFilter(value as TalentHistoryFilter | 'all')}
        aria-label={t('msp.v2.talent.history.filter')}
      >
        {(['all', ...TALENT_HISTORY_FILTERS] as const).map((value) => (
          <SegmentedControl.Item key={value} value={value}>
            {t(`msp.v2.talent.history.filter.${value}`)}
          </SegmentedControl.Item>
        ))}
      </SegmentedControl.Root>
      {data && data.results.length === 0 ? (
        <Text size="2" color="gray">
          {t('msp.v2.talent.history.empty')}
        </Text>
      ) : null}
      <ol className="plain-list" aria-label={t('msp.v2.talent.history')}>
        {(data?.results ?? []).map((entry) => (
          <Flex asChild key={entry.id} gap="3" mb="2" align="baseline">
            <li>
              <Text size="1" color="gray" style={{ minWidth: 96 }}>
                {formatDay(entry.created)}
              </Text>
              <Text size="2">{t(talentHistoryEventKey(entry.event))}</Text>
              {emailSubject(entry.newValue) ? (
                <Text size="2" color="gray">
                  {emailSubject(entry.newValue)}
                </Text>
              ) : null}
              {entry.msp ? (
                <Text size="1" color="gray">
                  {entry.msp.firstName} {entry.msp.lastName}
                </Text>
              ) : null}
            </li>
          </Flex>
        ))}
      </ol>
    </TalentSection>
  )
}
