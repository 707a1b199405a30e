import { Badge, Flex, Heading, Table, Text } from '@radix-ui/themes'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { poolInvitationsQuery, poolProjectsQuery } from '../api'

/** Projects the pool is published to (§7 pool projects) and its members' invitations, opened or not. */
export function PoolProjects({ poolId }: { poolId: number }) {
  const { t, i18n } = useTranslation()
  const projects = useQuery(poolProjectsQuery(poolId))
  const invitations = useQuery(poolInvitationsQuery(poolId, false))
  const rows = projects.data?.results ?? []
  const invited = invitations.data?.results ?? []
  return (
    <Flex direction="column" gap="3">
      <Heading as="h2" size="4">
        {t('msp.v2.pools.projects.title')}
      </Heading>
      {projects.isPending ? null : rows.length === 0 ? (
        <Text color="gray">{t('msp.v2.pools.projects.none')}</Text>
      ) : (
        <Table.Root variant="surface" aria-label={t('msp.v2.pools.projects.title')}>
          <Table.Body>
            {rows.map((p) => (
              <Table.Row key={p.id}>
                <Table.RowHeaderCell>
                  <Link to={`/project/${p.id}`}>{p.title}</Link>
                </Table.RowHeaderCell>
                <Table.Cell>{p.legalEntityName}</Table.Cell>
                <Table.Cell>
                  {t('msp.v2.pools.projects.invitations', { count: p.invitations, open: p.openInvitations })}
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      )}
      {invited.length > 0 ? (
        <>
          <Heading as="h3" size="3">
            {t('msp.v2.pools.invitations.title')}
          </Heading>
          <Table.Root variant="surface" aria-label={t('msp.v2.pools.invitations.title')}>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeaderCell>{t('msp.v2.pools.invitations.talent')}</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>{t('msp.v2.pools.invitations.project')}</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>{t('msp.v2.pools.invitations.when')}</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>{t('msp.v2.pools.invitations.state')}</Table.ColumnHeaderCell>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {invited.map((inv) => (
                <Table.Row key={inv.id}>
                  <Table.RowHeaderCell>
                    <Link to={`/talent/${inv.talent.id}`}>
                      {inv.talent.firstName} {inv.talent.lastName}
                    </Link>
                  </Table.RowHeaderCell>
                  <Table.Cell>{inv.project.title}</Table.Cell>
                  <Table.Cell>
                    {new Date(inv.createdAt).toLocaleDateString(i18n.language)}
                    {inv.invitedBy ? ` · ${inv.invitedBy.firstName} ${inv.invitedBy.lastName}` : ''}
                  </Table.Cell>
                  <Table.Cell>
                    <Badge color={inv.openedAt ? 'green' : 'gray'}>
                      {inv.openedAt
                        ? t('msp.v2.pools.invitations.opened')
                        : t('msp.v2.pools.invitations.unopened')}
                    </Badge>
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </>
      ) : null}
    </Flex>
  )
}
