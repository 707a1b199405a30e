import { Button, Flex, Heading, Text, TextField } from '@radix-ui/themes'
import { type ReactNode, type RefObject, useId, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { recordInterviewRequestSchema, recordOfferRequestSchema } from '../../../../../shared/contracts/vms'
import { CURRENCIES, RATE_UNITS } from '../../../../../shared/domain/statuses'
import { CommandDialog } from '../../../../commands/command-dialog'
import { DatePickerSlot, datePlaceholder } from '../../../../ui/date-picker/date-picker'
import type { OpenVmsDialog } from '../dialog-store'

type Props<K extends OpenVmsDialog['kind']> = {
  request: Extract<OpenVmsDialog, { kind: K }>
  container: HTMLElement
}

/** A labelled field with its error below (the shared contract's message key). */
function Field({
  label,
  id,
  error,
  children,
}: {
  label: string
  id: string
  error?: string
  children: ReactNode
}) {
  const { t } = useTranslation()
  return (
    <Flex direction="column" gap="1">
      <Text as="label" size="2" weight="medium" htmlFor={id}>
        {label}
      </Text>
      {children}
      {error ? (
        <Text size="1" color="red" role="alert" id={`${id}-error`}>
          {t(error)}
        </Text>
      ) : null}
    </Flex>
  )
}

/** "2026-02-03T10:00" (the datetime-local value) as an ISO instant in the user's time zone. */
const localToIso = (v: string) => (v ? new Date(v).toISOString() : '')

function firstErrors(issues: { path: PropertyKey[]; message: string }[]): Record<string, string> {
  const out: Record<string, string> = {}
  for (const issue of issues) out[String(issue.path[0])] ??= issue.message
  return out
}

/** The frame of a record dialog: its title, the fields, Cancel and Save; Enter submits. */
function RecordForm({
  title,
  titleId,
  initialFocus,
  container,
  onCancel,
  onSubmit,
  children,
}: {
  title: string
  titleId: string
  initialFocus: RefObject<HTMLInputElement | null>
  container: HTMLElement
  onCancel: () => void
  onSubmit: () => void
  children: ReactNode
}) {
  const { t } = useTranslation()
  return (
    <CommandDialog
      open
      onClose={onCancel}
      container={container}
      labelledBy={titleId}
      className="vms-dialog"
      initialFocus={initialFocus}
    >
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault()
          onSubmit()
        }}
      >
        <Flex direction="column" gap="3" p="4">
          <Heading as="h2" size="4" id={titleId}>
            {title}
          </Heading>
          {children}
          <Flex justify="end" gap="2">
            <Button type="button" variant="soft" color="gray" onClick={onCancel}>
              {t('msp.v2.pipeline.dialog.cancel')}
            </Button>
            <Button type="submit">{t('msp.v2.vms.record.save')}</Button>
          </Flex>
        </Flex>
      </form>
    </CommandDialog>
  )
}

/** Interview new, recorded by the MSP (legal entities without a VMS); checked with the server's contract. */
export function InterviewDialog({ request, container }: Props<'interview'>) {
  const { t } = useTranslation()
  const ids = { title: useId(), start: useId(), end: useId(), location: useId(), link: useId() }
  const startRef = useRef<HTMLInputElement>(null)
  const [form, setForm] = useState({ start: '', end: '', location: '', link: '' })
  const [errors, setErrors] = useState<Record<string, string>>({})
  const set = (key: keyof typeof form) => (e: { target: { value: string } }) =>
    setForm({ ...form, [key]: e.target.value })
  const submit = () => {
    const body = {
      applicationId: request.applicationId,
      startsAt: localToIso(form.start),
      endsAt: form.end ? localToIso(form.end) : null,
      location: form.location.trim() || null,
      meetingUrl: form.link.trim() || null,
    }
    const parsed = recordInterviewRequestSchema.safeParse(body)
    if (!parsed.success) {
      setErrors(firstErrors(parsed.error.issues))
      return
    }
    if (body.endsAt && body.endsAt <= body.startsAt) {
      setErrors({ endsAt: 'msp.v2.vms.error.ends.before' })
      return
    }
    request.resolve(parsed.data)
  }
  return (
    <RecordForm
      title={t('msp.v2.vms.interview.new.title', { name: request.talentName })}
      titleId={ids.title}
      initialFocus={startRef}
      container={container}
      onCancel={() => request.resolve(null)}
      onSubmit={submit}
    >
      <Field label={t('msp.v2.vms.field.start')} id={ids.start} error={errors.startsAt}>
        <TextField.Root
          ref={startRef}
          id={ids.start}
          type="datetime-local"
          value={form.start}
          onChange={set('start')}
          required
        />
      </Field>
      <Field label={t('msp.v2.vms.field.end')} id={ids.end} error={errors.endsAt}>
        <TextField.Root id={ids.end} type="datetime-local" value={form.end} onChange={set('end')} />
      </Field>
      <Field label={t('msp.v2.vms.field.location')} id={ids.location} error={errors.location}>
        <TextField.Root id={ids.location} value={form.location} onChange={set('location')} maxLength={500} />
      </Field>
      <Field label={t('msp.v2.vms.field.link')} id={ids.link} error={errors.meetingUrl}>
        <TextField.Root
          id={ids.link}
          type="url"
          value={form.link}
          onChange={set('link')}
          placeholder="https://"
        />
      </Field>
    </RecordForm>
  )
}

