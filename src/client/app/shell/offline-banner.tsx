import { Callout } from '@radix-ui/themes'
import { useTranslation } from 'react-i18next'
import { Icon } from '../../ui/icon'
import { useOfflineBanner } from './use-offline-banner'

/** §1 offline banner: "You are offline! check your internet connection". */
export function OfflineBanner() {
  const { t } = useTranslation()
  const visible = useOfflineBanner()
  if (!visible) return null
  return (
    <Callout.Root color="amber" variant="surface" role="status" className="shell-banner" size="1">
      <Callout.Icon>
        <Icon name="wifiOff" />
      </Callout.Icon>
      <Callout.Text>{t('msp.v2.offline.banner')}</Callout.Text>
    </Callout.Root>
  )
}
