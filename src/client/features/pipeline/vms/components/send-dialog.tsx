import { Button, Flex, Heading, Text, TextField } from '@radix-ui/themes'
import { useId, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { VmsPreflightResponse, VmsPreflightRow } from '../../../../../shared/contracts/vms'
import { VMS_REASONS } from '../../../../../shared/domain/vms'
import { errorText } from '../../../../app/api-error'
import { CommandDialog } from '../../../../commands/command-dialog'
import { translateIfKnown } from '../../../../i18n/i18n'
import { sendPreflight, updateRates } from '../api'
import type { OpenVmsDialog } from '../dialog-store'
import { failureText } from '../send-flow'

export type SendDialogProps = {
  request: Extract<OpenVmsDialog, { kind: 'send' }>
  container: HTMLElement
}

const RATE_REASONS: readonly string[] = [VMS_REASONS.rateRange, VMS_REASONS.rateMissing]

/**
 * The send preflight (issue 20 §1): per row what blocks it — max submissions, the rate against
 * the project's range (fixed right here: updateRates, then checked again), open screening
 * answers, a duplicate representation — and how many go. Enter sends the rest.
 */
export function SendDialog({ request, container }: SendDialogProps) {
  const { t } = useTranslation()
  const titleId = useId()
  const proceedRef = useRef<HTMLButtonElement>(null)
  const cancelRef = useRef<HTMLButtonElement>(null)
  const [preflight, setPreflight] = useState<VmsPreflightResponse>(request.preflight)
  const blocked = preflight.rows.filter((r) => r.blockers.length > 0)
  const okCount = preflight.okIds.length
  const recheck = async () => setPreflight(await sendPreflight(request.ids, request.mode))
  return (
    <CommandDialog
      open
      onClose={() => request.resolve(null)}
      container={container}
      labelledBy={titleId}
      className="vms-dialog vms-send-dialog"
      initialFocus={okCount > 0 ? proceedRef : cancelRef}
    >
      <Flex direction="column" gap="3" p="4">
        <Heading as="h2" size="4" id={titleId}>
          {t(`msp.v2.vms.send.title.${request.mode}`, { count: request.ids.length })}
        </Heading>
        {preflight.projects.map((p) => (
          <Text as="p" size="2" color="gray" key={p.id}>
            {t('msp.v2.vms.send.project', {
              title: p.title,
              requisition: p.requisitionId ?? '—',
              sent: p.sentCount,
              max: p.maxSubmissions < 0 ? t('msp.v2.vms.send.unlimited') : p.maxSubmissions,
            })}
          </Text>
        ))}
        {blocked.length > 0 ? (
          <>
            <Text as="p" size="2" weight="medium" color="amber">
              {t('msp.v2.vms.send.blocked', { count: blocked.length })}
            </Text>
            <ul className="vms-blocked">
              {blocked.map((row) => (
                <BlockedRow
                  key={row.id}
                  row={row}
                  canEditRates={request.canEditRates}
                  project={preflight.projects.find((p) => p.id === row.projectId)}
                  onSaved={recheck}
                />
              ))}
            </ul>
          </>
        ) : null}
        <Text as="p" size="2" weight="medium">
          {okCount > 0 ? t('msp.v2.vms.send.ok', { count: okCount }) : t('msp.v2.vms.send.none')}
        </Text>
        <Flex justify="end" gap="2">
          <Button ref={cancelRef} variant="soft" color="gray" onClick={() => request.resolve(null)}>
            {t('msp.v2.pipeline.dialog.cancel')}
          </Button>
          <Button ref={proceedRef} disabled={okCount === 0} onClick={() => request.resolve(preflight.okIds)}>
            {t(`msp.v2.vms.send.proceed.${request.mode}`, { count: okCount })}
          </Button>
        </Flex>
      </Flex>
    </CommandDialog>
  )
}

type BlockedRowProps = {
  row: VmsPreflightRow
  canEditRates: boolean
  project: VmsPreflightResponse['projects'][number] | undefined
  onSaved: () => Promise<void>
}

function BlockedRow({ row, canEditRates, project, onSaved }: BlockedRowProps) {
  const { t } = useTranslation()
  const inputId = useId()
  const rateBlocked = row.blockers.some((b) => RATE_REASONS.includes(b.reason))
  const [rate, setRate] = useState(row.rate ? String(row.rate.amount) : '')
  const [error, setError] = useState<string | null>(null)
  const [saving, setSaving] = useState(false)
  const save = async () => {
    const value = Number(rate.replace(',', '.'))
    if (!Number.isFinite(value) || value <= 0) {
      setError(t('msp.v2.vms.error.rate.positive'))
      return
    }
    setSaving(true)
    setError(null)
    try {
      await updateRates.run({
        id: row.id,
        body: {
          rate: value,
          ...(project?.rateUnit ? { rateUnit: project.rateUnit as 'HR' } : {}),
          ...(project?.currency ? { currency: project.currency as 'EUR' } : {}),
        },
      })
      await onSaved()
    } catch (e) {
      setError(errorText(e, translateIfKnown))
    } finally {
      setSaving(false)
    }
  }
  return (
    <li data-blocked={row.id}>
      <Text size="2" weight="medium">
        {row.name}
      </Text>
      <ul className="vms-reasons">
        {row.blockers.map((b) => (
          <li key={b.reason}>
            <Text size="2">{failureText(b)}</Text>
          </li>
        ))}
      </ul>
      {rateBlocked && canEditRates ? (
        <form
          className="vms-rate-form"
          onSubmit={(e) => {
            e.preventDefault()
            void save()
          }}
        >
          <label htmlFor={inputId}>
            <Text size="1">
              {t('msp.v2.vms.send.rate', {
                range:
                  project && (project.rateMin !== null || project.rateMax !== null)
                    ? `${project.rateMin ?? '…'}–${project.rateMax ?? '…'} ${project.currency ?? ''}/${project.rateUnit ?? ''}`
                    : '—',
              })}
            </Text>
          </label>
          <Flex gap="2" align="center">
            <TextField.Root
              id={inputId}
              size="1"
              inputMode="decimal"
              value={rate}
              onChange={(e) => setRate(e.target.value)}
              aria-invalid={error ? true : undefined}
            />
            <Button size="1" type="submit" variant="soft" disabled={saving}>
              {t('msp.v2.vms.send.rate.save')}
            </Button>
          </Flex>
          {error ? (
            <Text size="1" color="red" role="alert">
              {error}
            </Text>
          ) : null}
        </form>
      ) : null}
    </li>
  )
}
