import type { ComponentType } from 'react'
import { createBrowserRouter, data, Outlet, redirect, ScrollRestoration } from 'react-router'
import { holdKeys, holdUntilCommitted } from '../commands/key-queue'
import { SCREEN_AREAS } from '../i18n/frame-areas'
import { preloadListParts } from '../ui/data-table/table-module'
import { PageSpinner } from '../ui/page-spinner'
import { hasSession, setUnauthorizedHandler } from './auth-session'
import { EmptyLayout } from './layouts/empty-layout'
import { featurePage, featureRoute, guardedImport, lazyPage } from './lazy-page'
import { setCurrentPageSource } from './navigation-errors'
import { publicRoutes } from './public-routes'
import { queryClient } from './query-client'
import { RouteErrorPage } from './route-error-page'
import { requireUser } from './route-guards'
import { shouldRevalidate } from './should-revalidate'
import { HOME_PATH, signInPath } from './sign-in-redirect'

function RootRoute() {
  return (
    <>
      <ScrollRestoration />
      <Outlet />
    </>
  )
}

/** A list screen: its table's code loads beside the screen's chunk (lazy-data-table.tsx). */
const withTable = (load: () => Promise<ComponentType>) => () => {
  preloadListParts()
  return load()
}

const pipelineLoaders = () => import('../features/pipeline/pipeline-loader')

const sourcingPages = () => import('../features/sourcing/components/sourcing-page')
const sourcingRoute = (
  path: string,
  page: (m: Awaited<ReturnType<typeof sourcingPages>>) => ComponentType,
) => ({
  path,
  lazy: featureRoute(
    {
      loader: () => import('../features/sourcing/sourcing-loader').then((m) => m.sourcingLoader),
      Component: withTable(() => sourcingPages().then(page)),
    },
    SCREEN_AREAS.sourcing,
  ),
})
/** /project/:id/invited | dataHarbour | suggested (static segments win over the pipeline's :status). */
const sourcingRoutes = [
  sourcingRoute('project/:id/invited', (m) => m.InvitedPage),
  sourcingRoute('project/:id/dataHarbour', (m) => m.DataHarbourPage),
  sourcingRoute('project/:id/suggested', (m) => m.SuggestedPage),
]

/**
 * Layout routes are loaded eagerly (they frame every page); pages are split per route.
 * New screens join the protected group below; routes with a loader (list routes above all)
 * take `shouldRevalidate` (should-revalidate.ts), so a selection change does not reload.
 */
