import { lazy, Suspense } from 'react'
import { SettingsPage } from '../../features/settings/components/settings-page'

// The templates validate with the shared contracts (zod): loaded after the page shows.
const EmailTemplatesCard = lazy(() =>
  import('../../features/email/components/email-templates-card').then((m) => ({
    default: m.EmailTemplatesCard,
  })),
)

const emailTemplates = (canManage: boolean) => (
  <Suspense fallback={null}>
    <EmailTemplatesCard canManage={canManage} />
  </Suspense>
)

/**
 * /settings: the settings (their feature) with the email templates card (the email feature).
 * Features do not import each other; the screen that joins two is composed here.
 */
export function SettingsScreen() {
  return <SettingsPage emailTemplates={emailTemplates} />
}
