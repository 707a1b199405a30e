import { Button, Callout, Flex, Link as RadixLink } from '@radix-ui/themes'
import { type FormEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate, useSearchParams } from 'react-router'
import { passwordSchema } from '../../../../shared/contracts/auth'
import { errorText, toApiError } from '../../../app/api-error'
import { SIGN_IN_PATH } from '../../../app/sign-in-redirect'
import { translateIfKnown } from '../../../i18n/i18n'
import { PasswordFormField } from '../../../ui/forms/password-form-field'
import { PasswordRules } from '../../../ui/forms/password-rules'
import { useResetPasswordMutation } from '../api'
import { AuthHeading } from './auth-heading'
import { BackToSignInLink } from './back-to-sign-in-link'
import type { SignInLocationState } from './sign-in-page'

const INVALID_TOKEN = 'msp.v2.auth.reset.token.invalid'

/** Landing page of the reset link: `?token=` from the email, a new password twice. */
export function ResetPasswordPage() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const token = useSearchParams()[0].get('token') ?? ''
  const [password, setPassword] = useState('')
  const [confirmation, setConfirmation] = useState('')
  const [attempted, setAttempted] = useState(false)
  const reset = useResetPasswordMutation()
  const title = t('msp.v2.auth.reset.title')

  const passwordValid = passwordSchema.safeParse(password).success
  const passwordError = attempted && !passwordValid ? t('msp.v2.pwd.error.rules') : undefined
  const confirmationError =
    attempted && confirmation !== password ? t('msp.v2.pwd.error.confirmed') : undefined
  const tokenRejected = reset.error ? toApiError(reset.error).error === INVALID_TOKEN : false

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    setAttempted(true)
    if (!passwordValid || confirmation !== password) return
    reset.mutate(
      { token, password },
      {
        onSuccess: () => {
          const state: SignInLocationState = { passwordChanged: true }
          void navigate(SIGN_IN_PATH, { replace: true, state })
        },
      },
    )
  }

  return (
    <Flex direction="column" gap="5">
      <title>{t('msp.v2.app.page.title', { page: title })}</title>
      <AuthHeading title={title} description={t('msp.v2.auth.reset.description')} />
      {!token || tokenRejected ? (
        <Callout.Root color="amber" role="alert" variant="surface">
          <Callout.Text>
            {t(token ? INVALID_TOKEN : 'msp.v2.auth.reset.token.missing')}{' '}
            <RadixLink asChild underline="always">
              <Link to="/auth/forgot-password">{t('msp.v2.auth.reset.request.new')}</Link>
            </RadixLink>
          </Callout.Text>
        </Callout.Root>
      ) : null}
      {token ? (
        <form noValidate onSubmit={onSubmit} aria-busy={reset.isPending}>
          <Flex direction="column" gap="4">
            {reset.error && !tokenRejected ? (
              <Callout.Root color="red" role="alert" variant="surface">
                <Callout.Text>{errorText(reset.error, translateIfKnown)}</Callout.Text>
              </Callout.Root>
            ) : null}
            <PasswordFormField
              id="reset-password"
              name="password"
              autoComplete="new-password"
              autoFocus
              label={t('msp.v2.auth.reset.password')}
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              error={passwordError}
              describedBy="reset-password-rules"
            />
            <PasswordRules id="reset-password-rules" password={password} />
            <PasswordFormField
              id="reset-password-confirmation"
              name="confirmation"
              autoComplete="new-password"
              label={t('msp.v2.auth.reset.confirm')}
              value={confirmation}
              onChange={(event) => setConfirmation(event.target.value)}
              error={confirmationError}
            />
            <Button type="submit" size="3" loading={reset.isPending}>
              {t('msp.v2.auth.reset.submit')}
            </Button>
          </Flex>
        </form>
      ) : null}
      <div>
        <BackToSignInLink />
      </div>
    </Flex>
  )
}
