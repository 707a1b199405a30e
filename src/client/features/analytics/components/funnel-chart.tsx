import { Heading, Text } from '@radix-ui/themes'
import { useTranslation } from 'react-i18next'
import type { FunnelResponse } from '../../../../shared/contracts/analytics'
import { percentText } from '../analytics-format'
import type { Drill } from '../api'

export type FunnelChartProps = {
  data: FunnelResponse | undefined
  onDrill: (drill: Drill, figure: string) => void
}

/** The funnel as horizontal bars; each bar is a button that lists the applications behind it. */
export function FunnelChart({ data, onDrill }: FunnelChartProps) {
  const { t, i18n } = useTranslation()
  const nf = new Intl.NumberFormat(i18n.language)
  const top = Math.max(1, data?.steps[0]?.count ?? 1)
  return (
    <section aria-labelledby="analytics-funnel" className="analytics-card" aria-busy={!data}>
      <Heading as="h2" size="4" id="analytics-funnel">
        {t('msp.v2.analytics.funnel.title')}
      </Heading>
      <Text as="p" size="2" color="gray" className="analytics-definition">
        {t('msp.v2.analytics.funnel.definition')}
      </Text>
      <ol className="plain-list analytics-bars">
        {(data?.steps ?? []).map((s) => {
          const label = t(`msp.v2.analytics.funnel.step.${s.step}`)
          return (
            <li key={s.step}>
              <button
                type="button"
                className="analytics-bar-button"
                title={t('msp.v2.analytics.drill.open', { figure: label })}
                onClick={() => onDrill({ kind: 'funnel', key: s.step }, label)}
              >
                <span className="analytics-bar-label">{label}</span>
                <span className="analytics-bar-track" aria-hidden="true">
                  <span className="analytics-bar-fill" style={{ width: `${(100 * s.count) / top}%` }} />
                </span>
                <span className="analytics-bar-value">{nf.format(s.count)}</span>
                <span className="analytics-bar-note">
                  {s.ofPrevious === null
                    ? ''
                    : t('msp.v2.analytics.funnel.ofPrevious', {
                        percent: percentText(s.ofPrevious, i18n.language),
                      })}
                </span>
              </button>
            </li>
          )
        })}
      </ol>
      {data ? (
        <Text as="p" size="2" color="gray">
          {t('msp.v2.analytics.funnel.rejected', { count: data.rejected })}
        </Text>
      ) : null}
    </section>
  )
}
