import { Button, Card, Flex, Heading, Text } from '@radix-ui/themes'
import { useTranslation } from 'react-i18next'
import { CatIllustration } from '../../../ui/cat-illustration'
import { Icon, type IconName } from '../../../ui/icon'
import { PageSpinner } from '../../../ui/page-spinner'
import { showToast } from '../../../ui/toasts/toast-store'

const ICONS: IconName[] = ['close', 'check', 'dot', 'alert', 'eye', 'eyeOff', 'logout', 'chevronDown']

/** Toasts (shown in the app's real toast region), the page spinner, icons and the error cat. */
export function ShowcaseFeedback() {
  const { t } = useTranslation()
  return (
    <Flex direction="column" gap="3" asChild>
      <section aria-labelledby="ui-showcase-feedback">
        <Heading as="h2" size="5" id="ui-showcase-feedback">
          {t('msp.v2.ui.showcase.feedback.title')}
        </Heading>
        <Flex gap="3" wrap="wrap">
          <Button
            variant="soft"
            color="green"
            onClick={() => showToast('success', t('msp.v2.ui.showcase.toast.success'))}
          >
            {t('msp.v2.ui.showcase.toast.show.success')}
          </Button>
          <Button
            variant="soft"
            color="red"
            onClick={() => showToast('error', t('msp.v2.ui.showcase.toast.error'))}
          >
            {t('msp.v2.ui.showcase.toast.show.error')}
          </Button>
        </Flex>
        <Flex gap="4" wrap="wrap" align="start">
          <Card className="ui-showcase-spinner-card">
            <Text as="p" size="2" color="gray">
              {t('msp.v2.ui.showcase.feedback.spinner')}
            </Text>
            <PageSpinner />
          </Card>
          <Card>
            <Text as="p" size="2" color="gray" mb="2">
              {t('msp.v2.ui.showcase.feedback.icons')}
            </Text>
            <Flex gap="3" asChild>
              <ul className="ui-showcase-icons">
                {ICONS.map((name) => (
                  <li key={name} title={name}>
                    <Icon name={name} size={20} />
                  </li>
                ))}
              </ul>
            </Flex>
          </Card>
          <Card>
            <Text as="p" size="2" color="gray">
              {t('msp.v2.ui.showcase.feedback.error.cat')}
            </Text>
            <CatIllustration code="404" size={140} />
          </Card>
        </Flex>
      </section>
    </Flex>
  )
}
