import { Flex, Text } from '@radix-ui/themes'
import { useTranslation } from 'react-i18next'
import type { ClientContext } from '../../../../shared/contracts/client-context'
import { errorText } from '../../../app/api-error'
import { translateIfKnown } from '../../../i18n/i18n'
import { FormError } from '../../../ui/forms/form-error'
import { showToast } from '../../../ui/toasts/toast-store'
import { useChangeLanguageMutation } from '../api/account'
import { SettingsCard } from './settings-card'

export type LanguageFormProps = {
  /** The profile locale, e.g. "de" or "de-DE". */
  locale: string
  languages: ClientContext['languages']
}

/** The option matching a profile locale: exact, else by its language part. */
function selectedLanguage(locale: string, languages: LanguageFormProps['languages']): string {
  if (languages.some((language) => language.iso === locale)) return locale
  const base = locale.slice(0, 2)
  return languages.some((language) => language.iso === base) ? base : ''
}

/**
 * Account › language: the client's languages (§3 client context). Choosing one saves it
 * (POST msp/locale) and switches the interface at once, without a save button.
 */
export function LanguageForm({ locale, languages }: LanguageFormProps) {
  const { t } = useTranslation()
  const change = useChangeLanguageMutation()
  const value = change.isPending && change.variables ? change.variables : selectedLanguage(locale, languages)

  return (
    <SettingsCard
      id="settings-language"
      title={t('msp.v2.settings.language.title')}
      description={t('msp.v2.settings.language.description')}
    >
      <Flex direction="column" gap="2" maxWidth="420px">
        <Text as="label" htmlFor="settings-language-select" size="2" weight="medium">
          {t('msp.v2.settings.language.label')}
        </Text>
        <select
          id="settings-language-select"
          className="native-select"
          value={value}
          disabled={change.isPending}
          onChange={(event) =>
            change.mutate(event.target.value, {
              onSuccess: () => showToast('success', t('msp.v2.settings.language.saved')),
            })
          }
        >
          {value === '' ? <option value="">{t('msp.v2.settings.language.choose')}</option> : null}
          {languages.map((language) => (
            <option key={language.iso} value={language.iso} lang={language.iso}>
              {language.name}
            </option>
          ))}
        </select>
        {change.error ? <FormError message={errorText(change.error, translateIfKnown)} /> : null}
      </Flex>
    </SettingsCard>
  )
}
