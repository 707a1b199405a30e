import { Button, Dialog, Flex, IconButton, TextField } from '@radix-ui/themes'
import { type KeyboardEvent, useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Icon } from '../icon'
import {
  dayValue,
  monthGrid,
  monthValue,
  type PickerMode,
  parseValue,
  shiftDay,
  shiftMonth,
  withinBounds,
  yearsList,
} from './calendar-grid'
import './date-picker.css'

export type DatePickerProps = {
  /** The field's value (YYYY-MM-DD, or YYYY-MM in month mode); anything else opens on today. */
  value: string
  onPick: (value: string) => void
  mode?: PickerMode
  min?: string
  max?: string
  /** The field's label: the dialog's title. */
  label: string
}

const MONTHS = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]

const today = (mode: PickerMode) => {
  const d = new Date()
  return mode === 'day'
    ? dayValue(d.getFullYear(), d.getMonth(), d.getDate())
    : monthValue(d.getFullYear(), d.getMonth())
}
const clamp = (value: string, min?: string, max?: string) =>
  min && value < min ? min : max && value > max ? max : value

/**
 * §5 date picker: a button beside a date field (put it in the field's slot) opening a 380 px
 * dialog with the month's days, weeks starting on Monday, or the year's months; month and year
 * lists (years current +10 down to −90); arrows, Page Up/Down and Enter by keyboard; days
 * outside min and max cannot be picked. What it sends is the send format, YYYY-MM-DD or YYYY-MM.
 */
export function DatePickerButton(props: DatePickerProps) {
  const { t } = useTranslation()
  const [open, setOpen] = useState(false)
  return (
    <>
      <IconButton
        type="button"
        size="1"
        variant="ghost"
        color="gray"
        aria-label={t(props.mode === 'month' ? 'msp.v2.datepicker.open.month' : 'msp.v2.datepicker.open', {
          label: props.label,
        })}
        onClick={() => setOpen(true)}
      >
        <Icon name="calendar" size={14} />
      </IconButton>
      {open ? (
        <DatePickerDialog
          {...props}
          onClose={() => setOpen(false)}
          onPick={(v) => {
            props.onPick(v)
            setOpen(false)
          }}
        />
      ) : null}
    </>
  )
}

