import { Button, Flex, Heading, Text, TextArea } from '@radix-ui/themes'
import { useId, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { CommandDialog } from '../../../commands/command-dialog'
import type { OpenDialog } from '../dialog-store'

export type ConfirmDialogProps = {
  request: Extract<OpenDialog, { kind: 'confirm' }>
  container: HTMLElement
}

/** Confirms a project change (status, delete); closing may carry a reason. */
export function ConfirmDialog({ request, container }: ConfirmDialogProps) {
  const { t } = useTranslation()
  const titleId = useId()
  const bodyId = useId()
  const reasonId = useId()
  const confirmRef = useRef<HTMLButtonElement>(null)
  const [reason, setReason] = useState('')
  return (
    <CommandDialog
      open
      onClose={() => request.resolve(null)}
      container={container}
      labelledBy={titleId}
      describedBy={bodyId}
      className="pipeline-dialog"
      initialFocus={confirmRef}
    >
      <form
        onSubmit={(e) => {
          e.preventDefault()
          request.resolve({ reason })
        }}
      >
        <Flex direction="column" gap="3" p="4">
          <Heading as="h2" size="4" id={titleId}>
            {request.title}
          </Heading>
          <Text as="p" size="2" id={bodyId}>
            {request.body}
          </Text>
          {request.reasonLabel ? (
            <Flex direction="column" gap="1">
              <Text as="label" size="2" weight="medium" htmlFor={reasonId}>
                {request.reasonLabel}
              </Text>
              <TextArea
                id={reasonId}
                value={reason}
                maxLength={2000}
                onChange={(e) => setReason(e.target.value)}
              />
            </Flex>
          ) : null}
          <Flex justify="end" gap="2">
            <Button type="button" variant="soft" color="gray" onClick={() => request.resolve(null)}>
              {t('msp.v2.pipeline.dialog.cancel')}
            </Button>
            <Button ref={confirmRef} type="submit" color={request.destructive ? 'red' : undefined}>
              {request.confirmLabel}
            </Button>
          </Flex>
        </Flex>
      </form>
    </CommandDialog>
  )
}
