import { Button, Flex, Heading, Text, TextArea } from '@radix-ui/themes'
import { useId, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { CommandDialog } from '../../../../commands/command-dialog'
import type { OpenVmsDialog } from '../dialog-store'
import { failureText } from '../send-flow'

type Props<K extends OpenVmsDialog['kind']> = {
  request: Extract<OpenVmsDialog, { kind: K }>
  container: HTMLElement
}

/**
 * Accept or decline on the talent's behalf: what is answered, a reason (required to
 * decline), Enter in the reason field (or on the button) answers, Escape leaves it.
 */
export function AnswerDialog({ request, container }: Props<'answer'>) {
  const { t } = useTranslation()
  const titleId = useId()
  const reasonId = useId()
  const reasonRef = useRef<HTMLTextAreaElement>(null)
  const [reason, setReason] = useState('')
  const [missing, setMissing] = useState(false)
  const decline = request.answer === 'decline'
  const submit = () => {
    const text = reason.trim()
    if (decline && !text) {
      setMissing(true)
      reasonRef.current?.focus()
      return
    }
    request.resolve({ reason: text || null })
  }
  return (
    <CommandDialog
      open
      onClose={() => request.resolve(null)}
      container={container}
      labelledBy={titleId}
      className="vms-dialog"
      initialFocus={reasonRef}
    >
      <form
        onSubmit={(e) => {
          e.preventDefault()
          submit()
        }}
      >
        <Flex direction="column" gap="3" p="4">
          <Heading as="h2" size="4" id={titleId}>
            {t(`msp.v2.vms.answer.title.${request.target}.${request.answer}`)}
          </Heading>
          <Text as="p" size="2">
            {request.summary}
          </Text>
          <Flex direction="column" gap="1">
            <Text as="label" size="2" weight="medium" htmlFor={reasonId}>
              {t(decline ? 'msp.v2.vms.answer.reason.required' : 'msp.v2.vms.answer.reason.optional')}
            </Text>
            <TextArea
              ref={reasonRef}
              id={reasonId}
              value={reason}
              maxLength={1000}
              aria-invalid={missing || undefined}
              aria-describedby={missing ? `${reasonId}-error` : undefined}
              onChange={(e) => {
                setReason(e.target.value)
                setMissing(false)
              }}
              onKeyDown={(e) => {
                if (e.key === 'Enter' && !e.shiftKey) {
                  e.preventDefault()
                  submit()
                }
              }}
            />
            {missing ? (
              <Text size="1" color="red" id={`${reasonId}-error`} role="alert">
                {t('msp.v2.vms.error.reason.required')}
              </Text>
            ) : null}
          </Flex>
          <Flex justify="end" gap="2">
            <Button type="button" variant="soft" color="gray" onClick={() => request.resolve(null)}>
              {t('msp.v2.pipeline.dialog.cancel')}
            </Button>
            <Button type="submit" color={decline ? 'red' : undefined}>
              {t(decline ? 'msp.v2.vms.decline' : 'msp.v2.vms.accept')}
            </Button>
          </Flex>
        </Flex>
      </form>
    </CommandDialog>
  )
}

/** Interview canceled / offer withdrawn (records of the MSP), with an optional reason. */
export function CloseDialog({ request, container }: Props<'close'>) {
  const { t } = useTranslation()
  const titleId = useId()
  const reasonId = useId()
  const confirmRef = useRef<HTMLButtonElement>(null)
  const [reason, setReason] = useState('')
  return (
    <CommandDialog
      open
      onClose={() => request.resolve(null)}
      container={container}
      labelledBy={titleId}
      className="vms-dialog"
      initialFocus={confirmRef}
    >
      <form
        onSubmit={(e) => {
          e.preventDefault()
          request.resolve({ reason: reason.trim() || null })
        }}
      >
        <Flex direction="column" gap="3" p="4">
          <Heading as="h2" size="4" id={titleId}>
            {t(
              request.target === 'interview'
                ? 'msp.v2.vms.command.interview.cancel'
                : 'msp.v2.vms.command.offer.withdraw',
            )}
          </Heading>
          <Text as="p" size="2">
            {request.summary}
          </Text>
          <Flex direction="column" gap="1">
            <Text as="label" size="2" weight="medium" htmlFor={reasonId}>
              {t('msp.v2.vms.answer.reason.optional')}
            </Text>
            <TextArea
              id={reasonId}
              value={reason}
              maxLength={1000}
              onChange={(e) => setReason(e.target.value)}
            />
          </Flex>
          <Flex justify="end" gap="2">
            <Button type="button" variant="soft" color="gray" onClick={() => request.resolve(null)}>
              {t('msp.v2.pipeline.dialog.cancel')}
            </Button>
            <Button ref={confirmRef} type="submit" color="red">
              {t(request.target === 'interview' ? 'msp.v2.vms.close.interview' : 'msp.v2.vms.close.offer')}
            </Button>
          </Flex>
        </Flex>
      </form>
    </CommandDialog>
  )
}

/** What a send, re-send or cancel left out, row by row, with the reason. */
export function ResultDialog({ request, container }: Props<'result'>) {
  const { t } = useTranslation()
  const titleId = useId()
  const okRef = useRef<HTMLButtonElement>(null)
  return (
    <CommandDialog
      open
      onClose={() => request.resolve(undefined)}
      container={container}
      labelledBy={titleId}
      className="vms-dialog"
      initialFocus={okRef}
    >
      <Flex direction="column" gap="3" p="4">
        <Heading as="h2" size="4" id={titleId}>
          {request.title}
        </Heading>
        <Text as="p" size="2">
          {t('msp.v2.vms.result.ok', { count: request.okCount })}
        </Text>
        <ul className="vms-blocked">
          {request.failures.map((f) => (
            <li key={f.id}>
              <Text size="2" weight="medium">
                {f.name}
              </Text>{' '}
              <Text size="2">{failureText(f)}</Text>
            </li>
          ))}
        </ul>
        <Flex justify="end">
          <Button ref={okRef} onClick={() => request.resolve(undefined)}>
            {t('msp.v2.vms.ok')}
          </Button>
        </Flex>
      </Flex>
    </CommandDialog>
  )
}
