import '../vms.css'
import { Badge, Button, Callout, Flex, Heading, Text } from '@radix-ui/themes'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { type KeyboardEvent, useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { VmsApplication, VmsInterview, VmsOffer } from '../../../../../shared/contracts/vms'
import { CommandButton } from '../../../../commands/command-button'
import { useRegisterCommands } from '../../../../commands/use-register-commands'
import { PageSpinner } from '../../../../ui/page-spinner'
import { refreshMovedApplication, vmsApplicationQuery } from '../api'
import { vmsDetailCommands } from '../commands'
import { askVmsDialog } from '../dialog-store'
import { firstOpen, type PanelItem, vmsPanelController } from '../panel-controller'
import { answerFlow, closeFlow, interviewSummary, offerSummary } from '../records-flow'

export type VmsTabProps = {
  appId: number
  talentName: string
}

/** Something is on its way (a send, an answer): the tab asks again until it settles. */
const settling = (d: VmsApplication | undefined) =>
  !!d &&
  (d.status === 'sp' ||
    [...d.interviews, ...d.offers].some(
      (r) => r.responseState === 'pending' || r.responseState === 'sending',
    ))

/**
 * The application's client side (issue 20 §2): the submission to the VMS with the VMS's own
 * words, interviews and offers with the talent's confirmation (answered here by keyboard:
 * a accept, d decline on the item in focus), and every request made to the VMS (verbatim on
 * Enter). Without a VMS the MSP records interviews and offers here.
 */
export function VmsTab({ appId, talentName }: VmsTabProps) {
  const { t } = useTranslation()
  const query = useQuery({
    ...vmsApplicationQuery(appId),
    // While something is on its way, and while the client has the candidate (an interview or
    // an offer may come any time), the tab asks again.
    refetchInterval: (q) => (settling(q.state.data) ? 1500 : q.state.data?.status === 's2c' ? 3000 : false),
  })
  const [focused, setFocused] = useState<string | null>(null)
  const queryClient = useQueryClient()
  // The VMS moved the application (hired, rejected ...): the header and history follow.
  const status = query.data?.status
  const seenStatus = useRef(status)
  useEffect(() => {
    if (seenStatus.current !== undefined && status !== undefined && seenStatus.current !== status) {
      refreshMovedApplication(queryClient, appId)
    }
    seenStatus.current = status
  }, [status, appId, queryClient])
  const live = useRef({ data: query.data, focused, talentName, refetch: query.refetch })
  live.current = { data: query.data, focused, talentName, refetch: query.refetch }
  useEffect(
    () =>
      vmsPanelController.publish({
        data: () => live.current.data as VmsApplication,
        talentName: () => live.current.talentName,
        current: () => {
          const d = live.current.data
          if (!d) return null
          const [kind, id] = (live.current.focused ?? '').split(':')
          if (kind === 'interview') {
            const item = d.interviews.find((i) => String(i.id) === id)
            if (item) return { kind, item }
          }
          if (kind === 'offer') {
            const item = d.offers.find((o) => String(o.id) === id)
            if (item) return { kind, item }
          }
          return firstOpen(d)
        },
        refresh: async () => {
          await live.current.refetch()
        },
      }),
    [],
  )
  useRegisterCommands(vmsDetailCommands)
  if (!query.data) return <PageSpinner />
  const d = query.data
  const items: PanelItem[] = [
    ...d.offers.map((item) => ({ kind: 'offer' as const, item })),
    ...d.interviews.map((item) => ({ kind: 'interview' as const, item })),
  ]
  const keyOf = (p: PanelItem) => `${p.kind}:${p.item.id}`
  const onItemsKey = (e: KeyboardEvent<HTMLElement>) => {
    if (e.key !== 'ArrowDown' && e.key !== 'ArrowUp') return
    const list = [...e.currentTarget.querySelectorAll<HTMLElement>('[data-vms-item]')]
    const index = list.indexOf(document.activeElement as HTMLElement)
    const next = list[Math.max(0, Math.min(list.length - 1, index + (e.key === 'ArrowDown' ? 1 : -1)))]
    if (next) {
      e.preventDefault()
      next.focus()
    }
  }
  return (
    <Flex direction="column" gap="4" className="vms-tab">
      <SubmissionSection data={d} />
      <section aria-labelledby={`vms-items-${appId}`}>
        <Flex align="center" justify="between" gap="2" wrap="wrap">
          <Heading as="h3" size="3" id={`vms-items-${appId}`}>
            {t('msp.v2.vms.items.title')}
          </Heading>
          {d.vmsType === 'none' && d.canManage ? (
            <Flex gap="2">
              <CommandButton id="vms.interview.new" />
              <CommandButton id="vms.offer.new" />
            </Flex>
          ) : null}
        </Flex>
        {items.length === 0 ? (
          <Text as="p" size="2" color="gray">
            {t(d.vmsType === 'none' ? 'msp.v2.vms.items.empty.local' : 'msp.v2.vms.items.empty')}
          </Text>
        ) : (
          <ul className="vms-items" onKeyDown={onItemsKey}>
            {items.map((p) => (
              <ItemRow
                key={keyOf(p)}
                entry={p}
                canManage={d.canManage}
                appId={appId}
                onFocus={() => setFocused(keyOf(p))}
              />
            ))}
          </ul>
        )}
      </section>
      <RequestsSection data={d} />
    </Flex>
  )
}

function SubmissionSection({ data: d }: { data: VmsApplication }) {
  const { t, i18n } = useTranslation()
  const s = d.submission
  const at = (iso: string | null) =>
    iso ? new Date(iso).toLocaleString(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }) : ''
  const message = d.vmsMessage ?? (d.status === 'sp' ? s?.lastError : null) ?? null
  return (
    <section aria-labelledby="vms-submission" className="vms-submission">
      <Flex align="center" justify="between" gap="2" wrap="wrap">
        <Heading as="h3" size="3" id="vms-submission">
          {t('msp.v2.vms.submission.title')}
        </Heading>
        <Flex gap="2">
          <CommandButton id="vms.detail.resend" />
          <CommandButton id="vms.detail.cancel" />
        </Flex>
      </Flex>
      {d.vmsType === 'none' ? (
        <Text as="p" size="2" color="gray">
          {t('msp.v2.vms.submission.none')}
        </Text>
      ) : (
        <Flex direction="column" gap="1">
          <Text as="p" size="2">
            <Badge
              highContrast
              color={d.status === 'sf' ? 'red' : d.status === 'sp' ? 'amber' : 'gray'}
              variant="soft"
            >
              {t(`msp.v2.application.status.${d.status}`)}
            </Badge>{' '}
            {s
              ? t('msp.v2.vms.submission.line', {
                  requisition: s.requisitionId,
                  id: s.vmsSubmissionId ?? t('msp.v2.vms.submission.noid'),
                  attempts: s.attempts,
                })
              : t('msp.v2.vms.submission.never')}
          </Text>
          {s ? (
            <Text as="p" size="1" color="gray">
              {[
                t('msp.v2.vms.submission.sent', { at: at(s.createdAt), by: s.createdBy ?? '' }),
                s.confirmedAt ? t('msp.v2.vms.submission.confirmed', { at: at(s.confirmedAt) }) : null,
                s.nextAttemptAt ? t('msp.v2.vms.submission.next', { at: at(s.nextAttemptAt) }) : null,
              ]
                .filter(Boolean)
                .join(' · ')}
            </Text>
          ) : null}
          {!d.connected ? (
            <Callout.Root color="amber" size="1">
              <Callout.Text>{t('msp.v2.vms.reason.not.connected')}</Callout.Text>
            </Callout.Root>
          ) : null}
          {message ? (
            <Callout.Root
              color={d.status === 'sf' || d.status === 'rv' ? 'red' : 'amber'}
              size="1"
              role="status"
            >
              <Callout.Text>
                <Text weight="medium">{t('msp.v2.vms.submission.says')}</Text>{' '}
                <q className="vms-verbatim">{message}</q>
              </Callout.Text>
            </Callout.Root>
          ) : null}
        </Flex>
      )}
    </section>
  )
}

