import { Button, Flex, Link as RadixLink } from '@radix-ui/themes'
import { type FormEvent, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import type { LoginRequest } from '../../../../shared/contracts/auth'
import { errorText, toApiError } from '../../../app/api-error'
import { dropQueuedKeys, holdKeysUntilBinder } from '../../../commands/key-queue'
import { lazyModule, useLazyModule } from '../../../commands/lazy-module'
import { translateIfKnown } from '../../../i18n/i18n'
import { FormError } from '../../../ui/forms/form-error'
import { PasswordFormField } from '../../../ui/forms/password-form-field'
import { TextFormField } from '../../../ui/forms/text-form-field'
import { firstErrorPerField, firstServerErrorPerField } from '../../../ui/forms/zod-field-errors'
import { useSignInMutation } from '../api'

/**
 * The contract module (and zod with it, ~25 KB gzip) loads as the page mounts rather than in
 * the page's chunk: the form paints without it, and it is there long before a user has typed
 * an address and a password. A submit before then waits for it.
 */
const authContracts = lazyModule(() => import('../../../../shared/contracts/auth'))

export type SignInFormProps = {
  onSignedIn: () => void
}

/** Email and password; the same zod schema as the server validates it (§5). */
export function SignInForm({ onSignedIn }: SignInFormProps) {
  const { t } = useTranslation()
  const [values, setValues] = useState<LoginRequest>({ email: '', password: '' })
  // Errors show once the user has tried to submit, then follow every keystroke.
  const [attempted, setAttempted] = useState(false)
  const formRef = useRef<HTMLFormElement>(null)
  const signIn = useSignInMutation()
  const contracts = useLazyModule(authContracts, true)
  const [loadFailed, setLoadFailed] = useState(false)

  const parsed = contracts?.loginRequestSchema.safeParse(values)
  const apiError = signIn.error ? toApiError(signIn.error) : null
  const fieldErrors = {
    ...(apiError ? firstServerErrorPerField(apiError.fields) : {}),
    ...(attempted && parsed && !parsed.success ? firstErrorPerField(parsed.error) : {}),
  }
  const formError = loadFailed
    ? t('msp.v2.message.network.error')
    : apiError && Object.keys(apiError.fields).length === 0
      ? errorText(apiError, translateIfKnown)
      : null

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    setAttempted(true)
    setLoadFailed(false)
    authContracts.load().then(
      ({ loginRequestSchema }) => {
        const result = loginRequestSchema.safeParse(values)
        if (!result.success) {
          const firstInvalid = Object.keys(firstErrorPerField(result.error))[0]
          formRef.current?.querySelector<HTMLInputElement>(`[name="${firstInvalid}"]`)?.focus()
          return
        }
        // Keys typed from here on (g p, j ...) wait for the signed-in frame instead of
        // landing in the password field (key-queue.ts).
        const release = holdKeysUntilBinder()
        ;(document.activeElement as HTMLElement | null)?.blur()
        signIn.mutate(result.data, {
          onSuccess: onSignedIn,
          onError: () => {
            release()
            dropQueuedKeys()
            formRef.current?.querySelector<HTMLInputElement>('[name="password"]')?.focus()
          },
        })
      },
      () => setLoadFailed(true),
    )
  }

  const fieldError = (field: keyof LoginRequest) => (fieldErrors[field] ? t(fieldErrors[field]) : undefined)

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} aria-busy={signIn.isPending}>
      <Flex direction="column" gap="4">
        <FormError message={formError} />
        <TextFormField
          id="sign-in-email"
          name="email"
          type="email"
          autoComplete="username"
          autoFocus
          label={t('msp.v2.auth.email')}
          value={values.email}
          onChange={(event) => setValues({ ...values, email: event.target.value })}
          error={fieldError('email')}
        />
        <PasswordFormField
          id="sign-in-password"
          name="password"
          autoComplete="current-password"
          label={t('msp.v2.auth.password')}
          value={values.password}
          onChange={(event) => setValues({ ...values, password: event.target.value })}
          error={fieldError('password')}
        />
        <Flex justify="end" mt="-2">
          <RadixLink asChild size="2" color="gray" underline="always">
            <Link to="/auth/forgot-password">{t('msp.v2.auth.signin.forgot')}</Link>
          </RadixLink>
        </Flex>
        <Button type="submit" size="3" loading={signIn.isPending}>
          {t('msp.v2.auth.signin.submit')}
        </Button>
      </Flex>
    </form>
  )
}
