import { Text } from '@radix-ui/themes'
import { useTranslation } from 'react-i18next'
import { toApiError } from '../../../app/api-error'
import { translateIfKnown } from '../../../i18n/i18n'

/** The API's error key translated (§8), or the generic error text. */
export function DialogError({ error }: { error: unknown }) {
  const { t } = useTranslation()
  if (!error) return null
  const key = toApiError(error).error ?? ''
  return (
    <Text as="p" color="red" size="2" role="alert">
      {translateIfKnown(key) ?? t('msp.v2.message.generic.error')}
    </Text>
  )
}
