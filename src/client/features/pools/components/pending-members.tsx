import { Checkbox, Table, Text } from '@radix-ui/themes'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import type { MemberRow } from '../../../../shared/contracts/pools'

export const memberName = (m: MemberRow) => `${m.talent.firstName} ${m.talent.lastName}`

/** The pending members (§2: listed first and apart): focus with j / k, tick with x or the box. */
export function PendingMembers({
  rows,
  checked,
  focused,
  onFocus,
  onToggle,
}: {
  rows: MemberRow[]
  checked: ReadonlySet<number>
  focused: number
  onFocus: (index: number) => void
  onToggle: (id: number) => void
}) {
  const { t, i18n } = useTranslation()
  if (rows.length === 0) return <Text color="gray">{t('msp.v2.pools.pending.none')}</Text>
  return (
    <Table.Root variant="surface" aria-label={t('msp.v2.pools.pending.title')}>
      <Table.Body>
        {rows.map((m, i) => (
          <Table.Row
            key={m.id}
            aria-selected={checked.has(m.id)}
            data-focused={i === focused || undefined}
            style={i === focused ? { outline: '2px solid var(--accent-8)' } : undefined}
            onClick={() => onFocus(i)}
          >
            <Table.Cell width="40px">
              <Checkbox
                aria-label={memberName(m)}
                checked={checked.has(m.id)}
                onCheckedChange={() => {
                  onFocus(i)
                  onToggle(m.id)
                }}
              />
            </Table.Cell>
            <Table.RowHeaderCell>
              <Link to={`/talent/${m.talent.id}`}>{memberName(m)}</Link>
            </Table.RowHeaderCell>
            <Table.Cell>{m.talent.title ?? ''}</Table.Cell>
            <Table.Cell>{new Date(m.createdAt).toLocaleDateString(i18n.language)}</Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  )
}

/** The accepted members (tick them to email, archive or remove them), or the archived ones (to restore). */
export function AcceptedMembers({
  rows,
  checked,
  onToggle,
  archived = false,
}: {
  rows: MemberRow[]
  checked: ReadonlySet<number>
  onToggle: (id: number) => void
  archived?: boolean
}) {
  const { t, i18n } = useTranslation()
  const list = archived ? 'archived' : 'members'
  if (rows.length === 0) return <Text color="gray">{t(`msp.v2.pools.${list}.none`)}</Text>
  return (
    <Table.Root variant="surface" aria-label={t(`msp.v2.pools.${list}.title`)}>
      <Table.Body>
        {rows.map((m) => (
          <Table.Row key={m.id} aria-selected={checked.has(m.id)}>
            <Table.Cell width="40px">
              <Checkbox
                aria-label={memberName(m)}
                checked={checked.has(m.id)}
                onCheckedChange={() => onToggle(m.id)}
              />
            </Table.Cell>
            <Table.RowHeaderCell>
              <Link to={`/talent/${m.talent.id}`}>{memberName(m)}</Link>
            </Table.RowHeaderCell>
            <Table.Cell>{m.talent.title ?? ''}</Table.Cell>
            <Table.Cell>
              {t('msp.v2.pools.members.since', {
                date: new Date(m.updatedAt).toLocaleDateString(i18n.language),
              })}
            </Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  )
}
