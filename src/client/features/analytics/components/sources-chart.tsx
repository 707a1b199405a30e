import { Heading, Text } from '@radix-ui/themes'
import { useTranslation } from 'react-i18next'
import type { SourcesResponse } from '../../../../shared/contracts/analytics'
import { percentText } from '../analytics-format'

export type SourcesChartProps = { data: SourcesResponse | undefined }

/** Source effectiveness: per source, the period's applications and the share submitted and hired. */
export function SourcesChart({ data }: SourcesChartProps) {
  const { t, i18n } = useTranslation()
  const nf = new Intl.NumberFormat(i18n.language)
  const share = (part: number, whole: number) =>
    whole === 0 ? '–' : percentText(part / whole, i18n.language)
  const top = Math.max(1, ...(data?.sources ?? []).map((s) => s.applied))
  const row = (key: string, name: string, s: { applied: number; submitted: number; hired: number }) => (
    <tr key={key}>
      <th scope="row">{name}</th>
      <td>
        <span className="analytics-duration">
          <span className="analytics-bar-track" aria-hidden="true">
            <span className="analytics-bar-fill" style={{ width: `${(100 * s.applied) / top}%` }} />
          </span>
          {nf.format(s.applied)}
        </span>
      </td>
      <td>{`${nf.format(s.submitted)} (${share(s.submitted, s.applied)})`}</td>
      <td>{`${nf.format(s.hired)} (${share(s.hired, s.applied)})`}</td>
    </tr>
  )
  return (
    <section aria-labelledby="analytics-sources" className="analytics-card" aria-busy={!data}>
      <Heading as="h2" size="4" id="analytics-sources">
        {t('msp.v2.analytics.sources.title')}
      </Heading>
      <Text as="p" size="2" color="gray" className="analytics-definition">
        {t('msp.v2.analytics.sources.definition')}
      </Text>
      <div className="analytics-table-wrap">
        <table className="analytics-table">
          <thead>
            <tr>
              <th scope="col">{t('msp.v2.analytics.sources.source')}</th>
              <th scope="col">{t('msp.v2.analytics.funnel.step.applied')}</th>
              <th scope="col">{t('msp.v2.analytics.funnel.step.submitted')}</th>
              <th scope="col">{t('msp.v2.analytics.funnel.step.hired')}</th>
            </tr>
          </thead>
          <tbody>
            {(data?.sources ?? []).map((s) => row(s.source, t(`msp.v2.analytics.sources.${s.source}`), s))}
          </tbody>
          {data && data.trackingSources.length > 0 ? (
            <tbody>
              <tr>
                <th scope="colgroup" colSpan={4} className="analytics-subhead">
                  {t('msp.v2.analytics.sources.tracking')}
                </th>
              </tr>
              {data.trackingSources.map((s) => row(`tracking-${s.trackingSource}`, s.trackingSource, s))}
            </tbody>
          ) : null}
        </table>
      </div>
    </section>
  )
}
