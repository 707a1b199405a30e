import { Badge, Flex, Heading, Text } from '@radix-ui/themes'
import { useQuery } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useParams } from 'react-router'
import { hasPermission } from '../../../../shared/domain/permissions'
import { currentUserQuery } from '../../../api/session'
import { errorText } from '../../../app/api-error'
import { CommandButton } from '../../../commands/command-button'
import { heldEmailsText, requestCompose } from '../../../commands/email-requests'
import { useRegisterCommands } from '../../../commands/use-register-commands'
import { translateIfKnown } from '../../../i18n/i18n'
import { PageSpinner } from '../../../ui/page-spinner'
import { showToast } from '../../../ui/toasts/toast-store'
import { archiveMembers, changeMemberships, poolMembersQuery, poolQuery, poolTalents } from '../api'
import { poolPageCommands } from '../commands'
import { type PoolDialog, registerPoolPage } from '../pool-controller'
import { AcceptedMembers, PendingMembers } from './pending-members'
import { PoolDialogs } from './pool-dialogs'
import { PoolProjects } from './pool-projects'

const toggled = (set: ReadonlySet<number>, id: number) => {
  const next = new Set(set)
  if (next.has(id)) next.delete(id)
  else next.add(id)
  return next
}

/**
 * /pool/:id (issue 22 §1): the pool's pending members first and apart, then its members and
 * the projects it is published to. j / k move through the pending members, x selects, a
 * accepts, d denies with the pool-rejection email (shift+d without); e emails the pool or the
 * ticked members, p publishes the pool to a project, n adds talents, r renames.
 */
