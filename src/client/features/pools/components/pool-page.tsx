import { Badge, Checkbox, Flex, Heading, Table, Text } from '@radix-ui/themes'
import { useQuery } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useParams } from 'react-router'
import type { MemberRow } from '../../../../shared/contracts/pools'
import { hasPermission } from '../../../../shared/domain/permissions'
import { currentUserQuery } from '../../../api/session'
import { errorText } from '../../../app/api-error'
import { useRegisterCommands } from '../../../commands/use-register-commands'
import { translateIfKnown } from '../../../i18n/i18n'
import { PageSpinner } from '../../../ui/page-spinner'
import { showToast } from '../../../ui/toasts/toast-store'
import { changeMemberships, poolMembersQuery, poolQuery } from '../api'
import { poolPageCommands } from '../commands'
import { registerPoolPage } from '../pool-controller'

/**
 * /pool/:id (issue 22 §1): the pool's pending members first and apart, then its members.
 * j / k move through the pending members, x selects, a accepts and d denies the selection
 * (or the member in focus); above 50 the server runs it as a background task.
 */
export function PoolPage() {
  const { t, i18n } = useTranslation()
  const id = Number(useParams().id)
  const pool = useQuery(poolQuery(id))
  const pending = useQuery(poolMembersQuery(id, 'PENDING'))
  const accepted = useQuery(poolMembersQuery(id, 'ACCEPTED'))
  const canManage = hasPermission(useQuery(currentUserQuery).data?.permissions ?? [], 'POOL_MANAGE')
  const [checked, setChecked] = useState<Set<number>>(new Set())
  const [focused, setFocused] = useState(0)
  const rows = pending.data?.results ?? []
  const live = useRef({ rows, checked, focused, canManage })
  live.current = { rows, checked, focused, canManage }

  useRegisterCommands(poolPageCommands)
  useEffect(
    () =>
      registerPoolPage({
        canManage: () => live.current.canManage,
        targets: () => {
          const { rows, checked, focused } = live.current
          if (checked.size > 0) return [...checked]
          return rows[focused] ? [rows[focused].id] : []
        },
        move: (delta) => setFocused((f) => Math.max(0, Math.min(live.current.rows.length - 1, f + delta))),
        toggleFocused: () => {
          const row = live.current.rows[live.current.focused]
          if (!row) return
          setChecked((c) => {
            const next = new Set(c)
            if (next.has(row.id)) next.delete(row.id)
            else next.add(row.id)
            return next
          })
        },
        change: async (action) => {
          const { rows, checked, focused } = live.current
          const ids = checked.size > 0 ? [...checked] : rows[focused] ? [rows[focused].id] : []
          if (ids.length === 0) return
          try {
            const result = await changeMemberships.run({ action, ids })
            if (result.mode === 'task')
              showToast('success', t('msp.v2.pools.bulk.task', { count: result.task.count.total }))
            else {
              if (result.succeededIds.length > 0)
                showToast('success', t(`msp.v2.pools.done.${action}`, { count: result.succeededIds.length }))
              if (result.failures.length > 0)
                showToast('error', t('msp.v2.pools.failed', { count: result.failures.length }))
            }
            setChecked(new Set())
            setFocused(0)
          } catch (error) {
            showToast('error', errorText(error, translateIfKnown))
          }
        },
      }),
    [t],
  )

  if (pool.isPending) return <PageSpinner />
  if (pool.isError) return <Text color="red">{errorText(pool.error, translateIfKnown)}</Text>
  const date = (iso: string) => new Date(iso).toLocaleDateString(i18n.language)
  const name = (m: MemberRow) => `${m.talent.firstName} ${m.talent.lastName}`

  return (
    <Flex direction="column" gap="4" p="5">
      <Text size="2">
        <Link to="/pools">{t('msp.v2.pools.title')}</Link>
      </Text>
      <Heading as="h1" size="6">
        {pool.data.name}
      </Heading>
      <Flex gap="3" wrap="wrap">
        <Badge color="amber">{t('msp.v2.pools.status.PENDING', { count: pool.data.counts.PENDING })}</Badge>
        <Badge color="green">{t('msp.v2.pools.status.ACCEPTED', { count: pool.data.counts.ACCEPTED })}</Badge>
        <Badge color="gray">
          {t('msp.v2.pools.status.ARCHIVED_ACCEPTED', { count: pool.data.counts.ARCHIVED_ACCEPTED })}
        </Badge>
        <Badge color="red">{t('msp.v2.pools.status.REJECTED', { count: pool.data.counts.REJECTED })}</Badge>
      </Flex>

      <Heading as="h2" size="4">
        {t('msp.v2.pools.pending.title')}
      </Heading>
      {canManage && rows.length > 0 ? (
        <Text size="2" color="gray">
          {t('msp.v2.pools.pending.keys')}
        </Text>
      ) : null}
      {pending.isPending ? (
        <PageSpinner />
      ) : rows.length === 0 ? (
        <Text color="gray">{t('msp.v2.pools.pending.none')}</Text>
      ) : (
        <Table.Root variant="surface" aria-label={t('msp.v2.pools.pending.title')}>
          <Table.Body>
            {rows.map((m, i) => (
              <Table.Row
                key={m.id}
                aria-selected={checked.has(m.id)}
                data-focused={i === focused || undefined}
                style={i === focused ? { outline: '2px solid var(--accent-8)' } : undefined}
                onClick={() => setFocused(i)}
              >
                <Table.Cell width="40px">
                  <Checkbox
                    aria-label={name(m)}
                    checked={checked.has(m.id)}
                    onCheckedChange={() => {
                      setFocused(i)
                      setChecked((c) => {
                        const next = new Set(c)
                        if (next.has(m.id)) next.delete(m.id)
                        else next.add(m.id)
                        return next
                      })
                    }}
                  />
                </Table.Cell>
                <Table.RowHeaderCell>
                  <Link to={`/talent/${m.talent.id}`}>{name(m)}</Link>
                </Table.RowHeaderCell>
                <Table.Cell>{m.talent.title ?? ''}</Table.Cell>
                <Table.Cell>{date(m.createdAt)}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      )}

      <Heading as="h2" size="4">
        {t('msp.v2.pools.members.title')}
      </Heading>
      {accepted.isPending ? (
        <PageSpinner />
      ) : (accepted.data?.results.length ?? 0) === 0 ? (
        <Text color="gray">{t('msp.v2.pools.members.none')}</Text>
      ) : (
        <Table.Root variant="surface" aria-label={t('msp.v2.pools.members.title')}>
          <Table.Body>
            {accepted.data?.results.map((m) => (
              <Table.Row key={m.id}>
                <Table.RowHeaderCell>
                  <Link to={`/talent/${m.talent.id}`}>{name(m)}</Link>
                </Table.RowHeaderCell>
                <Table.Cell>{m.talent.title ?? ''}</Table.Cell>
                <Table.Cell>{date(m.updatedAt)}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      )}
    </Flex>
  )
}
