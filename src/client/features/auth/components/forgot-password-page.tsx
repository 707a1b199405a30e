import { Button, Flex, Heading, Text } from '@radix-ui/themes'
import { type FormEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { requestPasswordResetSchema } from '../../../../shared/contracts/auth'
import { errorText } from '../../../app/api-error'
import { translateIfKnown } from '../../../i18n/i18n'
import { FormError } from '../../../ui/forms/form-error'
import { TextFormField } from '../../../ui/forms/text-form-field'
import { firstErrorPerField } from '../../../ui/forms/zod-field-errors'
import { useRequestPasswordResetMutation } from '../api'
import { AuthHeading } from './auth-heading'
import { BackToSignInLink } from './back-to-sign-in-link'

/** The server answers 204 whether or not the account exists, so the page never tells. */
export function ForgotPasswordPage() {
  const { t } = useTranslation()
  const [email, setEmail] = useState('')
  const [attempted, setAttempted] = useState(false)
  const request = useRequestPasswordResetMutation()
  const title = t('msp.v2.auth.forgot.title')

  const parsed = requestPasswordResetSchema.safeParse({ email })
  const emailError = attempted && !parsed.success ? firstErrorPerField(parsed.error).email : undefined

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    setAttempted(true)
    if (parsed.success) request.mutate(parsed.data)
  }

  return (
    <Flex direction="column" gap="5">
      <title>{t('msp.v2.app.page.title', { page: title })}</title>
      {request.isSuccess ? (
        <>
          <Heading as="h1" size="7">
            {t('msp.v2.auth.forgot.sent.title')}
          </Heading>
          <Text as="p" role="status">
            {t('msp.v2.auth.forgot.sent.body', { email: request.variables.email })}
          </Text>
        </>
      ) : (
        <>
          <AuthHeading title={title} description={t('msp.v2.auth.forgot.description')} />
          <form noValidate onSubmit={onSubmit} aria-busy={request.isPending}>
            <Flex direction="column" gap="4">
              {request.error ? <FormError message={errorText(request.error, translateIfKnown)} /> : null}
              <TextFormField
                id="forgot-email"
                name="email"
                type="email"
                autoComplete="username"
                autoFocus
                label={t('msp.v2.auth.email')}
                value={email}
                onChange={(event) => setEmail(event.target.value)}
                error={emailError ? t(emailError) : undefined}
              />
              <Button type="submit" size="3" loading={request.isPending}>
                {t('msp.v2.auth.forgot.submit')}
              </Button>
            </Flex>
          </form>
        </>
      )}
      <div>
        <BackToSignInLink />
      </div>
    </Flex>
  )
}
