import '../vms.css'
import { Button, Callout, Flex, Heading, Text, TextField } from '@radix-ui/themes'
import { useQuery } from '@tanstack/react-query'
import { useEffect, useId, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useSearchParams } from 'react-router'
import type { BoardResponse, BoardRow } from '../../../../../shared/contracts/vms'
import { hasPermission } from '../../../../../shared/domain/permissions'
import { DEFAULT_WAITING_DAYS } from '../../../../../shared/domain/vms'
import { currentUserQuery } from '../../../../api/session'
import { errorText } from '../../../../app/api-error'
import { useRegisterCommands } from '../../../../commands/use-register-commands'
import { translateIfKnown } from '../../../../i18n/i18n'
import { PageSpinner } from '../../../../ui/page-spinner'
import { showToast } from '../../../../ui/toasts/toast-store'
import { sendToVms, vmsBoardQuery } from '../api'
import { vmsBoardController } from '../board-controller'
import { vmsBoardCommands } from '../commands'
import { askVmsDialog } from '../dialog-store'
import { Connections, Unmapped } from './board-sections'

type ListKey = 'pending' | 'failed' | 'waiting'
const LISTS: ListKey[] = ['failed', 'pending', 'waiting']

/**
 * The VMS sync board (issue 20 §2), for a project (?project=ID) or the whole client: the
 * connections, what is pending (and why it waits), what failed (the VMS's words), what waits
 * for the client longer than N days, and events no application could be found for.
 * Rows are re-sent from here (x selects, Shift V re-sends the selection or the row in focus).
 */
export function VmsBoardPage() {
  const { t, i18n } = useTranslation()
  const [params, setParams] = useSearchParams()
  const projectId = params.get('project') ? Number(params.get('project')) : null
  const waitingDays = Number(params.get('days') ?? DEFAULT_WAITING_DAYS) || DEFAULT_WAITING_DAYS
  const board = useQuery(vmsBoardQuery(projectId, waitingDays))
  const canManage = hasPermission(useQuery(currentUserQuery).data?.permissions ?? [], 'APPLICATION_MANAGE')
  const [checked, setChecked] = useState<Set<number>>(new Set())
  const [focused, setFocused] = useState<number | null>(null)
  const daysId = useId()
  const live = useRef({ checked, focused, canManage })
  live.current = { checked, focused, canManage }

  const resend = async (ids: number[]) => {
    if (ids.length === 0) return
    try {
      const result = await sendToVms.run({ ids, mode: 'resend' })
      if (result.mode === 'task')
        showToast('success', t('msp.v2.vms.sent.task', { count: result.task.count.total }))
      else {
        if (result.succeededIds.length > 0)
          showToast('success', t('msp.v2.vms.sent.resend', { count: result.succeededIds.length }))
        if (result.failures.length > 0)
          await askVmsDialog({
            kind: 'result',
            title: t('msp.v2.vms.result.title'),
            okCount: result.succeededIds.length,
            failures: result.failures.map((f) => ({ ...f, name: nameOf(board.data, f.id) })),
          })
      }
      setChecked(new Set())
    } catch (error) {
      showToast('error', errorText(error, translateIfKnown))
    }
  }
  const liveResend = useRef(resend)
  liveResend.current = resend
  useEffect(
    () =>
      vmsBoardController.publish({
        canResend: () =>
          live.current.canManage && (live.current.checked.size > 0 || live.current.focused !== null),
        resend: () => {
          const { checked: c, focused: f } = live.current
          return liveResend.current(c.size > 0 ? [...c] : f !== null ? [f] : [])
        },
        toggle: () => {
          const f = live.current.focused
          if (f === null) return
          setChecked((prev) => {
            const next = new Set(prev)
            if (next.has(f)) next.delete(f)
            else next.add(f)
            return next
          })
        },
        canToggle: () => live.current.focused !== null,
      }),
    [],
  )
  useRegisterCommands(vmsBoardCommands)

  const title = board.data?.project
    ? t('msp.v2.vms.board.title.project', { project: board.data.project.title })
    : t('msp.v2.vms.board.title')
  const when = (iso: string | null) =>
    iso ? new Date(iso).toLocaleString(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }) : '—'
  return (
    <section className="vms-board wide-screen" aria-labelledby="vms-board-title">
      <title>{t('msp.v2.app.page.title', { page: title })}</title>
      <Flex align="center" justify="between" gap="3" wrap="wrap">
        <Heading as="h1" size="6" id="vms-board-title">
          {title}
        </Heading>
        <Flex align="center" gap="3" wrap="wrap">
          {projectId !== null ? (
            <>
              <Button asChild variant="ghost" size="1">
                <Link to={`/project/${projectId}/send2vms`}>{t('msp.v2.vms.board.pipeline')}</Link>
              </Button>
              <Button asChild variant="ghost" size="1">
                <Link to="/vms">{t('msp.v2.vms.board.all')}</Link>
              </Button>
            </>
          ) : null}
          <Flex align="center" gap="2">
            <Text as="label" size="2" htmlFor={daysId}>
              {t('msp.v2.vms.board.days')}
            </Text>
            <TextField.Root
              id={daysId}
              size="1"
              type="number"
              min={0}
              max={365}
              className="vms-days"
              defaultValue={String(waitingDays)}
              onBlur={(e) => {
                const next = new URLSearchParams(params)
                next.set('days', String(Math.max(0, Math.min(365, Number(e.target.value) || 0))))
                setParams(next, { replace: true })
              }}
              onKeyDown={(e) => {
                if (e.key === 'Enter') e.currentTarget.blur()
              }}
            />
          </Flex>
          {canManage ? (
            <Button size="1" disabled={checked.size === 0} onClick={() => void resend([...checked])}>
              {t('msp.v2.vms.board.resend', { count: checked.size })}
            </Button>
          ) : null}
        </Flex>
      </Flex>
      {!board.data ? (
        board.isError ? (
          <Callout.Root color="red">
            <Callout.Text>{errorText(board.error, translateIfKnown)}</Callout.Text>
          </Callout.Root>
        ) : (
          <PageSpinner />
        )
      ) : (
        <Flex direction="column" gap="5" mt="3">
          <Connections data={board.data} when={when} />
          {LISTS.map((key) => (
            <BoardList
              key={key}
              list={key}
              data={board.data}
              waitingDays={waitingDays}
              when={when}
              checked={checked}
              canManage={canManage}
              onCheck={(id, on) =>
                setChecked((prev) => {
                  const next = new Set(prev)
                  if (on) next.add(id)
                  else next.delete(id)
                  return next
                })
              }
              onFocusRow={setFocused}
              onResend={(id) => void resend([id])}
            />
          ))}
          <Unmapped data={board.data} when={when} />
        </Flex>
      )}
    </section>
  )
}

