import '../outbox.css'
import { Callout, Flex, Heading, Text } from '@radix-ui/themes'
import { useInfiniteQuery, useQuery } from '@tanstack/react-query'
import { useEffect, useMemo, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import type { OutboxRow } from '../../../../shared/contracts/email'
import { OUTBOX_STATUSES, type OutboxStatus } from '../../../../shared/domain/email'
import { errorText } from '../../../app/api-error'
import { useRegisterCommands } from '../../../commands/use-register-commands'
import { translateIfKnown } from '../../../i18n/i18n'
import { useInfiniteRows } from '../../../ui/data-table/infinite-rows'
import { LazyDataTable } from '../../../ui/data-table/lazy-data-table'
import { Icon } from '../../../ui/icon'
import { WorkspacePanes } from '../../../ui/panes/workspace-panes'
import { showToast } from '../../../ui/toasts/toast-store'
import { type OutboxFilters, outboxListQuery, outboxTransportQuery, useOutboxAction } from '../api'
import { outboxCommands } from '../commands'
import { getOutboxRowId, outboxColumns } from '../outbox-columns'
import { outboxScreen } from '../outbox-screen'
import { OutboxDetail } from './outbox-detail'
import { OUTBOX_FILTERS_ID, OutboxFilterBar } from './outbox-filter-bar'

const FILTER_KEYS = ['status', 'motivation', 'msp', 'from', 'to'] as const

function filtersOf(params: URLSearchParams): OutboxFilters {
  const status = params.get('status')
  return {
    status: OUTBOX_STATUSES.includes(status as OutboxStatus) ? (status as OutboxStatus) : undefined,
    motivation: params.get('motivation') ?? undefined,
    mspId: Number(params.get('msp')) || undefined,
    from: params.get('from') ?? undefined,
    to: params.get('to') ?? undefined,
  }
}

/**
 * The Outbox (issue 19 §3): every message of the client, newest first, with its status;
 * filters in the address, the rendered message in the detail pane, retry and cancel.
 */
export function OutboxPage() {
  const { t, i18n } = useTranslation()
  const [params, setParams] = useSearchParams()
  const filters = useMemo(() => filtersOf(params), [params])
  // Focus and the open pane stay out of the address: j/k would otherwise navigate per key.
  const [focusedId, setFocusedId] = useState<string | null>(null)
  const [detailOpen, setDetailOpen] = useState(false)
  const query = useInfiniteQuery(outboxListQuery(filters))
  const transport = useQuery(outboxTransportQuery).data?.transport
  const action = useOutboxAction()
  useRegisterCommands(outboxCommands)

  const { rows, total, onEndReached } = useInfiniteRows(query)
  const focused = rows.find((row) => getOutboxRowId(row) === focusedId) ?? null
  const columns = useMemo(() => outboxColumns(t, i18n.language), [t, i18n.language])

  const setFilters = (next: OutboxFilters) =>
    setParams(
      () => {
        const p = new URLSearchParams()
        if (next.status) p.set('status', next.status)
        if (next.motivation) p.set('motivation', next.motivation)
        if (next.mspId) p.set('msp', String(next.mspId))
        if (next.from) p.set('from', next.from)
        if (next.to) p.set('to', next.to)
        return p
      },
      { replace: true },
    )

  const run = (row: OutboxRow, kind: 'retry' | 'cancel') =>
    action.mutate(
      { id: row.id, action: kind },
      {
        onSuccess: () =>
          showToast('success', t(`msp.v2.outbox.done.${kind}`, { to: row.to ?? row.talent?.name ?? '' })),
        onError: (error) => showToast('error', errorText(error, translateIfKnown)),
      },
    )
  const live = useRef({ focused, params })
  live.current = { focused, params }
  useEffect(() => {
    const screen = {
      focused: () => live.current.focused,
      retry: (row: OutboxRow) => run(row, 'retry'),
      cancel: (row: OutboxRow) => run(row, 'cancel'),
      focusFilters: () => document.getElementById(OUTBOX_FILTERS_ID)?.focus(),
      clearFilters: () => setFilters({}),
      hasFilters: () => FILTER_KEYS.some((k) => live.current.params.has(k)),
    }
    return outboxScreen.publish(screen)
  })

  return (
    <Flex direction="column" className="workspace-screen">
      <title>{t('msp.v2.app.page.title', { page: t('msp.v2.outbox.title') })}</title>
      <Flex align="center" justify="between" px="3" pt="3" gap="3" flexShrink="0" wrap="wrap">
        <Heading as="h1" size="5">
          {t('msp.v2.outbox.title')}
        </Heading>
        <Text size="2" color="gray" role="status">
          {t('msp.v2.outbox.count', { count: total })}
        </Text>
      </Flex>
      {transport === 'outbox' ? (
        <Callout.Root size="1" mx="3" mt="2" color="blue" highContrast data-testid="outbox-transport">
          <Callout.Icon>
            <Icon name="info" />
          </Callout.Icon>
          <Callout.Text>{t('msp.v2.outbox.transport.outbox')}</Callout.Text>
        </Callout.Root>
      ) : null}
      <OutboxFilterBar filters={filters} onChange={setFilters} />
      {query.isError ? (
        <Text size="2" color="red" mx="3">
          {errorText(query.error, translateIfKnown)}
        </Text>
      ) : null}
      <div className="workspace-screen-body">
        <WorkspacePanes
          storageId="outbox"
          listLabel={t('msp.v2.outbox.list')}
          detailLabel={t('msp.v2.outbox.detail')}
          onCloseDetail={() => setDetailOpen(false)}
          list={
            <LazyDataTable
              label={t('msp.v2.outbox.table')}
              columns={columns}
              rows={rows}
              getRowId={getOutboxRowId}
              totalCount={total}
              loading={query.isPending}
              loadingMore={query.isFetchingNextPage}
              onEndReached={onEndReached}
              emptyText={t('msp.v2.outbox.empty')}
              manualSorting
              focusedId={focusedId}
              onFocusChange={setFocusedId}
              onOpen={(row) => {
                setFocusedId(getOutboxRowId(row))
                setDetailOpen(true)
              }}
              selectionKind="email"
            />
          }
          detail={
            detailOpen && focused ? (
              <OutboxDetail
                row={focused}
                onRetry={(row) => run(row, 'retry')}
                onCancel={(row) => run(row, 'cancel')}
              />
            ) : null
          }
        />
      </div>
    </Flex>
  )
}
