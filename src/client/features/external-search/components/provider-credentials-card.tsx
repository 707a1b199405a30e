import { Badge, Button, Card, Flex, Heading, Text, TextField } from '@radix-ui/themes'
import { useQuery } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import {
  type ProviderCredentialsView,
  providerCredentialsSchema,
} from '../../../../shared/contracts/external-search'
import { errorText } from '../../../app/api-error'
import { translateIfKnown } from '../../../i18n/i18n'
import { showToast } from '../../../ui/toasts/toast-store'
import { providerCredentialsQuery, removeProviderCredentials, saveProviderCredentials } from '../api'

/**
 * Settings → Integrations → Talent providers: the client's own account at Monster and
 * Textkernel (URL and API key), used for every search of the client instead of the server's.
 * A key is checked by one search before it is kept, and never shown again (only its ending).
 */
export function ProviderCredentialsCard() {
  const { t } = useTranslation()
  const query = useQuery(providerCredentialsQuery)
  return (
    <Flex direction="column" gap="3">
      <Text size="2" color="gray">
        {t('msp.v2.external.credentials.intro')}
      </Text>
      {query.isError ? (
        <Text size="2" color="red" role="alert">
          {errorText(query.error, translateIfKnown)}
        </Text>
      ) : null}
      {query.data?.providers.map((view) => (
        <ProviderForm key={`${view.provider}:${view.updatedAt}`} view={view} />
      ))}
    </Flex>
  )
}

function ProviderForm({ view }: { view: ProviderCredentialsView }) {
  const { t } = useTranslation()
  const ids = { url: useId(), key: useId(), heading: useId() }
  const [url, setUrl] = useState(view.url ?? '')
  const [key, setKey] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const name = t(`msp.v2.external.provider.name.${view.provider}`)
  const run = async (action: () => Promise<unknown>, done: string) => {
    setBusy(true)
    setError(null)
    try {
      await action()
      showToast('success', done)
    } catch (e) {
      setError(errorText(e, translateIfKnown))
    } finally {
      setBusy(false)
    }
  }
  return (
    <Card>
      <form
        noValidate
        aria-labelledby={ids.heading}
        onSubmit={(e) => {
          e.preventDefault()
          const parsed = providerCredentialsSchema.safeParse({ url, key })
          if (!parsed.success) {
            setError(t(parsed.error.issues[0]?.message ?? 'msp.v2.external.credentials.key'))
            return
          }
          void run(
            () => saveProviderCredentials.run({ provider: view.provider, ...parsed.data }),
            t('msp.v2.external.credentials.saved', { provider: name }),
          )
        }}
      >
        <Flex direction="column" gap="2">
          <Flex gap="2" align="center">
            <Heading as="h3" size="3" id={ids.heading}>
              {name}
            </Heading>
            <Badge
              color={view.source === 'client' ? 'green' : view.source === 'deployment' ? 'gray' : 'amber'}
            >
              {t(`msp.v2.external.credentials.source.${view.source}`)}
            </Badge>
          </Flex>
          <Text as="label" size="2" htmlFor={ids.url}>
            {t('msp.v2.external.credentials.url.label')}
          </Text>
          <TextField.Root
            id={ids.url}
            type="url"
            value={url}
            autoComplete="url"
            onChange={(e) => setUrl(e.target.value)}
          />
          <Text as="label" size="2" htmlFor={ids.key}>
            {t('msp.v2.external.credentials.key.label')}
          </Text>
          <TextField.Root
            id={ids.key}
            type="password"
            value={key}
            autoComplete="off"
            placeholder={
              view.keyEnding
                ? t('msp.v2.external.credentials.key.set', { ending: view.keyEnding })
                : undefined
            }
            onChange={(e) => setKey(e.target.value)}
          />
          {error ? (
            <Text size="2" color="red" role="alert">
              {error}
            </Text>
          ) : null}
          <Flex gap="2">
            <Button type="submit" disabled={busy}>
              {t('msp.v2.external.credentials.save')}
            </Button>
            {view.source === 'client' ? (
              <Button
                type="button"
                variant="soft"
                color="gray"
                disabled={busy}
                onClick={() =>
                  void run(
                    () => removeProviderCredentials.run(view.provider),
                    t('msp.v2.external.credentials.removed', { provider: name }),
                  )
                }
              >
                {t('msp.v2.external.credentials.remove')}
              </Button>
            ) : null}
          </Flex>
        </Flex>
      </form>
    </Card>
  )
}
