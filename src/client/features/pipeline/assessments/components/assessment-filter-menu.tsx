import { Button } from '@radix-ui/themes'
import type { TFunction } from 'i18next'
import { useTranslation } from 'react-i18next'
import { ChevronDownIcon } from '../../../../ui/chevron-down-icon'
import { lazyMenu } from '../../../../ui/lazy-component'
import type { AssessmentFilterValue } from '../filter'

export interface AssessmentFilterMenuProps {
  value: AssessmentFilterValue | undefined
}

/** "Assessment: passed, score ≥ 70" — what the list shows, on the menu's button. */
export function assessmentFilterLabel(t: TFunction, value: AssessmentFilterValue | undefined): string {
  const parts = [
    value?.state ? t(`msp.v2.assessment.filter.state.${value.state}`) : null,
    value?.minScore ? t(`msp.v2.assessment.filter.state.score.${value.minScore}`) : null,
  ].filter(Boolean)
  return t('msp.v2.assessment.filter.button', {
    filter: parts.length > 0 ? parts.join(', ') : t('msp.v2.assessment.filter.any'),
  })
}

/** The pipeline's assessment filter (issue 24 §3); the menu loads on idle or on the first click. */
export const AssessmentFilterMenu = lazyMenu<AssessmentFilterMenuProps>(
  () => import('./assessment-filter-dropdown').then((m) => m.AssessmentFilterDropdown),
  function AssessmentFilterStandIn({ value, onOpen }) {
    const { t } = useTranslation()
    return (
      <Button variant={value ? 'solid' : 'soft'} color="gray" size="2" aria-haspopup="menu" onClick={onOpen}>
        {assessmentFilterLabel(t, value)}
        <ChevronDownIcon />
      </Button>
    )
  },
)
