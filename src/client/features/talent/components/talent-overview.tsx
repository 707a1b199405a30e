import { Badge, Grid, Text } from '@radix-ui/themes'
import { useTranslation } from 'react-i18next'
import type { TalentProfile } from '../../../../shared/contracts/talent'
import { addressLines, countryName, formatDay, languageName } from '../talent-format'
import { TalentField } from './talent-field'
import { TalentSection } from './talent-section'

export type TalentOverviewProps = {
  talent: TalentProfile
}

/** §2 overview anchor: contact, places, availability, tags and languages. */
export function TalentOverview({ talent }: TalentOverviewProps) {
  const { t, i18n } = useTranslation()
  const lang = i18n.language
  const home = addressLines(talent.homeAddress, lang)
  const current = [talent.currentLocation.city, countryName(talent.currentLocation.country, lang)]
    .filter(Boolean)
    .join(', ')
  const { notAvailableFrom, notAvailableUntil } = talent.availability
  const from = formatDay(notAvailableFrom)
  const until = formatDay(notAvailableUntil)

  return (
    <TalentSection id="overview" title={t('msp.v2.talent.overview')}>
      <Grid columns={{ initial: '1', sm: '2', md: '3' }} gap="5">
        <TalentField label={t('msp.v2.talent.contact')}>
          {talent.email || talent.phone ? (
            <Text as="div" size="2">
              {talent.email ? (
                <Text as="p">
                  {talent.email}{' '}
                  {talent.emailVerified ? null : (
                    <Badge color="amber" variant="soft">
                      {t('msp.v2.talent.email.unverified')}
                    </Badge>
                  )}
                </Text>
              ) : null}
              {talent.phone ? <Text as="p">{talent.phone}</Text> : null}
            </Text>
          ) : null}
        </TalentField>
        <TalentField label={t('msp.v2.talent.homeAddress')}>
          {home.length > 0 ? (
            <Text as="div" size="2">
              {home.map((line) => (
                <Text as="p" key={line}>
                  {line}
                </Text>
              ))}
            </Text>
          ) : null}
        </TalentField>
        <TalentField label={t('msp.v2.talent.currentLocation')}>
          {current ? <Text size="2">{current}</Text> : null}
        </TalentField>
        <TalentField label={t('msp.v2.talent.availability')}>
          <Text size="2">
            {from && until
              ? t('msp.v2.talent.availability.between', { from, until })
              : from
                ? t('msp.v2.talent.availability.from', { from })
                : until
                  ? t('msp.v2.talent.availability.until', { until })
                  : t('msp.v2.talent.availability.available')}
          </Text>
        </TalentField>
        <TalentField label={t('msp.v2.talent.tags')}>
          {talent.tags.length > 0 ? (
            <ul className="plain-list chip-list">
              {talent.tags.map((tag) => (
                <li key={tag.id}>
                  <Badge variant="soft" color="gray">
                    {tag.value}
                  </Badge>
                </li>
              ))}
            </ul>
          ) : null}
        </TalentField>
        <TalentField label={t('msp.v2.talent.languages')}>
          {talent.languages.length > 0 ? (
            <ul className="plain-list">
              {talent.languages.map((language) => (
                <li key={language.iso}>
                  <Text size="2">
                    {languageName(language.iso, lang)}{' '}
                    <Text color="gray">· {t(`msp.v2.talent.proficiency.${language.proficiency}`)}</Text>
                  </Text>
                </li>
              ))}
            </ul>
          ) : null}
        </TalentField>
      </Grid>
    </TalentSection>
  )
}
