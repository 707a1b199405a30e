import { lazy, Suspense } from 'react'
import { SettingsPage } from '../../features/settings/components/settings-page'

// The templates validate with the shared contracts (zod): loaded after the page shows.
const EmailTemplatesCard = lazy(() =>
  import('../../features/email/components/email-templates-card').then((m) => ({
    default: m.EmailTemplatesCard,
  })),
)
// Integrations → Calendar (issue 24): the connection form, loaded only where it shows.
const CalendarSettings = lazy(() =>
  import('../../features/calendar/components/calendar-settings').then((m) => ({
    default: m.CalendarSettings,
  })),
)

// Integrations → Talent providers (issue 23): the client's own Monster / Textkernel accounts.
const ProviderCredentialsCard = lazy(() =>
  import('../../features/external-search/components/provider-credentials-card').then((m) => ({
    default: m.ProviderCredentialsCard,
  })),
)

const emailTemplates = (canManage: boolean) => (
  <Suspense fallback={null}>
    <EmailTemplatesCard canManage={canManage} />
  </Suspense>
)

const calendar = (
  <Suspense fallback={null}>
    <CalendarSettings />
  </Suspense>
)

const externalProviders = (
  <Suspense fallback={null}>
    <ProviderCredentialsCard />
  </Suspense>
)

/**
 * /settings: the settings (their feature) with the email templates card (the email feature)
 * and the calendar connection (the calendar feature). Features do not import each other;
 * the screen that joins them is composed here.
 */
export function SettingsScreen() {
  return (
    <SettingsPage emailTemplates={emailTemplates} calendar={calendar} externalProviders={externalProviders} />
  )
}
