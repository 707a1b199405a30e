import { useTranslation } from 'react-i18next'
import { useNavigation } from 'react-router'

/**
 * §2 page-loading indicator. It only becomes visible after 200 ms (§9 throttle), done
 * in CSS so quick navigations never flash it.
 */
export function NavigationProgress() {
  const { t } = useTranslation()
  const navigation = useNavigation()
  if (navigation.state === 'idle') return null
  return (
    <div className="navigation-progress" role="progressbar" aria-label={t('msp.v2.app.navigation.loading')} />
  )
}
