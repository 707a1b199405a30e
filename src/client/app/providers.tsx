import { Theme } from '@radix-ui/themes'
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { I18nextProvider } from 'react-i18next'
import { i18n } from '../i18n/i18n'
import { ToastViewport } from '../ui/toasts/toast-viewport'

export type AppProvidersProps = {
  queryClient: QueryClient
  children: ReactNode
}

/**
 * §9 theme: the accent is grey, darkened to the spec's "primary dark grey" in app.css.
 * Toasts sit outside the layouts so that errors raised during any route are visible.
 */
export function AppProviders({ queryClient, children }: AppProvidersProps) {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <Theme accentColor="gray" grayColor="gray" radius="medium" appearance="light" panelBackground="solid">
          {children}
          <ToastViewport />
        </Theme>
      </QueryClientProvider>
    </I18nextProvider>
  )
}