/** Offer new, recorded by the MSP (legal entities without a VMS). */
export function OfferDialog({ request, container }: Props<'offer'>) {
  const { t } = useTranslation()
  const ids = { title: useId(), rate: useId(), currency: useId(), unit: useId(), start: useId() }
  const rateRef = useRef<HTMLInputElement>(null)
  const [form, setForm] = useState({
    rate: request.defaults.rate === null ? '' : String(request.defaults.rate),
    currency: request.defaults.currency,
    unit: request.defaults.rateUnit,
    start: '',
  })
  const [errors, setErrors] = useState<Record<string, string>>({})
  const set = (key: keyof typeof form) => (e: { target: { value: string } }) =>
    setForm({ ...form, [key]: e.target.value })
  const submit = () => {
    const parsed = recordOfferRequestSchema.safeParse({
      applicationId: request.applicationId,
      rate: Number(form.rate.replace(',', '.')),
      currency: form.currency,
      rateUnit: form.unit,
      startDate: form.start,
    })
    if (!parsed.success) {
      setErrors(firstErrors(parsed.error.issues))
      return
    }
    request.resolve(parsed.data)
  }
  return (
    <RecordForm
      title={t('msp.v2.vms.offer.new.title', { name: request.talentName })}
      titleId={ids.title}
      initialFocus={rateRef}
      container={container}
      onCancel={() => request.resolve(null)}
      onSubmit={submit}
    >
      <Field label={t('msp.v2.vms.field.rate')} id={ids.rate} error={errors.rate}>
        <TextField.Root
          ref={rateRef}
          id={ids.rate}
          inputMode="decimal"
          value={form.rate}
          onChange={set('rate')}
        />
      </Field>
      <Flex gap="3">
        <Field label={t('msp.v2.vms.field.currency')} id={ids.currency} error={errors.currency}>
          <select id={ids.currency} className="vms-select" value={form.currency} onChange={set('currency')}>
            {CURRENCIES.map((c) => (
              <option key={c}>{c}</option>
            ))}
          </select>
        </Field>
        <Field label={t('msp.v2.vms.field.unit')} id={ids.unit} error={errors.rateUnit}>
          <select id={ids.unit} className="vms-select" value={form.unit} onChange={set('unit')}>
            {RATE_UNITS.map((u) => (
              <option key={u} value={u}>
                {t(`msp.v2.vms.unit.${u}`)}
              </option>
            ))}
          </select>
        </Field>
      </Flex>
      <Field label={t('msp.v2.vms.field.startDate')} id={ids.start} error={errors.startDate}>
        <TextField.Root
          id={ids.start}
          placeholder={datePlaceholder()}
          value={form.start}
          onChange={set('start')}
        >
          <DatePickerSlot
            value={form.start}
            label={t('msp.v2.vms.field.startDate')}
            onPick={(start) => set('start')({ target: { value: start } })}
          />
        </TextField.Root>
      </Field>
    </RecordForm>
  )
}
