import { Text } from '@radix-ui/themes'
import { useTranslation } from 'react-i18next'
import { TalentField } from './talent-field'

/** The summary panel, shown under the overview and the resume anchors (§2). */
export function TalentSummary({ summary }: { summary: string | null }) {
  const { t } = useTranslation()
  return (
    <TalentField label={t('msp.v2.talent.summary')}>
      {summary ? (
        <Text as="p" size="2" className="talent-text">
          {summary}
        </Text>
      ) : null}
    </TalentField>
  )
}
