import { Badge, Flex, Heading, Text } from '@radix-ui/themes'
import { useTranslation } from 'react-i18next'
import type { TalentProfile } from '../../../../shared/contracts/talent'
import { showsEmailNotVerified } from '../../../../shared/domain/talent-actions'
import { TALENT_STATE_TONES } from '../../../ui/status-tones'
import { TalentActionsMenu } from './talent-actions-menu'
import { TalentEmailStatusLine } from './talent-email-status'

const TIER_COLORS = { gold: 'amber', silver: 'gray', bronze: 'brown' } as const

export type TalentHeaderProps = {
  talent: TalentProfile
  /** The user may take an address off the suppression list (they may contact talents). */
  canUnsuppress?: boolean
  /** h1 on the page, h2 in a pane. */
  level: 'h1' | 'h2'
}

/** Name, state, tier, the email-not-verified marker (§2) and the actions menu. */
export function TalentHeader({ talent, level, canUnsuppress = false }: TalentHeaderProps) {
  const { t } = useTranslation()
  return (
    <header>
      <Flex align="center" gap="3" wrap="wrap">
        <Heading as={level} size={level === 'h1' ? '7' : '5'}>
          {talent.firstName} {talent.lastName}
        </Heading>
        <Badge color={TALENT_STATE_TONES[talent.state] ?? 'gray'} variant="soft" data-testid="talent-state">
          {t(`msp.v2.talent.state.${talent.state}`)}
        </Badge>
        {talent.tier ? (
          <Badge color={TIER_COLORS[talent.tier]} variant="solid" data-testid="talent-tier">
            {t(`msp.v2.talent.tier.${talent.tier}`)}
          </Badge>
        ) : null}
        {showsEmailNotVerified(talent) ? (
          <Badge color="amber" variant="outline">
            {t('msp.v2.talent.email.unverified')}
          </Badge>
        ) : null}
        <Flex ml="auto">
          <TalentActionsMenu />
        </Flex>
      </Flex>
      {talent.title ? (
        <Text as="p" size="4" color="gray" mt="1">
          {talent.title}
        </Text>
      ) : null}
      <TalentEmailStatusLine talent={talent} canUnsuppress={canUnsuppress} />
    </header>
  )
}