export function PoolPage() {
  const { t } = useTranslation()
  const id = Number(useParams().id)
  const pool = useQuery(poolQuery(id))
  const pending = useQuery(poolMembersQuery(id, 'PENDING'))
  const accepted = useQuery(poolMembersQuery(id, 'ACCEPTED'))
  const archived = useQuery(poolMembersQuery(id, 'ARCHIVED_ACCEPTED'))
  const permissions = useQuery(currentUserQuery).data?.permissions ?? []
  const [checked, setChecked] = useState<Set<number>>(new Set())
  const [checkedMembers, setCheckedMembers] = useState<Set<number>>(new Set())
  const [checkedArchived, setCheckedArchived] = useState<Set<number>>(new Set())
  const [focused, setFocused] = useState(0)
  const [dialog, setDialog] = useState<PoolDialog | null>(null)
  const rows = pending.data?.results ?? []
  const members = accepted.data?.results ?? []
  const archivedRows = archived.data?.results ?? []
  const state = {
    rows,
    members,
    archivedRows,
    checked,
    checkedMembers,
    checkedArchived,
    focused,
    permissions,
  }
  const live = useRef({ ...state, pool: pool.data })
  live.current = { ...state, pool: pool.data }

  useRegisterCommands(poolPageCommands)
  useEffect(
    () =>
      registerPoolPage({
        can: (permission) => hasPermission(live.current.permissions, permission),
        targets: () => {
          const { rows, checked, focused } = live.current
          if (checked.size > 0) return [...checked]
          return rows[focused] ? [rows[focused].id] : []
        },
        memberTargets: () => [...live.current.checkedMembers],
        archivedTargets: () => [...live.current.checkedArchived],
        hasMembers: () => (live.current.pool?.counts.ACCEPTED ?? 0) > 0,
        move: (delta) => setFocused((f) => Math.max(0, Math.min(live.current.rows.length - 1, f + delta))),
        toggleFocused: () => {
          const row = live.current.rows[live.current.focused]
          if (row) setChecked((c) => toggled(c, row.id))
        },
        change: async (action, email) => {
          const { rows, checked, focused } = live.current
          const ids = checked.size > 0 ? [...checked] : rows[focused] ? [rows[focused].id] : []
          if (ids.length === 0) return
          try {
            const result = await changeMemberships.run({ action, ids, email })
            if (result.mode === 'task')
              showToast('success', t('msp.v2.pools.bulk.task', { count: result.task.count.total }))
            else {
              if (result.succeededIds.length > 0) {
                const done = t(`msp.v2.pools.done.${action}`, { count: result.succeededIds.length })
                const mails = await heldEmailsText(result.emails)
                showToast('success', mails ? `${done}. ${mails}` : done)
              }
              if (result.failures.length > 0)
                showToast('error', t('msp.v2.pools.failed', { count: result.failures.length }))
            }
            setChecked(new Set())
            setFocused(0)
          } catch (error) {
            showToast('error', errorText(error, translateIfKnown))
          }
        },
        changeMembers: async (action) => {
          const { members, archivedRows, checkedMembers, checkedArchived, pool } = live.current
          const picked =
            action === 'restore'
              ? archivedRows.filter((m) => checkedArchived.has(m.id))
              : members.filter((m) => checkedMembers.has(m.id))
          if (!pool || picked.length === 0) return
          try {
            let done = picked.length
            let failed = 0
            if (action === 'remove')
              await poolTalents.run({
                action: 'remove',
                poolId: pool.id,
                talentIds: picked.map((m) => m.talent.id),
              })
            else {
              const result = await archiveMembers.run({ action, ids: picked.map((m) => m.id) })
              done = result.succeededIds.length
              failed = result.failures.length
            }
            if (done > 0) showToast('success', t(`msp.v2.pools.done.${action}`, { count: done }))
            if (failed > 0) showToast('error', t('msp.v2.pools.failed', { count: failed }))
            if (action === 'restore') setCheckedArchived(new Set())
            else setCheckedMembers(new Set())
          } catch (error) {
            showToast('error', errorText(error, translateIfKnown))
          }
        },
        email: () => {
          const { members, checkedMembers, pool } = live.current
          if (!pool) return
          const picked = members.filter((m) => checkedMembers.has(m.id))
          const shown = picked.length > 0 ? picked : members
          requestCompose({
            kind: 'talents',
            ids: shown.map((m) => m.talent.id),
            motivation: 'poolEmail',
            label: picked.length > 0 ? undefined : pool.name,
            pool: { id: pool.id, ...(picked.length > 0 ? { membershipIds: picked.map((m) => m.id) } : {}) },
          })
        },
        open: setDialog,
      }),
    [t],
  )

  if (pool.isPending) return <PageSpinner />
  if (pool.isError) return <Text color="red">{errorText(pool.error, translateIfKnown)}</Text>
  const canManage = hasPermission(permissions, 'POOL_MANAGE')

  return (
    <Flex direction="column" gap="4" p="5" maxWidth="1400px">
      <Text size="2">
        <Link to="/pools">{t('msp.v2.pools.title')}</Link>
      </Text>
      <Flex align="center" gap="3" wrap="wrap">
        <Heading as="h1" size="6">
          {pool.data.name}
        </Heading>
        <Badge color={pool.data.ready4Public ? 'blue' : 'gray'}>
          {t(`msp.v2.pools.visibility.${pool.data.ready4Public ? 'public' : 'private'}`)}
        </Badge>
        {pool.data.category ? <Badge color="gray">{pool.data.category.name}</Badge> : null}
      </Flex>
      <Flex gap="3" wrap="wrap">
        <Badge color="amber">{t('msp.v2.pools.status.PENDING', { count: pool.data.counts.PENDING })}</Badge>
        <Badge color="green">{t('msp.v2.pools.status.ACCEPTED', { count: pool.data.counts.ACCEPTED })}</Badge>
        <Badge color="gray">
          {t('msp.v2.pools.status.ARCHIVED_ACCEPTED', { count: pool.data.counts.ARCHIVED_ACCEPTED })}
        </Badge>
        <Badge color="red">{t('msp.v2.pools.status.REJECTED', { count: pool.data.counts.REJECTED })}</Badge>
      </Flex>
      <Flex gap="2" wrap="wrap" role="toolbar" aria-label={t('msp.v2.pools.actions')}>
        {['pool.email', 'pool.publish', 'pool.addTalents', 'pool.rename'].map((c) => (
          <CommandButton key={c} id={c} />
        ))}
        <CommandButton id="pool.delete" color="red" />
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
      ) : (
        <PendingMembers
          rows={rows}
          checked={checked}
          focused={focused}
          onFocus={setFocused}
          onToggle={(m) => setChecked((c) => toggled(c, m))}
        />
      )}

      <Flex align="center" gap="3" wrap="wrap">
        <Heading as="h2" size="4">
          {t('msp.v2.pools.members.title')}
        </Heading>
        {checkedMembers.size > 0 ? (
          <>
            <CommandButton id="pool.archive" />
            <CommandButton id="pool.removeMembers" color="red" />
          </>
        ) : null}
      </Flex>
      {accepted.isPending ? (
        <PageSpinner />
      ) : (
        <AcceptedMembers
          rows={members}
          checked={checkedMembers}
          onToggle={(m) => setCheckedMembers((c) => toggled(c, m))}
        />
      )}

      {archivedRows.length > 0 || checkedArchived.size > 0 ? (
        <>
          <Flex align="center" gap="3" wrap="wrap">
            <Heading as="h2" size="4">
              {t('msp.v2.pools.archived.title')}
            </Heading>
            {checkedArchived.size > 0 ? <CommandButton id="pool.restore" /> : null}
          </Flex>
          <AcceptedMembers
            archived
            rows={archivedRows}
            checked={checkedArchived}
            onToggle={(m) => setCheckedArchived((c) => toggled(c, m))}
          />
        </>
      ) : null}

      <PoolProjects poolId={id} />
      <PoolDialogs pool={pool.data} dialog={dialog} onClose={() => setDialog(null)} />
    </Flex>
  )
}
