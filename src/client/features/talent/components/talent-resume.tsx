import { Badge, Text } from '@radix-ui/themes'
import { useTranslation } from 'react-i18next'
import type { TalentProfile } from '../../../../shared/contracts/talent'
import type { ResumePanel, TalentPanelId } from '../../../../shared/domain/talent-panels'
import { CV_SECTIONS, cvItemsOf, languageName, SKILL_SECTIONS, skillsOf } from '../talent-format'
import { CvItemList } from './cv-item-list'
import { TalentField } from './talent-field'
import { TalentSection } from './talent-section'
import { TalentSummary } from './talent-summary'

export type TalentResumeProps = {
  talent: TalentProfile
  /** Panels that pass the §2 showOn / hideByCountry rule; all when absent. */
  visible?: ReadonlySet<TalentPanelId>
}

const SKILL_PANELS = { skill: 'skills', ind: 'industries', soft: 'technologies' } as const

/** §2 resume anchor: summary, experience, education, certificates, skills, industries, technologies. */
export function TalentResume({ talent, visible }: TalentResumeProps) {
  const { t, i18n } = useTranslation()
  const shows = (panel: ResumePanel) => !visible || visible.has(`resume.${panel}`)
  return (
    <TalentSection id="resume" title={t('msp.v2.talent.resume')}>
      {shows('summary') ? <TalentSummary summary={talent.summary} /> : null}
      {CV_SECTIONS.filter((section) => shows(section.id as ResumePanel)).map((section) => {
        const items = cvItemsOf(talent.cvItems, section.kind)
        return (
          <TalentField key={section.kind} label={t(section.titleKey)}>
            {items.length > 0 ? <CvItemList items={items} /> : null}
          </TalentField>
        )
      })}
      {SKILL_SECTIONS.filter((section) => shows(SKILL_PANELS[section.kind])).map((section) => {
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
      {shows('languages') ? (
        <TalentField label={t('msp.v2.talent.languages')}>
          {talent.languages.length > 0 ? (
            <Text size="2">
              {talent.languages
                .map(
                  (l) =>
                    `${languageName(l.iso, i18n.language)} (${t(`msp.v2.talent.proficiency.${l.proficiency}`)})`,
                )
                .join(', ')}
            </Text>
          ) : null}
        </TalentField>
      ) : null}
    </TalentSection>
  )
}