function DatePickerDialog({
  value,
  onPick,
  onClose,
  mode = 'day',
  min,
  max,
  label,
}: DatePickerProps & { onClose: () => void }) {
  const { t, i18n } = useTranslation()
  const chosen = parseValue(value, mode) ? value : null
  const [focus, setFocus] = useState(() => clamp(chosen ?? today(mode), min, max))
  const grid = useRef<HTMLTableElement>(null)
  // The focused day (or month) holds the keyboard focus: on opening, and as the keys move it.
  useEffect(() => focusDay(grid.current, focus), [focus])
  const [year, month] = focus.split('-').map(Number)
  const pick = (v: string) => {
    if (withinBounds(v, min, max)) onPick(v)
  }
  const onKey = (e: KeyboardEvent) => {
    const steps: Record<string, number> =
      mode === 'day'
        ? { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 }
        : { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -3, ArrowDown: 3 }
    if (e.key in steps) {
      e.preventDefault()
      setFocus(mode === 'day' ? shiftDay(focus, steps[e.key]) : shiftMonth(focus, steps[e.key]))
    } else if (e.key === 'PageUp' || e.key === 'PageDown') {
      e.preventDefault()
      const delta = (e.key === 'PageUp' ? -1 : 1) * (mode === 'day' && !e.shiftKey ? 1 : 12)
      setFocus(mode === 'day' ? shiftDayByMonths(focus, delta) : shiftMonth(focus, delta))
    }
  }
  const language = i18n.language
  const monthName = (m: number, style: 'long' | 'short' = 'long') =>
    new Intl.DateTimeFormat(language, { month: style, timeZone: 'UTC' }).format(
      new Date(Date.UTC(2024, m, 1)),
    )
  // 1 January 2024 was a Monday.
  const weekdays = MONTHS.slice(0, 7).map((i) =>
    new Intl.DateTimeFormat(language, { weekday: 'short', timeZone: 'UTC' }).format(
      new Date(Date.UTC(2024, 0, 1 + i)),
    ),
  )
  const longDate = (v: string) =>
    new Intl.DateTimeFormat(language, { dateStyle: 'full', timeZone: 'UTC' }).format(
      new Date(`${v}T00:00:00Z`),
    )
  const setYearMonth = (y: number, m: number) =>
    setFocus(
      mode === 'day'
        ? dayValue(y, m, Math.min(Number(focus.split('-')[2]), new Date(Date.UTC(y, m + 1, 0)).getUTCDate()))
        : monthValue(y, m),
    )
  const cell = { focus, chosen, min, max, pick }

  return (
    <Dialog.Root open onOpenChange={(next) => !next && onClose()}>
      <Dialog.Content
        className="date-picker"
        maxWidth="380px"
        aria-describedby={undefined}
        onOpenAutoFocus={(e) => {
          e.preventDefault()
          focusDay(grid.current, focus)
        }}
      >
        <Dialog.Title size="3">{label}</Dialog.Title>
        <Flex gap="2" align="center" mb="2">
          {mode === 'day' ? (
            <>
              <IconButton
                type="button"
                size="1"
                variant="soft"
                aria-label={t('msp.v2.datepicker.previous')}
                onClick={() => setFocus(shiftDayByMonths(focus, -1))}
              >
                <Icon name="chevronLeft" size={14} />
              </IconButton>
              <select
                className="date-picker-select"
                aria-label={t('msp.v2.datepicker.month')}
                value={month - 1}
                onChange={(e) => setYearMonth(year, Number(e.target.value))}
              >
                {MONTHS.map((m) => (
                  <option key={m} value={m}>
                    {monthName(m)}
                  </option>
                ))}
              </select>
            </>
          ) : null}
          <select
            className="date-picker-select"
            aria-label={t('msp.v2.datepicker.year')}
            value={year}
            onChange={(e) => setYearMonth(Number(e.target.value), month - 1)}
          >
            {yearsList(new Date().getFullYear()).map((y) => (
              <option key={y} value={y}>
                {y}
              </option>
            ))}
          </select>
          {mode === 'day' ? (
            <IconButton
              type="button"
              size="1"
              variant="soft"
              aria-label={t('msp.v2.datepicker.next')}
              onClick={() => setFocus(shiftDayByMonths(focus, 1))}
            >
              <Icon name="chevronRight" size={14} />
            </IconButton>
          ) : null}
        </Flex>
        <table ref={grid} aria-label={label} className="date-picker-grid" onKeyDown={onKey}>
          {mode === 'day' ? (
            <thead>
              <tr>
                {weekdays.map((w) => (
                  <th key={w} scope="col" className="date-picker-weekday">
                    {w}
                  </th>
                ))}
              </tr>
            </thead>
          ) : null}
          <tbody>
            {mode === 'day'
              ? monthGrid(year, month - 1).map((week) => {
                  const first = week.find((d) => d !== null) ?? 0
                  return (
                    <tr key={first}>
                      {week.map((day, j) =>
                        day === null ? (
                          // biome-ignore lint/suspicious/noArrayIndexKey: an empty cell is only a position in its week
                          <td key={`${first}-${j}-empty`} />
                        ) : (
                          <Cell
                            key={day}
                            value={dayValue(year, month - 1, day)}
                            text={String(day)}
                            label={longDate(dayValue(year, month - 1, day))}
                            {...cell}
                          />
                        ),
                      )}
                    </tr>
                  )
                })
              : [0, 3, 6, 9].map((row) => (
                  <tr key={row}>
                    {MONTHS.slice(row, row + 3).map((m) => (
                      <Cell
                        key={m}
                        value={monthValue(year, m)}
                        text={monthName(m, 'short')}
                        label={`${monthName(m)} ${year}`}
                        {...cell}
                      />
                    ))}
                  </tr>
                ))}
          </tbody>
        </table>
        <Flex gap="2" justify="end" mt="3">
          <Button type="button" variant="ghost" onClick={() => onPick('')}>
            {t('msp.v2.datepicker.clear')}
          </Button>
          <Button type="button" variant="soft" onClick={() => pick(clamp(today(mode), min, max))}>
            {t(mode === 'day' ? 'msp.v2.datepicker.today' : 'msp.v2.datepicker.thisMonth')}
          </Button>
        </Flex>
      </Dialog.Content>
    </Dialog.Root>
  )
}

const focusDay = (grid: HTMLTableElement | null, value: string) => {
  grid?.querySelector<HTMLButtonElement>(`[data-value="${value}"]`)?.focus()
}

/** The same day `delta` months away (the last day when that month is shorter). */
function shiftDayByMonths(value: string, delta: number): string {
  const [y, m, d] = value.split('-').map(Number)
  const target = new Date(Date.UTC(y, m - 1 + delta, 1))
  const last = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate()
  return dayValue(target.getUTCFullYear(), target.getUTCMonth(), Math.min(d, last))
}

function Cell({
  value,
  text,
  label,
  focus,
  chosen,
  min,
  max,
  pick,
}: {
  value: string
  text: string
  label: string
  focus: string
  chosen: string | null
  min?: string
  max?: string
  pick: (v: string) => void
}) {
  const allowed = withinBounds(value, min, max)
  return (
    <td>
      <button
        type="button"
        className="date-picker-day"
        data-value={value}
        data-focus={value === focus}
        data-chosen={value === chosen}
        tabIndex={value === focus ? 0 : -1}
        aria-label={label}
        aria-current={value === chosen ? 'date' : undefined}
        aria-disabled={!allowed}
        onClick={() => pick(value)}
      >
        {text}
      </button>
    </td>
  )
}

/** The picker in a text field's slot: `<TextField.Root …><DatePickerSlot …/></TextField.Root>`. */
export function DatePickerSlot(props: DatePickerProps) {
  return (
    <TextField.Slot side="right">
      <DatePickerButton {...props} />
    </TextField.Slot>
  )
}

/** The placeholder of a date field: the format it takes (§5). */
export const datePlaceholder = (mode: PickerMode = 'day') => (mode === 'day' ? 'YYYY-MM-DD' : 'YYYY-MM')