function ItemRow({
  entry,
  canManage,
  appId,
  onFocus,
}: {
  entry: PanelItem
  canManage: boolean
  appId: number
  onFocus: () => void
}) {
  const { t } = useTranslation()
  const { kind, item } = entry
  const summary =
    kind === 'interview' ? interviewSummary(item as VmsInterview) : offerSummary(item as VmsOffer)
  const local = item.externalId === null
  return (
    <li
      // biome-ignore lint/a11y/noNoninteractiveTabindex: the item is what accept / decline act on.
      tabIndex={0}
      data-vms-item
      onFocus={onFocus}
      className="vms-item"
      aria-label={`${t(`msp.v2.vms.${kind}`)}: ${summary}`}
    >
      <Flex justify="between" gap="3" wrap="wrap" align="start">
        <Flex direction="column" gap="1" minWidth="0">
          <Flex gap="2" align="center" wrap="wrap">
            <Text size="2" weight="medium">
              {t(`msp.v2.vms.${kind}`)}
            </Text>
            <Badge
              highContrast
              variant="soft"
              color={item.status === 'can' || item.status === 'rej' || item.status === 'sf' ? 'red' : 'gray'}
            >
              {t(`msp.v2.vms.${kind}.status.${item.status}`)}
            </Badge>
            <Badge
              highContrast
              variant="outline"
              color={
                item.talentResponse === 'accepted'
                  ? 'green'
                  : item.talentResponse === 'declined'
                    ? 'red'
                    : 'gray'
              }
            >
              {t(`msp.v2.vms.response.${item.talentResponse}`)}
            </Badge>
            {local ? (
              <Text size="1" color="gray">
                {t('msp.v2.vms.recorded.here')}
              </Text>
            ) : null}
          </Flex>
          <Text size="2">
            {kind === 'interview' && (item as VmsInterview).meetingUrl ? (
              <>
                {interviewSummary({ ...(item as VmsInterview), meetingUrl: null })} ·{' '}
                <a href={(item as VmsInterview).meetingUrl ?? ''} target="_blank" rel="noreferrer">
                  {t('msp.v2.vms.interview.link')}
                </a>
              </>
            ) : (
              summary
            )}
          </Text>
          {item.responseReason ? (
            <Text size="1" color="gray">
              {t('msp.v2.vms.response.reason', { reason: item.responseReason, by: item.respondedBy ?? '' })}
            </Text>
          ) : null}
          {item.message ? (
            <Text size="1" color="gray">
              <q className="vms-verbatim">{item.message}</q>
            </Text>
          ) : null}
          {item.responseState === 'pending' || item.responseState === 'sending' ? (
            <Text size="1" color="amber" role="status">
              {t('msp.v2.vms.response.sending')} {item.responseError ? <q>{item.responseError}</q> : null}
            </Text>
          ) : null}
          {item.responseState === 'failed' ? (
            <Text size="1" color="red" role="status">
              {t('msp.v2.vms.response.failed')} <q className="vms-verbatim">{item.responseError}</q>
            </Text>
          ) : null}
        </Flex>
        {canManage ? (
          <Flex gap="2" wrap="wrap">
            {item.answerable ? (
              <>
                <Button
                  size="1"
                  onClick={() => void answerFlow(appId, entry, 'accept')}
                  title={t('msp.v2.vms.key', { key: 'A' })}
                >
                  {t('msp.v2.vms.accept')}
                </Button>
                <Button
                  size="1"
                  variant="soft"
                  color="red"
                  highContrast
                  onClick={() => void answerFlow(appId, entry, 'decline')}
                  title={t('msp.v2.vms.key', { key: 'D' })}
                >
                  {t('msp.v2.vms.decline')}
                </Button>
              </>
            ) : null}
            {local && (kind === 'interview' ? item.status !== 'can' : item.status === 'cre') ? (
              <Button size="1" variant="soft" color="gray" onClick={() => void closeFlow(appId, entry)}>
                {t(
                  kind === 'interview'
                    ? 'msp.v2.vms.command.interview.cancel'
                    : 'msp.v2.vms.command.offer.withdraw',
                )}
              </Button>
            ) : null}
          </Flex>
        ) : null}
      </Flex>
    </li>
  )
}

