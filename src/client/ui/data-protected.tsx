import { Text } from '@radix-ui/themes'
import { useTranslation } from 'react-i18next'

export type DataProtectedProps = {
  /** Radix text size; the profile uses 2, table cells the table's own. */
  size?: '1' | '2'
}

/**
 * Stands where a talent's personal data (email, phone, street and postal code, files) is hidden
 * by data protection (§4): the server sent null and `canSeeDataProtection: false`. The hint says
 * what would show it.
 */
export function DataProtected({ size = '2' }: DataProtectedProps) {
  const { t } = useTranslation()
  return (
    <Text size={size} color="gray" title={t('msp.v2.data.protection.hidden.hint')} data-data-protected="">
      {t('msp.v2.data.protection.hidden')}
    </Text>
  )
}
