import { useTranslation } from 'react-i18next'
import type { RowFailure } from '../../../../shared/contracts/pipeline'
import { failureText } from '../actions'

export type FailureListProps = {
  failures: RowFailure[]
  names: ReadonlyMap<number, string>
}

/** Enough rows to read; a 10,000-row failure list says how many more there are. */
const SHOWN = 50

/** The rows an action would skip (or skipped), each with its translated reason. */
export function FailureList({ failures, names }: FailureListProps) {
  const { t } = useTranslation()
  const rest = failures.length - SHOWN
  return (
    <ul className="pipeline-failure-list" aria-label={t('msp.v2.pipeline.failures.label')}>
      {failures.slice(0, SHOWN).map((failure) => (
        <li key={failure.id}>
          <span className="pipeline-failure-name">{names.get(failure.id) ?? `#${failure.id}`}</span>
          <span className="pipeline-failure-reason">{failureText(failure.reason)}</span>
        </li>
      ))}
      {rest > 0 ? (
        <li className="pipeline-failure-more">{t('msp.v2.pipeline.failures.more', { count: rest })}</li>
      ) : null}
    </ul>
  )
}
