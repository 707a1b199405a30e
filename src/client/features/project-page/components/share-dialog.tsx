import { Button, Dialog, Flex, Heading, Text, TextField } from '@radix-ui/themes'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { applicationLink } from '../../../../shared/domain/application-link'
import { clientContextQuery } from '../../../api/session'
import { showToast } from '../../../ui/toasts/toast-store'
import { TrackingSourceSelect } from '../../../ui/tracking-source-select'

const sourceLabels = {
  label: 'msp.v2.project.page.share.source',
  none: 'msp.v2.project.page.share.source.none',
}

/** Copies a link; a failed copy shows the generic error (§8). */
function useCopy(onDone: () => void) {
  const { t } = useTranslation()
  return async (url: string) => {
    try {
      await navigator.clipboard.writeText(url)
      showToast('success', t('msp.v2.project.page.share.copied'))
      onDone()
    } catch {
      showToast('error', t('msp.v2.message.generic.error'))
    }
  }
}

/**
 * Share project modal: the project's link for colleagues and, when the client has an external
 * application link (§3), the link where talents apply for it — with "assisted UTM" on, tagged
 * with the tracking source the recruiter picks (the client's tracking sources).
 */
export function ShareDialog({
  open,
  url,
  projectId,
  onClose,
}: {
  open: boolean
  url: string
  projectId: number
  onClose: () => void
}) {
  const { t } = useTranslation()
  const copy = useCopy(onClose)
  const config = useQuery(clientContextQuery).data?.config
  const [source, setSource] = useState<string | null>(null)
  const apply = config?.externalApplicationLink
    ? applicationLink({
        base: config.externalApplicationLink,
        projectId,
        trackingSource: source,
      })
    : null
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && onClose()}>
      <Dialog.Content maxWidth="640px">
        <Dialog.Title>{t('msp.v2.project.page.share')}</Dialog.Title>
        <Flex gap="2" mt="3">
          <TextField.Root
            readOnly
            value={url}
            aria-label={t('msp.v2.project.page.share.link')}
            style={{ flex: 1 }}
          />
          <Button onClick={() => void copy(url)} autoFocus>
            {t('msp.v2.project.page.share.copy')}
          </Button>
        </Flex>
        {apply ? (
          <Flex direction="column" gap="2" mt="4">
            <Heading as="h3" size="2">
              {t('msp.v2.project.page.share.apply')}
            </Heading>
            <Text size="1" color="gray">
              {t('msp.v2.project.page.share.apply.help')}
            </Text>
            <TrackingSourceSelect value={source} onChange={setSource} labels={sourceLabels} assistedUtmOnly />
            <Flex gap="2">
              <TextField.Root
                readOnly
                value={apply}
                aria-label={t('msp.v2.project.page.share.apply')}
                style={{ flex: 1 }}
              />
              <Button variant="soft" onClick={() => void copy(apply)}>
                {t('msp.v2.project.page.share.apply.copy')}
              </Button>
            </Flex>
          </Flex>
        ) : null}
      </Dialog.Content>
    </Dialog.Root>
  )
}
