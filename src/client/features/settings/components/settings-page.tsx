import { Flex, Heading } from '@radix-ui/themes'
import { useQuery } from '@tanstack/react-query'
import { lazy, Suspense } from 'react'
import { useTranslation } from 'react-i18next'
import { clientContextQuery, currentUserQuery } from '../../../app/session-queries'
import { LanguageForm } from './language-form'
import { ProfileForm } from './profile-form'

// The password rules run on the shared zod schema (~25 KB gzip): loaded after the page shows.
const PasswordForm = lazy(() => import('./password-form').then((m) => ({ default: m.PasswordForm })))

/**
 * §2 settings. Only the Account section exists so far: Workflow (tags, questions,
 * locations) and Integrations (calendar) join when their features do.
 */
export function SettingsPage() {
  const { t } = useTranslation()
  const user = useQuery(currentUserQuery).data
  const client = useQuery(clientContextQuery).data
  const title = t('msp.v2.settings.title')

  return (
    <Flex direction="column" gap="6">
      <title>{t('msp.v2.app.page.title', { page: title })}</title>
      <Heading as="h1" size="7">
        {title}
      </Heading>
      <section aria-labelledby="settings-account">
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
    </Flex>
  )
}