const nameOf = (data: BoardResponse | undefined, id: number) => {
  for (const key of LISTS) {
    const row = data?.[key].rows.find((r) => r.applicationId === id)
    if (row) return row.talentName
  }
  return `#${id}`
}

type BoardListProps = {
  list: ListKey
  data: BoardResponse
  waitingDays: number
  when: (iso: string | null) => string
  checked: ReadonlySet<number>
  canManage: boolean
  onCheck: (id: number, on: boolean) => void
  onFocusRow: (id: number | null) => void
  onResend: (id: number) => void
}

function BoardList({
  list,
  data,
  waitingDays,
  when,
  checked,
  canManage,
  onCheck,
  onFocusRow,
  onResend,
}: BoardListProps) {
  const { t } = useTranslation()
  const { total, rows } = data[list]
  const headingId = `vms-board-${list}`
  const resendable = list !== 'waiting'
  return (
    <section aria-labelledby={headingId}>
      <Heading as="h2" size="4" id={headingId}>
        {t(`msp.v2.vms.board.list.${list}`, { count: total, days: waitingDays })}
      </Heading>
      {rows.length === 0 ? (
        <Text as="p" size="2" color="gray">
          {t('msp.v2.vms.board.empty')}
        </Text>
      ) : (
        <table className="vms-board-table">
          <thead>
            <tr>
              {canManage && resendable ? (
                <th>
                  <span className="vms-sr-only">{t('msp.v2.vms.board.select')}</span>
                </th>
              ) : null}
              <th>{t('msp.v2.vms.board.col.talent')}</th>
              <th>{t('msp.v2.vms.board.col.project')}</th>
              <th>{t('msp.v2.vms.board.col.since')}</th>
              <th>{t('msp.v2.vms.board.col.state')}</th>
              {canManage && resendable ? (
                <th>
                  <span className="vms-sr-only">{t('msp.v2.vms.command.resend')}</span>
                </th>
              ) : null}
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <BoardRowView
                key={r.applicationId}
                row={r}
                list={list}
                when={when}
                selectable={canManage && resendable}
                checked={checked.has(r.applicationId)}
                onCheck={onCheck}
                onFocusRow={onFocusRow}
                onResend={onResend}
              />
            ))}
          </tbody>
        </table>
      )}
    </section>
  )
}

function BoardRowView({
  row: r,
  list,
  when,
  selectable,
  checked,
  onCheck,
  onFocusRow,
  onResend,
}: {
  row: BoardRow
  list: ListKey
  when: (iso: string | null) => string
  selectable: boolean
  checked: boolean
  onCheck: (id: number, on: boolean) => void
  onFocusRow: (id: number | null) => void
  onResend: (id: number) => void
}) {
  const { t } = useTranslation()
  const state =
    list === 'pending'
      ? r.submissionState === null
        ? t('msp.v2.vms.board.notSent')
        : t('msp.v2.vms.board.attempts', {
            count: r.attempts,
            next: r.nextAttemptAt ? when(r.nextAttemptAt) : '—',
          })
      : t(`msp.v2.application.status.${r.status}`)
  return (
    <tr
      onFocus={() => onFocusRow(r.applicationId)}
      data-row={r.applicationId}
      data-checked={checked || undefined}
    >
      {selectable ? (
        <td>
          <input
            type="checkbox"
            checked={checked}
            onChange={(e) => onCheck(r.applicationId, e.target.checked)}
            aria-label={t('msp.v2.vms.board.select.one', { name: r.talentName })}
          />
        </td>
      ) : null}
      <td>
        <Link to={`/application/${r.applicationId}?tab=vms`}>{r.talentName}</Link>
      </td>
      <td>
        <Link to={`/vms?project=${r.projectId}`}>{r.projectTitle}</Link>
      </td>
      <td>{when(r.since)}</td>
      <td>
        {state}
        {r.message ? (
          <>
            {' · '}
            <q className="vms-verbatim">{r.message}</q>
          </>
        ) : null}
      </td>
      {selectable ? (
        <td>
          <Button size="1" variant="soft" onClick={() => onResend(r.applicationId)}>
            {t('msp.v2.vms.command.resend')}
          </Button>
        </td>
      ) : null}
    </tr>
  )
}
