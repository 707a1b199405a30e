import { Badge, Text } from '@radix-ui/themes'
import { useTranslation } from 'react-i18next'
import type { TalentProfile } from '../../../../shared/contracts/talent'
import { CV_SECTIONS, cvItemsOf, SKILL_SECTIONS, skillsOf } from '../talent-format'
import { CvItemList } from './cv-item-list'
import { TalentField } from './talent-field'
import { TalentSection } from './talent-section'

export type TalentResumeProps = {
  talent: TalentProfile
}

/** §2 resume anchor: summary, experience, education, certificates, skills, industries, technologies. */
export function TalentResume({ talent }: TalentResumeProps) {
  const { t } = useTranslation()
  return (
    <TalentSection id="resume" title={t('msp.v2.talent.resume')}>
      <TalentField label={t('msp.v2.talent.summary')}>
        {talent.summary ? (
          <Text as="p" size="2" className="talent-text">
            {talent.summary}
          </Text>
        ) : null}
      </TalentField>
      {CV_SECTIONS.map((section) => {
        const items = cvItemsOf(talent.cvItems, section.kind)
        return (
          <TalentField key={section.kind} label={t(section.titleKey)}>
            {items.length > 0 ? <CvItemList items={items} /> : null}
          </TalentField>
        )
      })}
      {SKILL_SECTIONS.map((section) => {
        const names = skillsOf(talent.skills, section.kind)
        return (
          <TalentField key={section.kind} label={t(section.titleKey)}>
            {names.length > 0 ? (
              <ul className="plain-list chip-list" aria-label={t(section.titleKey)}>
                {names.map((name) => (
                  <li key={name}>
                    <Badge variant="surface" color="gray" size="2">
                      {name}
                    </Badge>
                  </li>
                ))}
              </ul>
            ) : null}
          </TalentField>
        )
      })}
    </TalentSection>
  )
}
