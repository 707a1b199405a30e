import { Button, Flex, Heading, Text } from '@radix-ui/themes'
import { useQuery } from '@tanstack/react-query'
import { useId, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { CommandDialog } from '../../../../commands/command-dialog'
import { PageSpinner } from '../../../../ui/page-spinner'
import { vmsRequestQuery } from '../api'
import type { OpenVmsDialog } from '../dialog-store'

/** Pretty-printed when it is JSON, else as it came: the bytes themselves are what counts. */
function shown(body: string | null): string {
  if (body === null) return ''
  try {
    return JSON.stringify(JSON.parse(body), null, 2)
  } catch {
    return body
  }
}

/** One request to the VMS and its answer, verbatim (the audit trail of issue 20 §1). */
export function ExchangeDialog({
  request,
  container,
}: {
  request: Extract<OpenVmsDialog, { kind: 'exchange' }>
  container: HTMLElement
}) {
  const { t, i18n } = useTranslation()
  const titleId = useId()
  const closeRef = useRef<HTMLButtonElement>(null)
  const query = useQuery(vmsRequestQuery(request.requestId))
  const r = query.data
  return (
    <CommandDialog
      open
      onClose={() => request.resolve(undefined)}
      container={container}
      labelledBy={titleId}
      className="vms-dialog vms-exchange-dialog"
      initialFocus={closeRef}
    >
      <Flex direction="column" gap="3" p="4">
        <Heading as="h2" size="4" id={titleId}>
          {r
            ? t(`msp.v2.vms.requests.kind.${r.kind}`, { attempt: r.attempt })
            : t('msp.v2.vms.requests.title')}
        </Heading>
        {!r ? (
          <PageSpinner />
        ) : (
          <>
            <Text as="p" size="2">
              <code>
                {r.method} {r.url}
              </code>
            </Text>
            <Text as="p" size="1" color="gray">
              {new Date(r.startedAt).toLocaleString(i18n.language)} ·{' '}
              {t(`msp.v2.vms.requests.outcome.${r.outcome}`)}
              {r.responseStatus ? ` · HTTP ${r.responseStatus}` : ''}
              {r.durationMs !== null ? ` · ${r.durationMs} ms` : ''}
              {r.by ? ` · ${r.by}` : ''}
            </Text>
            {r.requestBody === null ? (
              <Text as="p" size="2" color="gray">
                {t('msp.v2.vms.requests.hidden')}
              </Text>
            ) : (
              <>
                <Heading as="h3" size="2">
                  {t('msp.v2.vms.requests.sent')}
                </Heading>
                <textarea
                  className="vms-body"
                  readOnly
                  rows={10}
                  value={shown(r.requestBody)}
                  aria-label={t('msp.v2.vms.requests.sent')}
                />
                {r.files.map((f) => (
                  <Text as="p" size="1" key={f.part}>
                    {t('msp.v2.vms.requests.file', {
                      name: f.fileName,
                      size: f.size,
                      sha: f.sha256.slice(0, 16),
                    })}
                  </Text>
                ))}
                <Heading as="h3" size="2">
                  {t('msp.v2.vms.requests.received')}
                </Heading>
                <textarea
                  className="vms-body"
                  readOnly
                  rows={6}
                  value={r.responseBody ? shown(r.responseBody) : t('msp.v2.vms.requests.noanswer')}
                  aria-label={t('msp.v2.vms.requests.received')}
                />
              </>
            )}
          </>
        )}
        <Flex justify="end">
          <Button ref={closeRef} onClick={() => request.resolve(undefined)}>
            {t('msp.v2.vms.close')}
          </Button>
        </Flex>
      </Flex>
    </CommandDialog>
  )
}
