import { Button, Flex, Heading, Text } from '@radix-ui/themes'
import { useQuery } from '@tanstack/react-query'
import { useAtomValue } from 'jotai'
import { useCallback, useId, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { errorText } from '../../../../app/api-error'
import { CommandDialog } from '../../../../commands/command-dialog'
import { translateIfKnown } from '../../../../i18n/i18n'
import { assessmentTestsQuery } from '../api'
import { type SendAssessmentRequest, sendAssessmentAtom } from '../dialog-store'

/** Pick the vendor's test by keyboard (arrows, Enter) for the applicants the command targets. */
function SendAssessmentDialog({
  request,
  container,
}: {
  request: SendAssessmentRequest
  container: HTMLElement
}) {
  const { t } = useTranslation()
  const ids = { title: useId(), list: useId() }
  const tests = useQuery(assessmentTestsQuery)
  const [active, setActive] = useState(0)
  const listRef = useRef<HTMLDivElement>(null)
  const list = tests.data ?? []
  const pick = (index: number) => {
    const test = list[index]
    if (test) request.resolve(test.id)
  }
  return (
    <CommandDialog
      open
      onClose={() => request.resolve(null)}
      container={container}
      labelledBy={ids.title}
      className="calendar-dialog"
      initialFocus={listRef}
    >
      <Flex direction="column" gap="3" p="4">
        <Heading as="h2" size="4" id={ids.title}>
          {t('msp.v2.assessment.send.title', { count: request.count })}
        </Heading>
        {tests.error ? (
          <Text color="red" size="2" role="alert">
            {errorText(tests.error, translateIfKnown)}
          </Text>
        ) : null}
        <div
          ref={listRef}
          id={ids.list}
          role="listbox"
          tabIndex={0}
          aria-label={t('msp.v2.assessment.send.tests')}
          aria-activedescendant={list.length > 0 ? `${ids.list}-${active}` : undefined}
          className="calendar-slots"
          onKeyDown={(e) => {
            if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
              e.preventDefault()
              setActive((a) => Math.max(0, Math.min(list.length - 1, a + (e.key === 'ArrowDown' ? 1 : -1))))
            } else if (e.key === 'Enter') {
              e.preventDefault()
              pick(active)
            }
          }}
        >
          {list.map((test, index) => (
            // biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/useFocusableInteractive: the listbox owns focus and keys (aria-activedescendant)
            <div
              key={test.id}
              id={`${ids.list}-${index}`}
              role="option"
              aria-selected={index === active}
              className="calendar-slot"
              onClick={() => pick(index)}
            >
              {test.name}
              {test.durationMinutes
                ? ` · ${t('msp.v2.calendar.schedule.minutes', { count: test.durationMinutes })}`
                : ''}
            </div>
          ))}
        </div>
        <Flex justify="end" gap="2">
          <Button variant="soft" color="gray" onClick={() => request.resolve(null)}>
            {t('msp.v2.calendar.cancel')}
          </Button>
          <Button disabled={list.length === 0} onClick={() => pick(active)}>
            {t('msp.v2.assessment.send.button')}
          </Button>
        </Flex>
      </Flex>
    </CommandDialog>
  )
}

/** The one host of the send-assessment dialog, in the signed-in frame. */
export function AssessmentsFrame() {
  const request = useAtomValue(sendAssessmentAtom)
  const [container, setContainer] = useState<HTMLElement | null>(null)
  const anchor = useCallback((el: HTMLSpanElement | null) => {
    if (el) setContainer(el.closest<HTMLElement>('.radix-themes') ?? el.parentElement)
  }, [])
  return (
    <>
      <span ref={anchor} hidden />
      {request && container ? <SendAssessmentDialog request={request} container={container} /> : null}
    </>
  )
}
