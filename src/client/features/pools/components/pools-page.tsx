import { Button, Flex, Heading, Select, Text, TextField } from '@radix-ui/themes'
import { useQuery } from '@tanstack/react-query'
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation, useNavigate } from 'react-router'
import type { PoolRow } from '../../../../shared/contracts/pools'
import { hasPermission } from '../../../../shared/domain/permissions'
import { currentUserQuery } from '../../../api/session'
import { errorText } from '../../../app/api-error'
import { translateIfKnown } from '../../../i18n/i18n'
import { LazyDataTable } from '../../../ui/data-table/lazy-data-table'
import { showToast } from '../../../ui/toasts/toast-store'
import { createPool, poolCategoriesQuery, poolListQuery } from '../api'
import { getPoolRowId, poolColumns } from '../pool-columns'

const NO_ROWS: PoolRow[] = []

/**
 * /pools (issue 22 §1): every pool of the client in the virtualized data table, with its
 * category, public or private, members per status, the pending count and the projects it is
 * published to; search by name, filters for pending, visibility and category. Enter opens.
 */
export function PoolsPage() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const [query, setQuery] = useState('')
  // ?pending=1: "Needs attention" on the dashboard opens the pools with pending members.
  const location = useLocation()
  const [pending, setPending] = useState(() => new URLSearchParams(location.search).get('pending') === '1')
  const [name, setName] = useState('')
  const [visibility, setVisibility] = useState<'all' | 'public' | 'private'>('all')
  const [categoryId, setCategoryId] = useState<string>('all')
  const [focusedId, setFocusedId] = useState<string | null>(null)
  const categories = useQuery(poolCategoriesQuery).data?.results ?? []
  const list = useQuery(
    poolListQuery({
      query,
      pending: pending || undefined,
      visibility: visibility === 'all' ? undefined : visibility,
      categoryId: categoryId === 'all' ? undefined : Number(categoryId),
      size: 999,
    }),
  )
  const columns = useMemo(() => poolColumns(t), [t])
  const canManage = hasPermission(useQuery(currentUserQuery).data?.permissions ?? [], 'POOL_MANAGE')

  const create = async () => {
    if (!name.trim()) return
    try {
      const pool = await createPool.run(name.trim())
      setName('')
      navigate(`/pool/${pool.id}`)
    } catch (error) {
      showToast('error', errorText(error, translateIfKnown))
    }
  }

  return (
    <Flex direction="column" gap="4" p="5">
      <Heading as="h1" size="6">
        {t('msp.v2.pools.title')}
      </Heading>
      <Flex gap="3" align="center" wrap="wrap">
        <TextField.Root
          aria-label={t('msp.v2.pools.search')}
          placeholder={t('msp.v2.pools.search')}
          value={query}
          onChange={(e) => setQuery(e.target.value)}
        />
        <Button
          variant={pending ? 'solid' : 'soft'}
          onClick={() => setPending((p) => !p)}
          aria-pressed={pending}
        >
          {t('msp.v2.pools.filter.pending')}
        </Button>
        <Select.Root value={visibility} onValueChange={(v) => setVisibility(v as typeof visibility)}>
          <Select.Trigger aria-label={t('msp.v2.pools.column.visibility')} />
          <Select.Content>
            <Select.Item value="all">{t('msp.v2.pools.filter.visibility.all')}</Select.Item>
            <Select.Item value="public">{t('msp.v2.pools.visibility.public')}</Select.Item>
            <Select.Item value="private">{t('msp.v2.pools.visibility.private')}</Select.Item>
          </Select.Content>
        </Select.Root>
        {categories.length > 0 ? (
          <Select.Root value={categoryId} onValueChange={setCategoryId}>
            <Select.Trigger aria-label={t('msp.v2.pools.column.category')} />
            <Select.Content>
              <Select.Item value="all">{t('msp.v2.pools.filter.category.all')}</Select.Item>
              {categories.map((c) => (
                <Select.Item key={c.id} value={String(c.id)}>
                  {c.name}
                </Select.Item>
              ))}
            </Select.Content>
          </Select.Root>
        ) : null}
        {canManage ? (
          <form
            onSubmit={(e) => {
              e.preventDefault()
              void create()
            }}
          >
            <Flex gap="2">
              <TextField.Root
                aria-label={t('msp.v2.pools.new.name')}
                placeholder={t('msp.v2.pools.new.name')}
                value={name}
                onChange={(e) => setName(e.target.value)}
              />
              <Button type="submit" disabled={!name.trim()}>
                {t('msp.v2.pools.new.create')}
              </Button>
            </Flex>
          </form>
        ) : null}
      </Flex>
      {list.isError ? (
        <Text color="red">{errorText(list.error, translateIfKnown)}</Text>
      ) : (
        <Text size="2" color="gray">
          {t('msp.v2.pools.count', { count: list.data?.totalResults ?? 0 })}
        </Text>
      )}
      <div style={{ height: 'calc(100vh - 260px)', minHeight: 320 }}>
        <LazyDataTable
          label={t('msp.v2.pools.title')}
          columns={columns}
          rows={list.data?.results ?? NO_ROWS}
          getRowId={getPoolRowId}
          totalCount={list.data?.totalResults}
          loading={list.isPending}
          emptyText={t('msp.v2.pools.empty')}
          manualSorting
          focusedId={focusedId}
          onFocusChange={setFocusedId}
          onOpen={(row) => void navigate(`/pool/${row.id}`)}
          selectionKind="pool"
          autoFocusFirstRow={false}
        />
      </div>
    </Flex>
  )
}
