import { Button } from '@radix-ui/themes'
import { useTranslation } from 'react-i18next'
import { Link, useLocation } from 'react-router'
import { shortcutLabel } from '../../commands/shortcut-label'
import { backTarget, navBackCommand } from '../back-navigation'

/**
 * §2 back navigation as a link (so it also opens in a new tab): to the previous screen of
 * this kind, else to the search, dashboard or project status page (back-navigation.ts).
 * The same target as `g b`.
 */
export function BackButton() {
  const { t } = useTranslation()
  const { pathname, search } = useLocation()
  const target = backTarget(`${pathname}${search}`)
  return (
    <Button asChild variant="ghost" color="gray" size="2">
      <Link
        to={target}
        className="back-button"
        title={`${t(navBackCommand.titleKey)} (${shortcutLabel(navBackCommand.shortcut, t)})`}
      >
        <span aria-hidden>←</span>
        {t('msp.v2.nav.back')}
      </Link>
    </Button>
  )
}
