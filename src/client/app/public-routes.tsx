import type { RouteObject } from 'react-router'
import { featurePage, lazyPage, lazyRoute } from './lazy-page'

const signInRoute = {
  lazy: lazyRoute({
    loader: () => import('../features/auth/sign-in-loader').then((m) => m.signInLoader),
    Component: () => import('../features/auth/components/sign-in-page').then((m) => m.SignInPage),
  }),
}

/** The routes outside the workspace frame: sign-in, password reset, the talent's confirmation link, the identity provider's callback. */
export const publicRoutes: RouteObject[] = [
  { path: 'auth/login', ...signInRoute },
  { path: 'login', ...signInRoute },
  {
    path: 'auth/forgot-password',
    lazy: lazyPage(() =>
      import('../features/auth/components/forgot-password-page').then((m) => m.ForgotPasswordPage),
    ),
  },
  {
    path: 'auth/reset-password',
    lazy: lazyPage(() =>
      import('../features/auth/components/reset-password-page').then((m) => m.ResetPasswordPage),
    ),
  },
  {
    // The talent's interview confirmation link (issue 24): public, the token is the credential.
    path: 'interview/confirm/:token',
    lazy: featurePage(
      () =>
        import('../features/calendar/components/interview-confirm-page').then((m) => m.InterviewConfirmPage),
      ['interview-confirm'],
    ),
  },
  {
    path: 'social-callback',
    lazy: lazyRoute({
      loader: () => import('../features/auth/social-callback-loader').then((m) => m.socialCallbackLoader),
      Component: () =>
        import('../features/auth/components/social-callback-page').then((m) => m.SocialCallbackPage),
    }),
  },
]
