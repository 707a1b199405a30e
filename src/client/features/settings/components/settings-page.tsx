import { Flex, Heading } from '@radix-ui/themes'
import { useQuery } from '@tanstack/react-query'
import { lazy, Suspense } from 'react'
import { useTranslation } from 'react-i18next'
import { clientContextQuery, currentUserQuery } from '../../../app/session-queries'
import { useRegisterCommands } from '../../../commands/use-register-commands'
import { settingsCommands } from '../commands'
import { LanguageForm } from './language-form'
import { ProfileForm } from './profile-form'

// The password rules run on the shared zod schema (~25 KB gzip): loaded after the page shows.
const PasswordForm = lazy(() => import('./password-form').then((m) => ({ default: m.PasswordForm })))
// Workflow editors validate with the shared contracts too: same reason.
const TagManager = lazy(() =>
  import('../../tags/components/tag-manager').then((m) => ({ default: m.TagManager })),
)
// Integrations → Calendar (issue 24), only where the calendar is enabled.
const CalendarSettings = lazy(() =>
  import('../../calendar/components/calendar-settings').then((m) => ({ default: m.CalendarSettings })),
)
const WorkflowSection = lazy(() => import('./workflow-section').then((m) => ({ default: m.WorkflowSection })))

/**
 * §2 settings: Account, Integrations (calendar, when enabled) and Workflow (tags, questions,
 * locations). Alt+1…4 jump to account, questions, locations and tags.
 */
export function SettingsPage() {
  const { t } = useTranslation()
  const user = useQuery(currentUserQuery).data
  const client = useQuery(clientContextQuery).data
  const title = t('msp.v2.settings.title')
  useRegisterCommands(settingsCommands)

  return (
    <Flex direction="column" gap="6">
      <title>{t('msp.v2.app.page.title', { page: title })}</title>
      <Heading as="h1" size="7">
        {title}
      </Heading>
      <section
        id="settings-account-section"
        aria-labelledby="settings-account"
        style={{ scrollMarginTop: 'calc(var(--app-bar-height) + var(--space-3))' }}
      >
        <Heading as="h2" id="settings-account" size="5" mb="3">
          {t('msp.v2.settings.account')}
        </Heading>
        {user ? (
          <Flex direction="column" gap="4">
            <ProfileForm key={`${user.firstName} ${user.lastName}`} user={user} />
            <LanguageForm locale={user.locale} languages={client?.languages ?? []} />
            {user.authType === 'PWD' ? (
              <Suspense fallback={null}>
                <PasswordForm />
              </Suspense>
            ) : null}
          </Flex>
        ) : null}
      </section>
      {user?.calendar.enabled && client?.config.calendarEnabled && user.permissions.includes('CALENDAR') ? (
        <section
          id="settings-calendar"
          aria-labelledby="settings-calendar-heading"
          style={{ scrollMarginTop: 'calc(var(--app-bar-height) + var(--space-3))' }}
        >
          <Heading as="h2" id="settings-calendar-heading" size="5" mb="3">
            {t('msp.v2.calendar.settings.heading')}
          </Heading>
          <Suspense fallback={null}>
            <CalendarSettings />
          </Suspense>
        </section>
      ) : null}
      <Suspense fallback={null}>
        <WorkflowSection tags={<TagManager />} />
      </Suspense>
    </Flex>
  )
}
