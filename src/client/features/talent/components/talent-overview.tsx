import { Badge, Button, Flex, Grid, Link, Text } from '@radix-ui/themes'
import { useTranslation } from 'react-i18next'
import type { TalentProfile } from '../../../../shared/contracts/talent'
import type { TalentPanelId } from '../../../../shared/domain/talent-panels'
import { DataProtected } from '../../../ui/data-protected'
import { addressLines, countryName, formatDay, languageName } from '../talent-format'
import type { TalentScreen } from '../talent-screen'
import { TalentApplications } from './talent-applications'
import { TalentField } from './talent-field'
import { TalentNotes } from './talent-notes'
import { TalentPools } from './talent-pools'
import { TalentSection } from './talent-section'
import { TalentSummary } from './talent-summary'

export type TalentOverviewProps = {
  talent: TalentProfile
  /** Panels that pass the §2 showOn / hideByCountry rule; all when absent. */
  visible?: ReadonlySet<TalentPanelId>
  screen?: TalentScreen
}

/**
 * §2 overview anchor: contact and places, then the panels attachments, recruiter tools, last
 * and pending applications, summary, tags, languages and notes (each only when visible).
 */
export function TalentOverview({ talent, visible, screen }: TalentOverviewProps) {
  const { t, i18n } = useTranslation()
  const lang = i18n.language
  const shows = (panel: TalentPanelId) => !visible || visible.has(panel)
  const home = addressLines(talent.homeAddress, lang)
  const current = [talent.currentLocation.city, countryName(talent.currentLocation.country, lang)]
    .filter(Boolean)
    .join(', ')
  const { notAvailableFrom, notAvailableUntil } = talent.availability
  const from = formatDay(notAvailableFrom)
  const until = formatDay(notAvailableUntil)
  const attachments = talent.cvItems.filter((item) => item.history_attachment)

  return (
    <TalentSection id="overview" title={t('msp.v2.talent.overview')}>
      <Grid columns={{ initial: '1', sm: '2', md: '3' }} gap="5">
        <TalentField label={t('msp.v2.talent.contact')}>
          {!talent.canSeeDataProtection ? (
            <DataProtected />
          ) : talent.email || talent.phone ? (
            <Text as="div" size="2">
              {talent.email ? <Text as="p">{talent.email}</Text> : null}
              {talent.phone ? (
                <Text as="p">
                  {talent.phone}
                  {screen?.whatsapp ? (
                    <>
                      {' · '}
                      <Link href={screen.whatsapp} target="_blank" rel="noopener noreferrer">
                        {t('msp.v2.talent.whatsapp.link')}
                      </Link>
                    </>
                  ) : null}
                </Text>
              ) : null}
            </Text>
          ) : null}
        </TalentField>
        <TalentField label={t('msp.v2.talent.homeAddress')}>
          {home.length > 0 || !talent.canSeeDataProtection ? (
            <Text as="div" size="2">
              {home.map((line) => (
                <Text as="p" key={line}>
                  {line}
                </Text>
              ))}
              {/* Street and postal code are hidden; the coarse place (city, country) still shows. */}
              {talent.canSeeDataProtection ? null : <DataProtected />}
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
        {shows('overview.tags') ? (
          <TalentField label={t('msp.v2.talent.tags')}>
            {talent.tags.length > 0 ? (
              <ul className="plain-list chip-list" aria-label={t('msp.v2.talent.tags')}>
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
        ) : null}
        {shows('overview.languages') ? (
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
        ) : null}
        {shows('overview.attachments') ? (
          <TalentField label={t('msp.v2.talent.attachments')}>
            {!talent.canSeeDataProtection ? (
              <DataProtected />
            ) : attachments.length > 0 ? (
              <ul className="plain-list">
                {attachments.map((item) => (
                  <li key={item.id}>
                    <Link
                      size="2"
                      href={`/napi/resource/${item.history_attachment}`}
                      target="_blank"
                      rel="noopener"
                    >
                      {item.title}
                    </Link>
                  </li>
                ))}
              </ul>
            ) : null}
          </TalentField>
        ) : null}
        {screen && shows('overview.recruiterTools') ? (
          <TalentField label={t('msp.v2.talent.recruiterTools')}>
            <Flex gap="2" wrap="wrap">
              <Button
                size="1"
                variant="soft"
                onClick={() => screen.open({ kind: 'summary' })}
                disabled={!screen.canManage}
              >
                {t('msp.v2.talent.command.summary')}
              </Button>
              <Button
                size="1"
                variant="soft"
                onClick={() => screen.open({ kind: 'language' })}
                disabled={!screen.canManage}
              >
                {t('msp.v2.talent.command.languages')}
              </Button>
            </Flex>
          </TalentField>
        ) : null}
        {shows('overview.lastApplications') ? (
          <TalentField label={t('msp.v2.talent.lastApplications')}>
            <TalentApplications talentId={talent.id} which="last" />
          </TalentField>
        ) : null}
        {shows('overview.pendingApplications') ? (
          <TalentField label={t('msp.v2.talent.pendingApplications')}>
            <TalentApplications talentId={talent.id} which="pending" />
          </TalentField>
        ) : null}
        {shows('overview.pools') ? (
          <TalentField label={t('msp.v2.talent.pools')}>
            <TalentPools talentId={talent.id} />
          </TalentField>
        ) : null}
      </Grid>
      {shows('overview.summary') ? <TalentSummary summary={talent.summary} /> : null}
      {screen && shows('overview.notes') && screen.canLog ? (
        <TalentField label={t('msp.v2.talent.notes')}>
          <TalentNotes
            talentId={talent.id}
            canLog={screen.canLog}
            canEditLog={screen.canEditLog}
            open={screen.open}
          />
        </TalentField>
      ) : null}
    </TalentSection>
  )
}
