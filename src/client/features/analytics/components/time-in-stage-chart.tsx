import { Badge, Heading, Text } from '@radix-ui/themes'
import { useTranslation } from 'react-i18next'
import type { TimeInStageResponse } from '../../../../shared/contracts/analytics'
import type { Drill } from '../api'
import { DurationCells } from './duration-cells'

export type TimeInStageChartProps = {
  data: TimeInStageResponse | undefined
  /** The stage whose finished stays took longest (median), marked as the slowest. */
  slowest: string | null
  onDrill: (drill: Drill, figure: string) => void
}

type Stats = TimeInStageResponse['stages'][number]['movedOn']

/** Time in stage per stage: the stays that ended and those still waiting, median and p90. */
export function TimeInStageChart({ data, slowest, onDrill }: TimeInStageChartProps) {
  const { t, i18n } = useTranslation()
  const nf = new Intl.NumberFormat(i18n.language)
  const max = Math.max(
    1,
    ...(data?.stages ?? []).flatMap((s) => [s.movedOn.p90Hours ?? 0, s.waiting.p90Hours ?? 0]),
  )
  const cells = (stats: Stats, kind: Drill['kind'], stage: string, stageName: string) => {
    const figure = `${stageName}, ${t(`msp.v2.analytics.time.${kind}`)}`
    return (
      <DurationCells
        figure={figure}
        countText={nf.format(stats.count)}
        stats={stats}
        max={max}
        onDrill={() => onDrill({ kind, key: stage }, figure)}
      />
    )
  }
  return (
    <section aria-labelledby="analytics-time" className="analytics-card" aria-busy={!data}>
      <Heading as="h2" size="4" id="analytics-time">
        {t('msp.v2.analytics.time.title')}
      </Heading>
      <Text as="p" size="2" color="gray" className="analytics-definition">
        {t('msp.v2.analytics.time.definition')}
      </Text>
      <div className="analytics-table-wrap">
        <table className="analytics-table">
          <thead>
            <tr>
              <th rowSpan={2} scope="col">
                {t('msp.v2.analytics.time.stage')}
              </th>
              <th colSpan={3} scope="colgroup">
                {t('msp.v2.analytics.time.movedOn')}
              </th>
              <th colSpan={3} scope="colgroup">
                {t('msp.v2.analytics.time.waiting')}
              </th>
            </tr>
            <tr>
              {[0, 1].flatMap((i) => [
                <th key={`c${i}`} scope="col">
                  {t('msp.v2.analytics.time.count')}
                </th>,
                <th key={`m${i}`} scope="col">
                  {t('msp.v2.analytics.time.median')}
                </th>,
                <th key={`p${i}`} scope="col">
                  {t('msp.v2.analytics.time.p90')}
                </th>,
              ])}
            </tr>
          </thead>
          <tbody>
            {(data?.stages ?? []).map((s) => {
              const name = t(`msp.v2.dashboard.stage.${s.stage}`)
              return (
                <tr key={s.stage}>
                  <th scope="row">
                    {name}{' '}
                    {slowest === s.stage ? (
                      <Badge color="amber" variant="soft" highContrast>
                        {t('msp.v2.analytics.time.slowest')}
                      </Badge>
                    ) : null}
                  </th>
                  {cells(s.movedOn, 'movedOn', s.stage, name)}
                  {cells(s.waiting, 'waiting', s.stage, name)}
                </tr>
              )
            })}
          </tbody>
        </table>
      </div>
    </section>
  )
}
