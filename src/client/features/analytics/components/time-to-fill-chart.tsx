import { Heading, Text } from '@radix-ui/themes'
import { useTranslation } from 'react-i18next'
import type { TimeToFillResponse } from '../../../../shared/contracts/analytics'
import type { Drill } from '../api'
import { DurationCells } from './duration-cells'

export type TimeToFillChartProps = {
  data: TimeToFillResponse | undefined
  onDrill: (drill: Drill, figure: string) => void
}

const MEASURES = [
  { kind: 'firstSubmission', key: 'send2vms', field: 'firstSubmission' },
  { kind: 'fill', key: 'hired', field: 'fill' },
] as const

/**
 * Time to first submission and time to fill of the period's projects: how many got there, the
 * median and 90th percentile; the count lists each project's first application that did.
 */
export function TimeToFillChart({ data, onDrill }: TimeToFillChartProps) {
  const { t, i18n } = useTranslation()
  const nf = new Intl.NumberFormat(i18n.language)
  const max = Math.max(1, data?.firstSubmission.p90Hours ?? 0, data?.fill.p90Hours ?? 0)
  return (
    <section aria-labelledby="analytics-fill" className="analytics-card" aria-busy={!data}>
      <Heading as="h2" size="4" id="analytics-fill">
        {t('msp.v2.analytics.fill.title')}
      </Heading>
      <Text as="p" size="2" color="gray" className="analytics-definition">
        {t('msp.v2.analytics.fill.definition')}
      </Text>
      <div className="analytics-table-wrap">
        <table className="analytics-table">
          <thead>
            <tr>
              <th scope="col">{t('msp.v2.analytics.fill.measure')}</th>
              <th scope="col">{t('msp.v2.analytics.fill.projects')}</th>
              <th scope="col">{t('msp.v2.analytics.time.median')}</th>
              <th scope="col">{t('msp.v2.analytics.time.p90')}</th>
            </tr>
          </thead>
          <tbody>
            {data
              ? MEASURES.map((m) => {
                  const stats = data[m.field]
                  const name = t(`msp.v2.analytics.fill.${m.field}`)
                  const reached = t('msp.v2.analytics.fill.reached', {
                    total: nf.format(data.projects),
                    value: nf.format(stats.count),
                  })
                  return (
                    <tr key={m.kind}>
                      <th scope="row">{name}</th>
                      <DurationCells
                        figure={name}
                        countText={reached}
                        stats={stats}
                        max={max}
                        onDrill={() => onDrill({ kind: m.kind, key: m.key }, name)}
                      />
                    </tr>
                  )
                })
              : null}
          </tbody>
        </table>
      </div>
    </section>
  )
}
