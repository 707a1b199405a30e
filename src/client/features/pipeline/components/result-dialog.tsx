import { Button, Flex, Heading, Text } from '@radix-ui/themes'
import { useId, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { CommandDialog } from '../../../commands/command-dialog'
import type { OpenDialog } from '../dialog-store'
import { FailureList } from './failure-list'

export type ResultDialogProps = {
  request: Extract<OpenDialog, { kind: 'result' }>
  container: HTMLElement
}

/** Partial success of a bulk action, by row: how many went through and which did not, why. */
export function ResultDialog({ request, container }: ResultDialogProps) {
  const { t } = useTranslation()
  const titleId = useId()
  const closeRef = useRef<HTMLButtonElement>(null)
  const close = () => request.resolve(undefined)
  return (
    <CommandDialog
      open
      onClose={close}
      container={container}
      labelledBy={titleId}
      className="pipeline-dialog"
      initialFocus={closeRef}
    >
      <Flex direction="column" gap="3" p="4">
        <Heading as="h2" size="4" id={titleId}>
          {request.title}
        </Heading>
        <Text as="p" size="2">
          {t('msp.v2.pipeline.result.succeeded', { count: request.succeededCount })}
        </Text>
        <Text as="p" size="2" weight="medium" color="amber">
          {t('msp.v2.pipeline.result.failed', { count: request.failures.length })}
        </Text>
        <FailureList failures={request.failures} names={request.names} />
        <Flex justify="end">
          <Button ref={closeRef} variant="soft" color="gray" onClick={close}>
            {t('msp.v2.pipeline.dialog.close')}
          </Button>
        </Flex>
      </Flex>
    </CommandDialog>
  )
}
