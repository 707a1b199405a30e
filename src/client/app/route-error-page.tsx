import { Button, Flex, Heading, Text } from '@radix-ui/themes'
import { useTranslation } from 'react-i18next'
import { Link, useRouteError } from 'react-router'
import { translateIfKnown } from '../i18n/i18n'
import { CatIllustration } from '../ui/cat-illustration'
import { errorMessage, errorStatus } from './error-status'

/** §2 error page: a cat for the status code, a title, and a way back to the index. */
export function RouteErrorPage() {
  const { t } = useTranslation()
  const error = useRouteError()
  const status = errorStatus(error)
  const notFound = status === 404
  const title = t(notFound ? 'msp.v2.error.notfound.title' : 'msp.v2.error.generic.title')
  return (
    <Flex direction="column" align="center" justify="center" gap="3" className="error-page" p="6">
      <title>{t('msp.v2.app.page.title', { page: title })}</title>
      <CatIllustration code={String(status)} />
      <Text size="2" color="gray">
        {t('msp.v2.error.code', { code: status })}
      </Text>
      <Heading as="h1" size="6" align="center">
        {title}
      </Heading>
      <Text as="p" color="gray" align="center" mb="2">
        {t(notFound ? 'msp.v2.error.notfound.body' : 'msp.v2.error.generic.body')}
      </Text>
      {notFound ? null : (
        <Text as="p" size="2" color="gray" align="center" mb="2" className="error-page-message">
          {errorMessage(error, translateIfKnown)}
        </Text>
      )}
      <Button asChild size="3">
        <Link to="/">{t('msp.v2.error.back')}</Link>
      </Button>
    </Flex>
  )
}