export const router = createBrowserRouter([
  {
    id: 'root',
    Component: RootRoute,
    ErrorBoundary: RouteErrorPage,
    HydrateFallback: PageSpinner,
    children: [
      {
        Component: EmptyLayout,
        children: [...publicRoutes],
      },
      {
        // Lazy: the sign-in route does not need the header and its menus.
        lazy: lazyPage(() => import('./layouts/default-layout').then((m) => m.DefaultLayout)),
        children: [
          {
            // Errors of pages render inside the frame, so the header stays usable.
            ErrorBoundary: RouteErrorPage,
            children: [
              {
                loader: requireUser,
                shouldRevalidate,
                children: [
                  { index: true, loader: () => redirect(HOME_PATH) },
                  {
                    path: 'dashboard',
                    shouldRevalidate,
                    // The "needs attention" labels live in the analytics area (issue 25).
                    lazy: featureRoute(
                      {
                        loader: () =>
                          import('../features/dashboard/dashboard-loader').then((m) => m.dashboardLoader),
                        Component: () =>
                          import('../features/dashboard/components/dashboard-page').then(
                            (m) => m.DashboardPage,
                          ),
                      },
                      ['analytics', 'dashboard-lists'],
                    ),
                    // §2 /dashboard children: pools, projects (the page shows the list below its counts).
                    children: [{ index: true }, { path: 'projects' }, { path: 'pools' }],
                  },
                  {
                    // Issue 25 §1: one stage across every project, from the dashboard's counts.
                    path: 'dashboard/queue/:stage',
                    lazy: featureRoute(
                      {
                        loader: () => import('../features/pipeline/queue-loader').then((m) => m.queueLoader),
                        Component: withTable(() =>
                          import('../features/pipeline/components/queue-page').then((m) => m.QueuePage),
                        ),
                      },
                      SCREEN_AREAS.queue,
                    ),
                    children: [{ index: true }, { path: 'application/:appId' }],
                  },
                  {
                    path: 'analytics',
                    lazy: featurePage(
                      withTable(() =>
                        import('../features/analytics/components/analytics-page').then(
                          (m) => m.AnalyticsPage,
                        ),
                      ),
                      SCREEN_AREAS.analytics,
                    ),
                  },
                  {
                    path: 'settings',
                    lazy: featurePage(() =>
                      import('./screens/settings-screen').then((m) => m.SettingsScreen),
                    ),
                  },
                  {
                    // Issue 24 §3: the tests candidates have not finished, with their reminders.
                    path: 'assessments',
                    lazy: featurePage(
                      withTable(() =>
                        import('../features/assessments/components/assessments-page').then(
                          (m) => m.AssessmentsPage,
                        ),
                      ),
                    ),
                  },
                  {
                    // Issue 19 §3: every email with its status; the table loads beside the screen.
                    path: 'outbox',
                    lazy: featurePage(
                      withTable(() =>
                        import('../features/outbox/components/outbox-page').then((m) => m.OutboxPage),
                      ),
                    ),
                  },
                  {
                    // The calendar provider's OAuth return, and the rail's calendar button (issue 24).
                    path: 'calendar/callback',
                    lazy: featurePage(() =>
                      import('../features/calendar/components/calendar-page').then((m) => m.CalendarPage),
                    ),
                  },
                  {
                    path: 'ui',
                    lazy: featurePage(() =>
                      import('../features/ui-showcase/components/ui-showcase-page').then(
                        (m) => m.UiShowcasePage,
                      ),
                    ),
                  },
                  {
                    path: 'project/:id',
                    lazy: {
                      loader: guardedImport(() => pipelineLoaders().then((m) => m.projectIndexLoader)),
                    },
                  },
                  // Issue 22 §2: the sourcing stages as working lists, beside the pipeline's stages.
                  ...sourcingRoutes,
                  {
                    // §2 pipeline: the list stays mounted while labels and applications change.
                    path: 'project/:id/:status',
                    lazy: featureRoute(
                      {
                        loader: () => pipelineLoaders().then((m) => m.pipelineLoader),
                        shouldRevalidate: () => pipelineLoaders().then((m) => m.pipelineShouldRevalidate),
                        Component: withTable(() =>
                          import('../features/pipeline/components/pipeline-page').then((m) => m.PipelinePage),
                        ),
                      },
                      SCREEN_AREAS.pipeline,
                    ),
                    children: [
                      { index: true },
                      { path: 'labels/:labelId?' },
                      { path: 'application/:appId' },
                      { path: 'labels/:labelId/application/:appId' },
                    ],
                  },
                  {
                    path: 'project/:id/summary',
                    lazy: featurePage(() =>
                      import('../features/project-page/components/project-page').then((m) => m.ProjectPage),
                    ),
                  },
                  {
                    path: 'project/create',
                    lazy: featurePage(() =>
                      import('../features/project-form/components/project-form-page').then(
                        (m) => m.CreateProjectPage,
                      ),
                    ),
                  },
                  {
                    path: 'manage/project/:id',
                    loader: ({ params }) => redirect(`/manage/project/${params.id}/edit`),
                  },
                  {
                    path: 'manage/project/:id/edit',
                    lazy: featurePage(() =>
                      import('../features/project-form/components/project-form-page').then(
                        (m) => m.EditProjectPage,
                      ),
                    ),
                  },
                  {
                    path: 'manage/project/:id/unpublished',
                    lazy: featurePage(() =>
                      import('../features/project-form/components/project-form-page').then(
                        (m) => m.UnpublishedProjectPage,
                      ),
                    ),
                  },
                  {
                    path: 'search/projects',
                    lazy: featurePage(
                      withTable(() =>
                        import('../features/projects/components/project-search-page').then(
                          (m) => m.ProjectSearchPage,
                        ),
                      ),
                      SCREEN_AREAS.projects,
                    ),
                  },
                  {
                    path: 'search/talents',
                    lazy: featurePage(
                      withTable(() =>
                        import('./screens/talent-search-screen').then((m) => m.TalentSearchScreen),
                      ),
                      SCREEN_AREAS.talents,
                    ),
                  },
                  {
                    // Issue 23: Monster and Textkernel, or the one provider of the address.
                    path: 'search/external/talents/:provider?',
                    lazy: featurePage(
                      withTable(() =>
                        import('../features/external-search/components/external-search-page').then(
                          (m) => m.ExternalSearchPage,
                        ),
                      ),
                      SCREEN_AREAS.external,
                    ),
                  },
                  {
                    path: 'talent/:id',
                    shouldRevalidate,
                    lazy: featureRoute({
                      loader: () => import('../features/talent/talent-loader').then((m) => m.talentLoader),
                      Component: () =>
                        import('../features/talent/components/talent-page').then((m) => m.TalentPage),
                    }),
                  },
                  {
                    path: 'pools',
                    lazy: featurePage(() =>
                      import('../features/pools/components/pools-page').then((m) => m.PoolsPage),
                    ),
                  },
                  {
                    path: 'pool/:id',
                    lazy: featurePage(() =>
                      import('../features/pools/components/pool-page').then((m) => m.PoolPage),
                    ),
                  },
                  {
                    // The VMS sync board of the client, or of one project (?project=ID).
                    path: 'vms',
                    lazy: featurePage(() =>
                      import('../features/pipeline/vms/components/vms-board-page').then(
                        (m) => m.VmsBoardPage,
                      ),
                    ),
                  },
                  {
                    path: 'application/:appId',
                    shouldRevalidate,
                    lazy: featureRoute({
                      loader: () =>
                        import('../features/pipeline/application/application-loader').then(
                          (m) => m.applicationLoader,
                        ),
                      Component: () =>
                        import('../features/pipeline/application/components/application-page').then(
                          (m) => m.ApplicationPage,
                        ),
                    }),
                  },
                ],
              },
              {
                path: '*',
                // Signed in, the not-found page speaks the user's language also on a full page
                // load (issue 21 §5): the user, with their language, loads first.
                loader: async (args) => {
                  if (hasSession()) await requireUser(args).catch(() => {})
                  throw data(null, { status: 404 })
                },
              },
            ],
          },
        ],
      },
    ],
  },
])

