import { Button, Flex } from '@radix-ui/themes'
import { type FormEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { LoggedUser } from '../../../../shared/contracts/auth'
import { errorText, toApiError } from '../../../app/api-error'
import { translateIfKnown } from '../../../i18n/i18n'
import { FormError } from '../../../ui/forms/form-error'
import { TextFormField } from '../../../ui/forms/text-form-field'
import { firstServerErrorPerField } from '../../../ui/forms/zod-field-errors'
import { showToast } from '../../../ui/toasts/toast-store'
import { useUpdateProfileMutation } from '../api/account'
import { SettingsCard } from './settings-card'

export type ProfileFormProps = {
  user: Pick<LoggedUser, 'firstName' | 'lastName' | 'email'>
}

type Field = 'firstName' | 'lastName'

/** Account › profile: first and last name (PUT msp). The email is the sign-in and not editable here. */
export function ProfileForm({ user }: ProfileFormProps) {
  const { t } = useTranslation()
  const [values, setValues] = useState({ firstName: user.firstName, lastName: user.lastName })
  const [attempted, setAttempted] = useState(false)
  const update = useUpdateProfileMutation()
  const apiError = update.error ? toApiError(update.error) : null
  const serverErrors = apiError ? firstServerErrorPerField(apiError.fields) : {}
  const fieldError = (field: Field) => {
    if (attempted && !values[field].trim()) return t('msp.v2.validation.required')
    return serverErrors[field] ? t(serverErrors[field]) : undefined
  }
  const formError =
    apiError && Object.keys(apiError.fields).length === 0 ? errorText(apiError, translateIfKnown) : null

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    setAttempted(true)
    const body = { firstName: values.firstName.trim(), lastName: values.lastName.trim() }
    if (!body.firstName || !body.lastName) return
    update.mutate(body, { onSuccess: () => showToast('success', t('msp.v2.settings.profile.saved')) })
  }

  return (
    <SettingsCard id="settings-profile" title={t('msp.v2.settings.profile.title')} description={user.email}>
      <form noValidate onSubmit={onSubmit} aria-busy={update.isPending}>
        <Flex direction="column" gap="4" maxWidth="420px">
          <FormError message={formError} />
          <TextFormField
            id="settings-first-name"
            name="firstName"
            autoComplete="given-name"
            label={t('msp.v2.settings.profile.firstName')}
            value={values.firstName}
            onChange={(event) => setValues({ ...values, firstName: event.target.value })}
            error={fieldError('firstName')}
          />
          <TextFormField
            id="settings-last-name"
            name="lastName"
            autoComplete="family-name"
            label={t('msp.v2.settings.profile.lastName')}
            value={values.lastName}
            onChange={(event) => setValues({ ...values, lastName: event.target.value })}
            error={fieldError('lastName')}
          />
          <div>
            <Button type="submit" loading={update.isPending}>
              {t('msp.v2.settings.save')}
            </Button>
          </div>
        </Flex>
      </form>
    </SettingsCard>
  )
}
