import type { VmsInterview, VmsOffer } from '../../../../shared/contracts/vms'
import { errorText } from '../../../app/api-error'
import { i18n, translateIfKnown } from '../../../i18n/i18n'
import { showToast } from '../../../ui/toasts/toast-store'
import { closeRecord, recordInterview, recordOffer, respond } from './api'
import { askVmsDialog } from './dialog-store'
import type { PanelItem } from './panel-controller'

const t = (key: string, options?: Record<string, unknown>) => i18n.t(key, options)

function when(iso: string | null): string {
  if (!iso) return ''
  return new Date(iso).toLocaleString(i18n.language, { dateStyle: 'medium', timeStyle: 'short' })
}

export function interviewSummary(i: VmsInterview): string {
  return [when(i.startsAt), i.location, i.meetingUrl].filter(Boolean).join(' · ')
}

export function offerSummary(o: VmsOffer): string {
  const rate = o.rate
    ? `${new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 2 }).format(Number(o.rate))} ${o.currency ?? ''}${o.rateUnit ? ` / ${t(`msp.v2.vms.unit.${o.rateUnit}`)}` : ''}`
    : ''
  const start = o.startDate
    ? t('msp.v2.vms.offer.start', {
        date: new Date(`${o.startDate}T00:00:00`).toLocaleDateString(i18n.language, { dateStyle: 'medium' }),
      })
    : ''
  return [rate, start].filter(Boolean).join(' · ')
}

const summaryOf = (p: PanelItem) => (p.kind === 'interview' ? interviewSummary(p.item) : offerSummary(p.item))

/**
 * Accept or decline an interview or an offer on the talent's behalf (§7 vms/interview|offer/
 * {id}/accept|decline): a reason is asked (required to decline), the answer goes to the VMS at
 * once, and what it said shows in a toast; a VMS that cannot take it now is asked again later.
 */
export async function answerFlow(applicationId: number, p: PanelItem, answer: 'accept' | 'decline') {
  const given = await askVmsDialog({ kind: 'answer', target: p.kind, answer, summary: summaryOf(p) })
  if (!given) return
  try {
    const result = await respond.run({
      applicationId,
      kind: p.kind,
      id: p.item.id,
      answer,
      reason: given.reason,
    })
    if (result.result === 'done') showToast('success', t(`msp.v2.vms.answer.done.${p.kind}.${answer}`))
    else if (result.result === 'pending')
      showToast('success', t('msp.v2.vms.answer.pending', { message: result.message ?? '' }))
    else showToast('error', t('msp.v2.vms.answer.failed', { message: result.message ?? '' }))
  } catch (error) {
    showToast('error', errorText(error, translateIfKnown))
  }
}

/** Interview new (the MSP records it where the legal entity has no VMS). */
export async function recordInterviewFlow(applicationId: number, talentName: string) {
  const body = await askVmsDialog({ kind: 'interview', applicationId, talentName })
  if (!body) return
  try {
    await recordInterview.run(body)
    showToast('success', t('msp.v2.vms.interview.recorded'))
  } catch (error) {
    showToast('error', errorText(error, translateIfKnown))
  }
}

/** Offer new (recorded by the MSP where the legal entity has no VMS). */
export async function recordOfferFlow(
  applicationId: number,
  talentName: string,
  defaults: { rate: number | null; currency: string; rateUnit: string },
) {
  const body = await askVmsDialog({ kind: 'offer', applicationId, talentName, defaults })
  if (!body) return
  try {
    await recordOffer.run(body)
    showToast('success', t('msp.v2.vms.offer.recorded'))
  } catch (error) {
    showToast('error', errorText(error, translateIfKnown))
  }
}

/** Interview canceled / offer withdrawn (records of the MSP). */
export async function closeFlow(applicationId: number, p: PanelItem) {
  const given = await askVmsDialog({ kind: 'close', target: p.kind, summary: summaryOf(p) })
  if (!given) return
  try {
    await closeRecord.run({ applicationId, kind: p.kind, id: p.item.id, reason: given.reason })
    showToast('success', t(`msp.v2.vms.closed.${p.kind}`))
  } catch (error) {
    showToast('error', errorText(error, translateIfKnown))
  }
}
