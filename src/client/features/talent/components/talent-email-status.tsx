import { Button, Callout, Flex, Text } from '@radix-ui/themes'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import type { TalentProfile } from '../../../../shared/contracts/talent'
import { errorText } from '../../../app/api-error'
import { useDefinedMutation } from '../../../app/mutation'
import { translateIfKnown } from '../../../i18n/i18n'
import { Icon } from '../../../ui/icon'
import { showToast } from '../../../ui/toasts/toast-store'
import { removeSuppression, talentEmailStatusQuery } from '../api'

export type TalentEmailStatusLineProps = { talent: TalentProfile; canUnsuppress: boolean }

/**
 * Issue 19 §3: the language the talent's emails are written in, and when their address is on
 * the client's suppression list (a hard bounce), why and since when, with its removal.
 */
export function TalentEmailStatusLine({ talent, canUnsuppress }: TalentEmailStatusLineProps) {
  const { t, i18n } = useTranslation()
  const status = useQuery({ ...talentEmailStatusQuery(talent.id), enabled: talent.email !== null }).data
  const remove = useDefinedMutation(removeSuppression, {
    onSuccess: () => showToast('success', t('msp.v2.email.suppression.removed')),
    onError: (error) => showToast('error', errorText(error, translateIfKnown)),
  })
  if (!status?.email) return null
  const language = new Intl.DisplayNames([i18n.language], { type: 'language' }).of(status.language)
  return (
    <Flex direction="column" gap="2" mt="2">
      <Text size="1" color="gray" data-testid="talent-email-language">
        {t('msp.v2.email.talent.language', { language })}
      </Text>
      {status.suppression ? (
        <Callout.Root color="amber" size="1" role="status" highContrast>
          <Callout.Icon>
            <Icon name="alert" />
          </Callout.Icon>
          <Flex align="center" gap="3" wrap="wrap">
            <Callout.Text>
              {t('msp.v2.email.suppression.talent', {
                date: new Date(status.suppression.createdAt).toLocaleDateString(i18n.language),
                reason: status.suppression.reason,
              })}
            </Callout.Text>
            {canUnsuppress ? (
              <Button
                size="1"
                variant="soft"
                loading={remove.isPending}
                onClick={() =>
                  status.suppression &&
                  remove.mutate({ talentId: talent.id, address: status.suppression.address })
                }
              >
                {t('msp.v2.email.suppression.remove')}
              </Button>
            ) : null}
          </Flex>
        </Callout.Root>
      ) : null}
    </Flex>
  )
}
