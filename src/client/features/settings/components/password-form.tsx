import { Button, Flex } from '@radix-ui/themes'
import { type FormEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { passwordSchema } from '../../../../shared/contracts/auth'
import { errorText, toApiError } from '../../../app/api-error'
import { translateIfKnown } from '../../../i18n/i18n'
import { FormError } from '../../../ui/forms/form-error'
import { PasswordFormField } from '../../../ui/forms/password-form-field'
import { PasswordRules } from '../../../ui/forms/password-rules'
import { firstServerErrorPerField } from '../../../ui/forms/zod-field-errors'
import { showToast } from '../../../ui/toasts/toast-store'
import { useChangePasswordMutation } from '../api/account'
import { SettingsCard } from './settings-card'

const EMPTY = { currentPassword: '', newPassword: '', confirmation: '' }

/**
 * Account › password (only for password sign-in): current password, a new one checked
 * live against the §5 rules, and its confirmation (PUT msp).
 */
export function PasswordForm() {
  const { t } = useTranslation()
  const [values, setValues] = useState(EMPTY)
  const [attempted, setAttempted] = useState(false)
  const change = useChangePasswordMutation()

  const newPasswordValid = passwordSchema.safeParse(values.newPassword).success
  const apiError = change.error ? toApiError(change.error) : null
  const serverErrors = apiError ? firstServerErrorPerField(apiError.fields) : {}
  const formError =
    apiError && Object.keys(apiError.fields).length === 0 ? errorText(apiError, translateIfKnown) : null
  const errors = {
    currentPassword:
      attempted && !values.currentPassword
        ? t('msp.v2.validation.required')
        : serverErrors.currentPassword
          ? t(serverErrors.currentPassword)
          : undefined,
    newPassword: attempted && !newPasswordValid ? t('msp.v2.pwd.error.rules') : undefined,
    confirmation:
      attempted && values.confirmation !== values.newPassword ? t('msp.v2.pwd.error.confirmed') : undefined,
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    setAttempted(true)
    if (!values.currentPassword || !newPasswordValid || values.confirmation !== values.newPassword) return
    change.mutate(
      { currentPassword: values.currentPassword, newPassword: values.newPassword },
      {
        onSuccess: () => {
          setValues(EMPTY)
          setAttempted(false)
          showToast('success', t('msp.v2.settings.password.saved'))
        },
      },
    )
  }

  const set = (field: keyof typeof EMPTY) => (event: { target: { value: string } }) =>
    setValues({ ...values, [field]: event.target.value })

  return (
    <SettingsCard id="settings-password" title={t('msp.v2.settings.password.title')}>
      <form noValidate onSubmit={onSubmit} aria-busy={change.isPending}>
        <Flex direction="column" gap="4" maxWidth="420px">
          <FormError message={formError} />
          <PasswordFormField
            id="settings-current-password"
            name="currentPassword"
            autoComplete="current-password"
            label={t('msp.v2.settings.password.current')}
            value={values.currentPassword}
            onChange={set('currentPassword')}
            error={errors.currentPassword}
          />
          <PasswordFormField
            id="settings-new-password"
            name="newPassword"
            autoComplete="new-password"
            label={t('msp.v2.settings.password.new')}
            value={values.newPassword}
            onChange={set('newPassword')}
            error={errors.newPassword}
            describedBy="settings-password-rules"
          />
          <PasswordRules id="settings-password-rules" password={values.newPassword} />
          <PasswordFormField
            id="settings-confirm-password"
            name="confirmation"
            autoComplete="new-password"
            label={t('msp.v2.settings.password.confirm')}
            value={values.confirmation}
            onChange={set('confirmation')}
            error={errors.confirmation}
          />
          <div>
            <Button type="submit" loading={change.isPending}>
              {t('msp.v2.settings.password.submit')}
            </Button>
          </div>
        </Flex>
      </form>
    </SettingsCard>
  )
}
