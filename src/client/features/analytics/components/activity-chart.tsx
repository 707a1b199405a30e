import { Button, Flex, Heading, Text } from '@radix-ui/themes'
import { useTranslation } from 'react-i18next'
import type { ActivityResponse } from '../../../../shared/contracts/analytics'

export type ActivityChartProps = {
  data: ActivityResponse | undefined
  exporting: boolean
  onExport: () => void
}

const COUNTS = ['actions', 'notes', 'calls', 'submissions'] as const

/**
 * Recruiter activity: actions per day of the period as bars (all recruiters, or the filtered
 * one), and per recruiter the totals and the daily average; the export has every recruiter's day.
 */
export function ActivityChart({ data, exporting, onExport }: ActivityChartProps) {
  const { t, i18n } = useTranslation()
  const nf = new Intl.NumberFormat(i18n.language)
  const avg = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 })
  const top = Math.max(1, ...(data?.perDay ?? []).map((d) => d.actions))
  const days = Math.max(1, data?.days ?? 1)
  const busiest = (data?.perDay ?? []).reduce<ActivityResponse['perDay'][number] | null>(
    (best, d) => (best === null || d.actions > best.actions ? d : best),
    null,
  )
  return (
    <section aria-labelledby="analytics-activity" className="analytics-card analytics-wide" aria-busy={!data}>
      <Flex justify="between" align="start" gap="3" wrap="wrap">
        <Heading as="h2" size="4" id="analytics-activity">
          {t('msp.v2.analytics.activity.title')}
        </Heading>
        <Button variant="soft" onClick={onExport} loading={exporting} disabled={!data?.recruiters.length}>
          {t('msp.v2.analytics.drill.export')}
        </Button>
      </Flex>
      <Text as="p" size="2" color="gray" className="analytics-definition">
        {t('msp.v2.analytics.activity.definition')}
      </Text>
      {busiest && busiest.actions > 0 ? (
        <>
          <div className="analytics-days" aria-hidden="true">
            {data?.perDay.map((d) => (
              <span
                key={d.day}
                className="analytics-day"
                title={`${d.day}: ${nf.format(d.actions)}`}
                style={{ height: `${(100 * d.actions) / top}%` }}
              />
            ))}
          </div>
          <Text as="p" size="1" color="gray">
            {t('msp.v2.analytics.activity.busiest', { day: busiest.day, count: busiest.actions })}
          </Text>
        </>
      ) : null}
      <div className="analytics-table-wrap">
        <table className="analytics-table">
          <thead>
            <tr>
              <th scope="col">{t('msp.v2.analytics.recruiter')}</th>
              {COUNTS.map((k) => (
                <th key={k} scope="col">
                  {t(`msp.v2.analytics.activity.${k}`)}
                </th>
              ))}
              <th scope="col">{t('msp.v2.analytics.activity.actionsPerDay')}</th>
            </tr>
          </thead>
          <tbody>
            {(data?.recruiters ?? []).map((r) => (
              <tr key={r.mspId}>
                <th scope="row">{r.name}</th>
                {COUNTS.map((k) => (
                  <td key={k}>{nf.format(r[k])}</td>
                ))}
                <td>{avg.format(r.actions / days)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        {data && data.recruiters.length === 0 ? (
          <Text as="p" size="2" color="gray">
            {t('msp.v2.analytics.activity.none')}
          </Text>
        ) : null}
      </div>
    </section>
  )
}
