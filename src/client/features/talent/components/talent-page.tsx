import { Badge, Flex, Heading, Text } from '@radix-ui/themes'
import { useSuspenseQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { useLoaderData } from 'react-router'
import { BackButton } from '../../../app/shell/back-button'
import { useRecordViewOnLeave } from '../../../app/use-record-view-on-leave'
import { talentProfileQuery } from '../api'
import type { talentLoader } from '../talent-loader'
import { TalentOverview } from './talent-overview'
import { TalentResume } from './talent-resume'

const TIER_COLORS = { gold: 'amber', silver: 'gray', bronze: 'brown' } as const
const STATE_COLORS = { ACTIVE: 'green', DEACTIVATED: 'gray', DELETED: 'red', UNVERIFIED: 'amber' } as const

/**
 * §2 talent profile, read-only for now. The loader has the profile in the cache already,
 * so the anchors (#overview, #resume) exist when the router scrolls to the hash.
 */
export function TalentPage() {
  const { t } = useTranslation()
  const { id } = useLoaderData<typeof talentLoader>()
  const { data: talent } = useSuspenseQuery(talentProfileQuery(id))
  const name = `${talent.firstName} ${talent.lastName}`
  useRecordViewOnLeave('talent', talent.id)

  return (
    <Flex direction="column" gap="6">
      <title>{t('msp.v2.app.page.title', { page: name })}</title>
      <header>
        <BackButton />
        <Flex align="center" gap="3" wrap="wrap">
          <Heading as="h1" size="7">
            {name}
          </Heading>
          <Badge color={STATE_COLORS[talent.state]} variant="soft">
            {t(`msp.v2.talent.state.${talent.state}`)}
          </Badge>
          {talent.tier ? (
            <Badge color={TIER_COLORS[talent.tier]} variant="solid">
              {t(`msp.v2.talent.tier.${talent.tier}`)}
            </Badge>
          ) : null}
        </Flex>
        {talent.title ? (
          <Text as="p" size="4" color="gray" mt="1">
            {talent.title}
          </Text>
        ) : null}
      </header>
      <TalentOverview talent={talent} />
      <TalentResume talent={talent} />
    </Flex>
  )
}
