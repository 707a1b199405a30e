import { Flex, Spinner } from '@radix-ui/themes'
import { useTranslation } from 'react-i18next'

/** Fades in late (CSS) so fast loads never flash a spinner. */
export function PageSpinner() {
  const { t } = useTranslation()
  return (
    <Flex
      className="page-spinner"
      align="center"
      justify="center"
      role="status"
      aria-label={t('msp.v2.app.loading')}
    >
      <Spinner size="3" />
    </Flex>
  )
}
