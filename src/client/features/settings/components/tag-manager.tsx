import { AlertDialog, Button, Card, Flex, Heading, Select, Text, TextField } from '@radix-ui/themes'
import '../tags.css'
import { useQuery } from '@tanstack/react-query'
import { getDefaultStore } from 'jotai'
import { type FocusEvent, useMemo, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Tag } from '../../../../shared/contracts/tags'
import { currentUserQuery } from '../../../api/session'
import { toApiError } from '../../../app/api-error'
import { focusedPaneAtom } from '../../../commands/command-context'
import { ShortcutKeys } from '../../../commands/shortcut-keys'
import { useRegisterCommands } from '../../../commands/use-register-commands'
import { translateIfKnown } from '../../../i18n/i18n'
import { tagListQuery, useTagMutation } from '../api/tags'
import { TAG_MANAGER_SCOPE, tagManagerCommands, tagManagerController } from '../tag-commands'

export type TagManagerProps = {
  /** Whether the user may create, rename, merge and delete; by default the manage-tags permission (§6). */
  canManage?: boolean
}

type Editing = { kind: 'create' } | { kind: 'rename' | 'merge' | 'delete'; tag: Tag }

/**
 * Settings → Workflow → tags (§7 Tags): the client's tags (size 999), filtered as you type;
 * ↑/↓ (j/k) move, n creates, e renames, m merges into another tag, Delete deletes.
 */
export function TagManager(props: TagManagerProps) {
  const { t } = useTranslation()
  const user = useQuery(currentUserQuery).data
  const canManage = props.canManage ?? user?.permissions.includes('TAGS_MANAGE') === true
  const { data, isPending } = useQuery(tagListQuery)
  const [filter, setFilter] = useState('')
  const [active, setActive] = useState(0)
  const [editing, setEditing] = useState<Editing | null>(null)
  const listRef = useRef<HTMLUListElement>(null)
  const tags = (data?.results ?? []).filter((tag) =>
    tag.value.toLowerCase().includes(filter.trim().toLowerCase()),
  )
  const current = Math.min(active, Math.max(tags.length - 1, 0))
  useRegisterCommands(tagManagerCommands)

  const live = useRef({ tags, current })
  live.current = { tags, current }
  const actions = useMemo(() => {
    const row = () => live.current.tags[live.current.current]
    const withRow = (kind: 'rename' | 'merge' | 'delete') => () => {
      const tag = row()
      if (tag) setEditing({ kind, tag })
    }
    return {
      canManage,
      hasRow: () => row() !== undefined,
      create: () => setEditing({ kind: 'create' }),
      rename: withRow('rename'),
      merge: withRow('merge'),
      remove: withRow('delete'),
    }
  }, [canManage])
  tagManagerController.usePublish(actions)

  const focusRow = (index: number) => {
    setActive(index)
    requestAnimationFrame(() => listRef.current?.querySelector<HTMLElement>(`[data-row="${index}"]`)?.focus())
  }
  const store = getDefaultStore()
  const onFocus = () => store.set(focusedPaneAtom, TAG_MANAGER_SCOPE)
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (event.relatedTarget && event.currentTarget.contains(event.relatedTarget as Node)) return
    if (store.get(focusedPaneAtom) === TAG_MANAGER_SCOPE) store.set(focusedPaneAtom, null)
  }

  return (
    <Card size="3" id="settings-tags">
      <Flex direction="column" gap="3" onFocus={onFocus} onBlur={onBlur}>
        <Heading as="h3" size="4">
          {t('msp.v2.tags.title')}
        </Heading>
        <TextField.Root
          aria-label={t('msp.v2.tags.filter')}
          placeholder={t('msp.v2.tags.filter')}
          value={filter}
          onChange={(e) => {
            setFilter(e.target.value)
            setActive(0)
          }}
          onKeyDown={(e) => {
            if (e.key === 'ArrowDown' && tags.length > 0) {
              e.preventDefault()
              focusRow(0)
            }
          }}
        />
        {tags.length === 0 ? (
          <Text size="2" color="gray">
            {t(isPending ? 'msp.v2.tags.loading' : 'msp.v2.tags.empty')}
          </Text>
        ) : (
          <ul ref={listRef} className="plain-list tag-manager-list" aria-label={t('msp.v2.tags.title')}>
            {tags.map((tag, index) => (
              <li
                key={tag.id}
                data-row={index}
                tabIndex={index === current ? 0 : -1}
                className="tag-manager-row"
                onFocus={(e) => e.target === e.currentTarget && setActive(index)}
                onKeyDown={(e) => {
                  const move = { ArrowDown: 1, j: 1, ArrowUp: -1, k: -1 }[e.key]
                  if (move === undefined || e.altKey || e.ctrlKey || e.metaKey) return
                  e.preventDefault()
                  focusRow(Math.max(0, Math.min(tags.length - 1, index + move)))
                }}
              >
                <Text size="2">{tag.value}</Text>
              </li>
            ))}
          </ul>
        )}
        {canManage ? (
          <Flex gap="2" wrap="wrap">
            <Button type="button" variant="soft" onClick={actions.create}>
              {t('msp.v2.tags.command.create')}
              <ShortcutKeys shortcut="n" />
            </Button>
          </Flex>
        ) : null}
      </Flex>
      {editing ? (
        <TagChangeDialog
          editing={editing}
          tags={data?.results ?? []}
          onClose={() => {
            setEditing(null)
            focusRow(Math.min(current, Math.max(tags.length - 2, 0)))
          }}
        />
      ) : null}
    </Card>
  )
}

