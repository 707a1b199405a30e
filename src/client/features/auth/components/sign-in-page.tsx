import { Button, Callout, Flex, Separator, Text } from '@radix-ui/themes'
import { useTranslation } from 'react-i18next'
import { useLoaderData, useLocation, useNavigate, useSearchParams } from 'react-router'
import { safeRedirectTarget } from '../../../app/sign-in-redirect'
import { providerSignInUrl } from '../api'
import type { SignInLoaderData } from '../sign-in-loader'
import { AuthHeading } from './auth-heading'
import { SignInForm } from './sign-in-form'

/** Set as navigation state by the reset-password page after a successful change. */
export type SignInLocationState = { passwordChanged?: boolean } | null

export function SignInPage() {
  const { t } = useTranslation()
  const { urlTokenFailed, settings } = useLoaderData() as SignInLoaderData
  const [searchParams] = useSearchParams()
  const navigate = useNavigate()
  const passwordChanged = (useLocation().state as SignInLocationState)?.passwordChanged === true
  const title = t('msp.v2.auth.signin.title')

  return (
    <Flex direction="column" gap="5">
      <title>{t('msp.v2.app.page.title', { page: title })}</title>
      <AuthHeading title={title} description={t('msp.v2.auth.signin.subtitle')} />
      {passwordChanged ? (
        <Callout.Root color="green" role="status" variant="surface">
          <Callout.Text>{t('msp.v2.auth.signin.password.changed')}</Callout.Text>
        </Callout.Root>
      ) : null}
      {urlTokenFailed ? (
        <Callout.Root color="amber" role="alert" variant="surface">
          <Callout.Text>{t('msp.v2.auth.url.token.invalid')}</Callout.Text>
        </Callout.Root>
      ) : null}
      {settings.identityProvider ? (
        <Button asChild size="3" variant={settings.methods.includes('PWD') ? 'outline' : 'solid'}>
          <a
            href={providerSignInUrl(
              settings.identityProvider,
              window.location.origin,
              safeRedirectTarget(searchParams.get('redirect')),
            )}
          >
            {t('msp.v2.auth.provider.signin', { name: settings.identityProvider.name })}
          </a>
        </Button>
      ) : null}
      {settings.identityProvider && settings.methods.includes('PWD') ? (
        <Flex align="center" gap="3" aria-hidden>
          <Separator size="4" />
          <Text size="1" color="gray">
            {t('msp.v2.auth.or')}
          </Text>
          <Separator size="4" />
        </Flex>
      ) : null}
      {settings.methods.includes('PWD') ? (
        <SignInForm
          onSignedIn={() => navigate(safeRedirectTarget(searchParams.get('redirect')), { replace: true })}
        />
      ) : null}
    </Flex>
  )
}
