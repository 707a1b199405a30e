import { Button, Flex, Heading, Text } from '@radix-ui/themes'
import { useQuery } from '@tanstack/react-query'
import { useId, useMemo, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { INTERVIEW_DURATIONS } from '../../../../../shared/contracts/calendar'
import { errorText, toApiError } from '../../../../app/api-error'
import { CommandDialog } from '../../../../commands/command-dialog'
import { translateIfKnown } from '../../../../i18n/i18n'
import { rescheduleInterview, scheduleInterview, slotsQuery } from '../api'
import type { OpenScheduleDialog } from '../dialog-store'
import { ParticipantChooser } from './participant-chooser'

const NEEDS_CONNECTING = ['msp.v2.calendar.error.not.connected', 'msp.v2.calendar.error.reconnect']

/**
 * Schedule (or move) an interview by keyboard: the proposed slots of the next 14 days, free in
 * everyone's calendar, as one list; arrows move, Enter books the slot.
 */
export function ScheduleDialog({
  request,
  container,
}: {
  request: OpenScheduleDialog
  container: HTMLElement
}) {
  const { t, i18n } = useTranslation()
  const ids = { title: useId(), duration: useId(), list: useId() }
  const initial = request.interview
    ? Math.round((Date.parse(request.interview.endsAt) - Date.parse(request.interview.startsAt)) / 60_000)
    : 60
  const [duration, setDuration] = useState<number>(
    (INTERVIEW_DURATIONS as readonly number[]).includes(initial) ? initial : 60,
  )
  const [active, setActive] = useState(0)
  // Recruiters ticked besides the organizer (a move keeps the interview's participants).
  const [chosen, setChosen] = useState<number[]>([])
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const listRef = useRef<HTMLDivElement>(null)
  const slots = useQuery(slotsQuery(request.applicationId, duration, chosen))
  const list = slots.data?.slots ?? []
  const loadError = slots.error ? toApiError(slots.error) : null
  const needsConnecting = loadError?.error !== undefined && NEEDS_CONNECTING.includes(loadError.error)

  const day = useMemo(
    () => new Intl.DateTimeFormat(i18n.language, { weekday: 'long', day: 'numeric', month: 'long' }),
    [i18n.language],
  )
  const time = useMemo(
    () => new Intl.DateTimeFormat(i18n.language, { hour: '2-digit', minute: '2-digit' }),
    [i18n.language],
  )

  const book = async (index: number) => {
    const slot = list[index]
    if (!slot || busy) return
    setBusy(true)
    setError(null)
    try {
      const result = request.interview
        ? await rescheduleInterview(request.interview, { startsAt: slot.startsAt, duration })
        : await scheduleInterview({
            applicationId: request.applicationId,
            startsAt: slot.startsAt,
            duration,
            participantIds: chosen,
          })
      request.resolve(result)
    } catch (e) {
      setError(errorText(e, translateIfKnown))
      // Taken meanwhile: the list is read again without it.
      void slots.refetch()
    } finally {
      setBusy(false)
    }
  }

  const onKeyDown = (e: React.KeyboardEvent) => {
    if (list.length === 0) return
    const move = (to: number) => {
      e.preventDefault()
      const next = Math.max(0, Math.min(list.length - 1, to))
      setActive(next)
      listRef.current?.querySelector(`[data-index="${next}"]`)?.scrollIntoView({ block: 'nearest' })
    }
    if (e.key === 'ArrowDown') move(active + 1)
    else if (e.key === 'ArrowUp') move(active - 1)
    else if (e.key === 'PageDown') move(active + 8)
    else if (e.key === 'PageUp') move(active - 8)
    else if (e.key === 'Home') move(0)
    else if (e.key === 'End') move(list.length - 1)
    else if (e.key === 'Enter') {
      e.preventDefault()
      void book(active)
    }
  }

  let lastDay = ''
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
          {t(request.interview ? 'msp.v2.calendar.schedule.move.title' : 'msp.v2.calendar.schedule.title', {
            name: request.talentName,
          })}
        </Heading>
        <Flex gap="2" align="center">
          <Text as="label" size="2" htmlFor={ids.duration}>
            {t('msp.v2.calendar.schedule.duration')}
          </Text>
          <select
            id={ids.duration}
            className="calendar-select"
            value={duration}
            onChange={(e) => {
              setDuration(Number(e.target.value))
              setActive(0)
            }}
          >
            {INTERVIEW_DURATIONS.map((d) => (
              <option key={d} value={d}>
                {t('msp.v2.calendar.schedule.minutes', { count: d })}
              </option>
            ))}
          </select>
        </Flex>
        {request.interview ? null : (
          <ParticipantChooser
            applicationId={request.applicationId}
            chosen={chosen}
            onChange={(next) => {
              setChosen(next)
              setActive(0)
            }}
          />
        )}
        {slots.data ? (
          <Text size="1" color="gray">
            {t('msp.v2.calendar.schedule.busy.from', {
              names: slots.data.participants
                .filter((p) => p.connected)
                .map((p) => p.name)
                .join(', '),
            })}
          </Text>
        ) : null}
        {loadError ? (
          <Flex direction="column" gap="2" role="alert">
            <Text color="red" size="2">
              {errorText(slots.error, translateIfKnown)}
            </Text>
            {needsConnecting ? (
              <Link to="/settings#settings-calendar" onClick={() => request.resolve(null)}>
                {t('msp.v2.calendar.schedule.open.settings')}
              </Link>
            ) : null}
          </Flex>
        ) : null}
        {error ? (
          <Text color="red" size="2" role="alert">
            {error}
          </Text>
        ) : null}
        <div
          ref={listRef}
          id={ids.list}
          role="listbox"
          tabIndex={0}
          aria-label={t('msp.v2.calendar.schedule.slots')}
          aria-activedescendant={list.length > 0 ? `${ids.list}-${active}` : undefined}
          aria-busy={slots.isFetching || busy}
          className="calendar-slots"
          onKeyDown={onKeyDown}
        >
          {slots.isPending ? <Text size="2">{t('msp.v2.calendar.schedule.loading')}</Text> : null}
          {slots.data && list.length === 0 ? (
            <Text size="2">{t('msp.v2.calendar.schedule.none')}</Text>
          ) : null}
          {list.map((slot, index) => {
            const start = new Date(slot.startsAt)
            const label = day.format(start)
            const heading = label !== lastDay ? label : null
            lastDay = label
            return (
              <div key={slot.startsAt} role="presentation">
                {heading ? (
                  <div role="presentation" className="calendar-slot-day">
                    {heading}
                  </div>
                ) : null}
                {/* biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/useFocusableInteractive: the listbox owns focus and keys (aria-activedescendant); a click is the pointer's way to pick */}
                <div
                  id={`${ids.list}-${index}`}
                  data-index={index}
                  role="option"
                  aria-selected={index === active}
                  // The visible text (start – end) is part of the name (WCAG 2.5.3), the day before it.
                  aria-label={`${label} ${time.format(start)} – ${time.format(new Date(slot.endsAt))}`}
                  className="calendar-slot"
                  onMouseDown={(e) => e.preventDefault()}
                  onClick={() => {
                    setActive(index)
                    void book(index)
                  }}
                >
                  {time.format(start)} – {time.format(new Date(slot.endsAt))}
                </div>
              </div>
            )
          })}
        </div>
        <Flex justify="between" align="center">
          <Text size="1" color="gray">
            {t('msp.v2.calendar.schedule.keys')}
          </Text>
          <Flex gap="2">
            <Button variant="soft" color="gray" onClick={() => request.resolve(null)}>
              {t('msp.v2.calendar.cancel')}
            </Button>
            <Button disabled={busy || list.length === 0} onClick={() => void book(active)}>
              {t(request.interview ? 'msp.v2.calendar.schedule.move' : 'msp.v2.calendar.schedule.book')}
            </Button>
          </Flex>
        </Flex>
      </Flex>
    </CommandDialog>
  )
}