function TagChangeDialog({ editing, tags, onClose }: { editing: Editing; tags: Tag[]; onClose: () => void }) {
  const { t } = useTranslation()
  const mutation = useTagMutation()
  const [value, setValue] = useState(editing.kind === 'rename' ? editing.tag.value : '')
  const [target, setTarget] = useState('')
  const title = t(`msp.v2.tags.command.${editing.kind}`)
  const submit = () => {
    if (mutation.isPending) return
    const change =
      editing.kind === 'create'
        ? { kind: 'create' as const, value: value.trim() }
        : editing.kind === 'rename'
          ? { kind: 'rename' as const, id: editing.tag.id, value: value.trim() }
          : editing.kind === 'merge'
            ? { kind: 'merge' as const, sourceIds: [editing.tag.id], targetId: Number(target) }
            : { kind: 'delete' as const, ids: [editing.tag.id] }
    mutation.mutate(change, { onSuccess: onClose })
  }
  const errorKey = mutation.error ? (toApiError(mutation.error).error ?? '') : ''
  return (
    <AlertDialog.Root open onOpenChange={(open) => !open && onClose()}>
      <AlertDialog.Content maxWidth="440px">
        <AlertDialog.Title>{title}</AlertDialog.Title>
        <form
          onSubmit={(e) => {
            e.preventDefault()
            submit()
          }}
        >
          {editing.kind === 'create' || editing.kind === 'rename' ? (
            <TextField.Root
              autoFocus
              aria-label={t('msp.v2.tags.name')}
              value={value}
              onChange={(e) => setValue(e.target.value)}
            />
          ) : null}
          {editing.kind === 'merge' ? (
            <Flex direction="column" gap="2">
              <Text size="2">{t('msp.v2.tags.merge.body', { tag: editing.tag.value })}</Text>
              <Select.Root value={target} onValueChange={setTarget}>
                <Select.Trigger
                  aria-label={t('msp.v2.tags.merge.target')}
                  placeholder={t('msp.v2.tags.merge.target')}
                />
                <Select.Content>
                  {tags
                    .filter((tag) => tag.id !== editing.tag.id)
                    .map((tag) => (
                      <Select.Item key={tag.id} value={String(tag.id)}>
                        {tag.value}
                      </Select.Item>
                    ))}
                </Select.Content>
              </Select.Root>
            </Flex>
          ) : null}
          {editing.kind === 'delete' ? (
            <Text size="2">{t('msp.v2.tags.delete.body', { tag: editing.tag.value })}</Text>
          ) : null}
          {errorKey || mutation.error ? (
            <Text as="p" color="red" size="2" role="alert" mt="2">
              {translateIfKnown(errorKey) ?? t('msp.v2.message.generic.error')}
            </Text>
          ) : null}
          <Flex gap="3" mt="4" justify="end">
            <AlertDialog.Cancel>
              <Button type="button" variant="soft" color="gray">
                {t('msp.v2.tags.cancel')}
              </Button>
            </AlertDialog.Cancel>
            <Button
              type="submit"
              color={editing.kind === 'delete' ? 'red' : undefined}
              autoFocus={editing.kind === 'delete'}
              disabled={editing.kind === 'merge' && !target}
              loading={mutation.isPending}
            >
              {t('msp.v2.tags.confirm')}
            </Button>
          </Flex>
        </form>
      </AlertDialog.Content>
    </AlertDialog.Root>
  )
}
