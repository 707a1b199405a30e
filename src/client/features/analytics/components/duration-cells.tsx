import { useTranslation } from 'react-i18next'
import { durationText } from '../analytics-format'

/**
 * The cells of one duration row (time in stage, time to fill): the count that drills into the
 * applications behind it, the median with its bar (scaled to the chart's `max`), and the p90.
 */
export function DurationCells({
  figure,
  countText,
  stats,
  max,
  onDrill,
}: {
  /** What the count is, for the drill button's name. */
  figure: string
  countText: string
  stats: { medianHours: number | null; p90Hours: number | null }
  max: number
  onDrill: () => void
}) {
  const { t, i18n } = useTranslation()
  return (
    <>
      <td>
        <button
          type="button"
          className="analytics-link-button"
          aria-label={t('msp.v2.analytics.drill.open', { figure: `${figure}: ${countText}` })}
          onClick={onDrill}
        >
          {countText}
        </button>
      </td>
      <td>
        <span className="analytics-duration">
          <span className="analytics-bar-track" aria-hidden="true">
            <span
              className="analytics-bar-fill"
              style={{ width: `${(100 * (stats.medianHours ?? 0)) / max}%` }}
            />
          </span>
          {durationText(stats.medianHours, t, i18n.language)}
        </span>
      </td>
      <td>{durationText(stats.p90Hours, t, i18n.language)}</td>
    </>
  )
}