function RequestsSection({ data: d }: { data: VmsApplication }) {
  const { t, i18n } = useTranslation()
  if (d.requests.length === 0) return null
  return (
    <section aria-labelledby="vms-requests">
      <Heading as="h3" size="3" id="vms-requests">
        {t('msp.v2.vms.requests.title')}
      </Heading>
      <table className="vms-requests">
        <thead>
          <tr>
            <th>{t('msp.v2.vms.requests.when')}</th>
            <th>{t('msp.v2.vms.requests.what')}</th>
            <th>{t('msp.v2.vms.requests.answer')}</th>
            <th>
              <span className="vms-sr-only">{t('msp.v2.vms.requests.show')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {d.requests.map((r) => (
            <tr key={r.id} data-outcome={r.outcome}>
              <td>
                {new Date(r.startedAt).toLocaleString(i18n.language, {
                  dateStyle: 'short',
                  timeStyle: 'medium',
                })}
              </td>
              <td>
                {t(`msp.v2.vms.requests.kind.${r.kind}`, { attempt: r.attempt })}
                {r.target && r.kind === 'respond' ? ` (${r.target})` : ''}
              </td>
              <td>
                {t(`msp.v2.vms.requests.outcome.${r.outcome}`)}
                {r.responseStatus ? ` · HTTP ${r.responseStatus}` : ''}
                {r.message ? (
                  <>
                    {' · '}
                    <q className="vms-verbatim">{r.message}</q>
                  </>
                ) : null}
              </td>
              <td>
                <Button
                  size="1"
                  variant="ghost"
                  onClick={() => void askVmsDialog({ kind: 'exchange', requestId: r.id })}
                  aria-label={t('msp.v2.vms.requests.show.one', { attempt: r.attempt })}
                >
                  {t('msp.v2.vms.requests.show')}
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  )
}
