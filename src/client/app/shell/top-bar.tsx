import { Flex, IconButton } from '@radix-ui/themes'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { clientContextQuery, currentUserQuery } from '../../api/session'
import { Icon } from '../../ui/icon'
import { lazyComponent } from '../../ui/lazy-component'
import { hasSession } from '../auth-session'
import { ClientBrand } from './client-brand'
import { HeaderSearch } from './header-search'
import { UserMenu } from './user-menu'

export type TopBarProps = {
  /** Opens the main-menu drawer; without it the bar shows no menu button. */
  onOpenMenu?: () => void
  menuOpen?: boolean
}

/** Notifications, the VMS dialogs and commands: not needed for the first paint (issue 20). */
const VmsFrame = lazyComponent(() =>
  import('../../features/pipeline/vms/components/vms-frame').then((m) => m.VmsFrame),
)

/** The schedule-interview dialog's host (issue 24): loaded after the first paint too. */
const CalendarFrame = lazyComponent(() =>
  import('../../features/pipeline/calendar/components/calendar-frame').then((m) => m.CalendarFrame),
)

/** The send-assessment dialog's host (issue 24 §3). */
const AssessmentsFrame = lazyComponent(() =>
  import('../../features/pipeline/assessments/components/send-assessment-dialog').then(
    (m) => m.AssessmentsFrame,
  ),
)

/** §1 header: menu button and client logo left, search in the middle, user menu right (signed in only). */
export function TopBar({ onOpenMenu, menuOpen = false }: TopBarProps) {
  const { t } = useTranslation()
  const signedIn = hasSession()
  const user = useQuery({ ...currentUserQuery, enabled: signedIn })
  const client = useQuery({ ...clientContextQuery, enabled: signedIn })
  return (
    <header className="top-bar">
      <Flex align="center" justify="between" gap="4" height="100%" px={{ initial: '3', md: '4' }}>
        <Flex align="center" gap="3" minWidth="0">
          {signedIn && onOpenMenu ? (
            <IconButton
              variant="ghost"
              color="gray"
              size="3"
              aria-label={t('msp.v2.nav.open')}
              aria-expanded={menuOpen}
              onClick={onOpenMenu}
            >
              <Icon name="menu" size={20} />
            </IconButton>
          ) : null}
          <ClientBrand client={signedIn ? client.data : undefined} />
        </Flex>
        {signedIn ? <HeaderSearch /> : null}
        {signedIn && user.data ? (
          <Flex align="center" gap="3">
            <VmsFrame />
            <CalendarFrame />
            <AssessmentsFrame />
            <UserMenu user={user.data} />
          </Flex>
        ) : null}
      </Flex>
    </header>
  )
}
