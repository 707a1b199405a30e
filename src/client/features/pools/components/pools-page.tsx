import { Badge, Button, Flex, Heading, Table, Text, TextField } from '@radix-ui/themes'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate } from 'react-router'
import { hasPermission } from '../../../../shared/domain/permissions'
import { currentUserQuery } from '../../../api/session'
import { errorText } from '../../../app/api-error'
import { translateIfKnown } from '../../../i18n/i18n'
import { PageSpinner } from '../../../ui/page-spinner'
import { showToast } from '../../../ui/toasts/toast-store'
import { createPool, poolListQuery } from '../api'

/**
 * /pools (issue 22 §1): every pool of the client with its members per status, the pending
 * count and the projects it is published to; search by name, only those with pending members.
 */
export function PoolsPage() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const [query, setQuery] = useState('')
  const [pending, setPending] = useState(false)
  const [name, setName] = useState('')
  const list = useQuery(poolListQuery({ query, pending: pending || undefined, size: 999 }))
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
      {list.isPending ? (
        <PageSpinner />
      ) : list.isError ? (
        <Text color="red">{errorText(list.error, translateIfKnown)}</Text>
      ) : (
        <>
          <Text size="2" color="gray">
            {t('msp.v2.pools.count', { count: list.data.totalResults })}
          </Text>
          <Table.Root variant="surface">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeaderCell>{t('msp.v2.pools.column.name')}</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>{t('msp.v2.pools.column.category')}</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>{t('msp.v2.pools.column.visibility')}</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>{t('msp.v2.pools.column.members')}</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>{t('msp.v2.pools.column.pending')}</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>{t('msp.v2.pools.column.projects')}</Table.ColumnHeaderCell>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {list.data.results.map((pool) => (
                <Table.Row key={pool.id}>
                  <Table.RowHeaderCell>
                    <Link to={`/pool/${pool.id}`}>{pool.name}</Link>
                  </Table.RowHeaderCell>
                  <Table.Cell>{pool.category?.name ?? ''}</Table.Cell>
                  <Table.Cell>
                    {pool.ready4Public
                      ? t('msp.v2.pools.visibility.public')
                      : t('msp.v2.pools.visibility.private')}
                  </Table.Cell>
                  <Table.Cell>{pool.counts.ACCEPTED}</Table.Cell>
                  <Table.Cell>
                    {pool.counts.PENDING > 0 ? <Badge color="amber">{pool.counts.PENDING}</Badge> : 0}
                  </Table.Cell>
                  <Table.Cell>{pool.projects}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </>
      )}
    </Flex>
  )
}