// §8: loaders cancel a navigation by sending the user back to where they are.
setCurrentPageSource(() => {
  const { initialized, location } = router.state
  return initialized ? `${location.pathname}${location.search}${location.hash}` : null
})

// §2 keys typed while a navigation to another screen is under way are kept
// (commands/key-queue.ts) until the new screen has rendered (its location committed), when
// the screen's own holds (rows loading) are in place. Changes within a screen (the pane
// following j/k, the selection, a page) do not hold keys.
const screenOf = (pathname: string) => pathname.split('/').slice(0, 4).join('/')
let navigationHold: (() => void) | null = null
router.subscribe((state) => {
  const target = state.navigation.location
  const busy =
    state.navigation.state !== 'idle' &&
    !!target &&
    screenOf(target.pathname) !== screenOf(state.location.pathname)
  if (busy && !navigationHold) navigationHold = holdKeys()
  else if (!busy && navigationHold) {
    const release = navigationHold
    navigationHold = null
    holdUntilCommitted(state.location.key, release)
  }
})

const isAuthPath = (pathname: string) => pathname === '/login' || pathname.startsWith('/auth/')

setUnauthorizedHandler(() => {
  const { location, navigation } = router.state
  // Several requests may fail at once; the first one already sent the user on their way.
  const from = navigation.location ?? location
  if (isAuthPath(from.pathname)) return
  void router
    .navigate(signInPath(`${from.pathname}${from.search}${from.hash}`), { replace: true })
    .then(() => {
      queryClient.clear()
    })
})
