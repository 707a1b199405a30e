import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { Outlet, useLocation, useNavigate } from 'react-router'
import { clientContextQuery, currentUserQuery } from '../../api/session'
import { CommandLayer } from '../../commands/command-layer'
import { lazyModule, useLazyModule } from '../../commands/lazy-module'
import { useRegisterCommands } from '../../commands/use-register-commands'
import { logout } from '../../features/auth/api'
import { EmailDialogsMount } from '../../features/email/components/email-dialogs-mount'
import { TalentRegisterMount } from '../../features/talent-register/components/talent-register-mount'
import { TaskSnackbars } from '../../features/tasks/components/task-snackbars'
import { hasSession } from '../auth-session'
import { useBackNavigation } from '../back-navigation'
import { AnnouncementBanner } from '../shell/announcement-banner'
import { shellCommands } from '../shell/commands'
import { NAV_ITEMS, visibleNavItems } from '../shell/nav-items'
import { NavigationProgress } from '../shell/navigation-progress'
import { OfflineBanner } from '../shell/offline-banner'
import { SideRail } from '../shell/side-rail'
import { TopBar } from '../shell/top-bar'
import { SIGN_IN_PATH } from '../sign-in-redirect'

// The drawer is for small screens and the expanded menu: loaded when first opened.
const drawerModule = lazyModule(() => import('../shell/nav-drawer').then((m) => m.NavDrawer))

/**
 * §2 default layout: loading bar, top bar, main menu (rail or drawer), banners and page.
 * The frame also renders the 404 page for signed-out visitors, hence the session checks.
 */
export function DefaultLayout() {
  const signedIn = hasSession()
  const location = useLocation()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const user = useQuery({ ...currentUserQuery, enabled: signedIn }).data
  const client = useQuery({ ...clientContextQuery, enabled: signedIn }).data
  // The drawer belongs to the location it was opened at: any navigation closes it.
  const [drawerOpenAt, setDrawerOpenAt] = useState<string | null>(null)
  const drawerOpen = drawerOpenAt === location.key
  const items = signedIn ? visibleNavItems(NAV_ITEMS, user, client) : []
  const NavDrawer = useLazyModule(drawerModule, drawerOpen)

  useRegisterCommands(shellCommands)
  useBackNavigation()

  const onLogout = async () => {
    logout()
    await navigate(SIGN_IN_PATH, { replace: true })
    queryClient.clear()
  }

  return (
    <div className="default-layout" data-rail={items.length > 0 ? 'true' : undefined}>
      <NavigationProgress />
      <TopBar onOpenMenu={() => setDrawerOpenAt(location.key)} menuOpen={drawerOpen} />
      {items.length > 0 ? <SideRail items={items} /> : null}
      {NavDrawer ? (
        <NavDrawer
          open={drawerOpen && signedIn}
          items={items}
          onClose={() => setDrawerOpenAt(null)}
          onLogout={() => void onLogout()}
        />
      ) : null}
      <div className="default-layout-body">
        <div className="shell-banners">
          <OfflineBanner />
          <AnnouncementBanner />
        </div>
        <main className="default-layout-main">
          <Outlet />
        </main>
      </div>
      {signedIn ? <CommandLayer /> : null}
      {signedIn ? <TaskSnackbars /> : null}
      {signedIn ? <EmailDialogsMount /> : null}
      {signedIn ? <TalentRegisterMount /> : null}
    </div>
  )
}
