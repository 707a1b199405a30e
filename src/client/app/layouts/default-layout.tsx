import { Outlet } from 'react-router'
import { NavigationProgress } from '../shell/navigation-progress'
import { TopBar } from '../shell/top-bar'

/**
 * §2 default layout: top bar and page. The later workspace frame (rail, search,
 * announcements, panes) slots in here.
 */
export function DefaultLayout() {
  return (
    <div className="default-layout">
      <NavigationProgress />
      <TopBar />
      <main className="default-layout-main">
        <Outlet />
      </main>
    </div>
  )
}
