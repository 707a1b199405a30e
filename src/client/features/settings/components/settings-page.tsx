import { Flex, Heading } from '@radix-ui/themes'
import { useQuery } from '@tanstack/react-query'
import { lazy, type ReactNode, Suspense } from 'react'
import { useTranslation } from 'react-i18next'
import { clientContextQuery, currentUserQuery } from '../../../api/session'
import { useRegisterCommands } from '../../../commands/use-register-commands'
import { settingsCommands } from '../commands'
import { DensityForm } from './density-form'
import { LanguageForm } from './language-form'
import { ProfileForm } from './profile-form'

// The password rules run on the shared zod schema (~25 KB gzip): loaded after the page shows.
const PasswordForm = lazy(() => import('./password-form').then((m) => ({ default: m.PasswordForm })))
// Workflow editors validate with the shared contracts too: same reason.
const TagManager = lazy(() => import('./tag-manager').then((m) => ({ default: m.TagManager })))
const WorkflowSection = lazy(() => import('./workflow-section').then((m) => ({ default: m.WorkflowSection })))

export type SettingsPageProps = {
  /** The email templates card (the email feature's), placed by the screen that composes both. */
  emailTemplates?: (canManage: boolean) => ReactNode
  /** Integrations → Calendar (the calendar feature's), shown where the calendar is enabled. */
  calendar?: ReactNode
  /** Integrations → Talent providers (the external-search feature's): the client's own accounts. */
  externalProviders?: ReactNode
}

/**
 * §2 settings: Account, Integrations (calendar, when enabled and given by the screen) and
 * Workflow (tags, questions, locations, email templates). Alt+1…5 jump to account, questions,
 * locations, tags and email templates.
 */
export function SettingsPage({ emailTemplates, calendar, externalProviders }: SettingsPageProps = {}) {
  const { t } = useTranslation()
  const user = useQuery(currentUserQuery).data
  const client = useQuery(clientContextQuery).data
  const title = t('msp.v2.settings.title')
  useRegisterCommands(settingsCommands)

  return (
    <Flex direction="column" gap="6" className="reading-page">
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
            <DensityForm />
            {user.authType === 'PWD' ? (
              <Suspense fallback={null}>
                <PasswordForm />
              </Suspense>
            ) : null}
          </Flex>
        ) : null}
      </section>
      {calendar &&
      user?.calendar.enabled &&
      client?.config.calendarEnabled &&
      user.permissions.includes('CALENDAR') ? (
        <section
          id="settings-calendar"
          aria-labelledby="settings-calendar-heading"
          style={{ scrollMarginTop: 'calc(var(--app-bar-height) + var(--space-3))' }}
        >
          <Heading as="h2" id="settings-calendar-heading" size="5" mb="3">
            {t('msp.v2.calendar.settings.heading')}
          </Heading>
          {calendar}
        </section>
      ) : null}
      {externalProviders &&
      (client?.config.externalSearchSets.length ?? 0) > 0 &&
      user?.permissions.includes('TEAM_MANAGEMENT') ? (
        <section
          id="settings-external-providers"
          aria-labelledby="settings-external-providers-heading"
          style={{ scrollMarginTop: 'calc(var(--app-bar-height) + var(--space-3))' }}
        >
          <Heading as="h2" id="settings-external-providers-heading" size="5" mb="3">
            {t('msp.v2.settings.externalProviders')}
          </Heading>
          {externalProviders}
        </section>
      ) : null}
      <Suspense fallback={null}>
        <WorkflowSection
          tags={<TagManager />}
          emailTemplates={emailTemplates?.(user?.permissions.includes('TEAM_MANAGEMENT') ?? false)}
        />
      </Suspense>
    </Flex>
  )
}
