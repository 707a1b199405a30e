import { Button, Flex, Heading, Text } from '@radix-ui/themes'
import { useId, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { CommandDialog } from '../../../commands/command-dialog'
import type { OpenDialog } from '../dialog-store'
import { FailureList } from './failure-list'

export type PreflightDialogProps = {
  request: Extract<OpenDialog, { kind: 'preflight' }>
  container: HTMLElement
}

/**
 * §2 CONFIRM step of a bulk action: the rows that would fail, with reasons, and the count
 * that will proceed. Enter proceeds (the button has focus), Escape cancels.
 */
export function PreflightDialog({ request, container }: PreflightDialogProps) {
  const { t } = useTranslation()
  const titleId = useId()
  const proceedRef = useRef<HTMLButtonElement>(null)
  const cancelRef = useRef<HTMLButtonElement>(null)
  const { okCount, failures } = request
  return (
    <CommandDialog
      open
      onClose={() => request.resolve(false)}
      container={container}
      labelledBy={titleId}
      className="pipeline-dialog"
      initialFocus={okCount > 0 ? proceedRef : cancelRef}
    >
      <Flex direction="column" gap="3" p="4">
        <Heading as="h2" size="4" id={titleId}>
          {request.title}
        </Heading>
        <Text as="p" size="2">
          {request.intro}
        </Text>
        {failures.length > 0 ? (
          <>
            <Text as="p" size="2" weight="medium" color="amber">
              {t('msp.v2.pipeline.preflight.failures', { count: failures.length })}
            </Text>
            <FailureList failures={failures} names={request.names} />
          </>
        ) : null}
        <Text as="p" size="2" weight="medium">
          {okCount > 0
            ? t('msp.v2.pipeline.preflight.ok', { count: okCount })
            : t('msp.v2.pipeline.preflight.none')}
        </Text>
        <Flex justify="end" gap="2">
          <Button ref={cancelRef} variant="soft" color="gray" onClick={() => request.resolve(false)}>
            {t('msp.v2.pipeline.dialog.cancel')}
          </Button>
          <Button
            ref={proceedRef}
            color={request.destructive ? 'red' : undefined}
            disabled={okCount === 0}
            onClick={() => request.resolve(true)}
          >
            {t('msp.v2.pipeline.preflight.proceed', { count: okCount })}
          </Button>
        </Flex>
      </Flex>
    </CommandDialog>
  )
}
