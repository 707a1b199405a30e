import { Callout, Flex, Heading } from '@radix-ui/themes'
import { useTranslation } from 'react-i18next'
import { useLoaderData } from 'react-router'
import { translateIfKnown } from '../../../i18n/i18n'
import type { SocialCallbackLoaderData } from '../social-callback-loader'
import { BackToSignInLink } from './back-to-sign-in-link'

/** Shown only when the identity provider's sign-in could not be completed. */
export function SocialCallbackPage() {
  const { t } = useTranslation()
  const { error } = useLoaderData() as SocialCallbackLoaderData
  const title = t('msp.v2.auth.social.title')
  return (
    <Flex direction="column" gap="5">
      <title>{t('msp.v2.app.page.title', { page: title })}</title>
      <Heading as="h1" size="7">
        {title}
      </Heading>
      <Callout.Root color="red" role="alert" variant="surface">
        <Callout.Text>{translateIfKnown(error) ?? t('msp.v2.auth.social.failed')}</Callout.Text>
      </Callout.Root>
      <div>
        <BackToSignInLink />
      </div>
    </Flex>
  )
}
