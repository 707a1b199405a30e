import { AlertDialog, Button, Dialog, Flex, TextField } from '@radix-ui/themes'
import { useCallback, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import type { PoolDetail } from '../../../../shared/contracts/pools'
import { errorText } from '../../../app/api-error'
import { translateIfKnown } from '../../../i18n/i18n'
import { PickerList } from '../../../ui/picker-list'
import { showToast } from '../../../ui/toasts/toast-store'
import { deletePool, poolTalents, projectsByTitle, publishPool, renamePool, talentsByText } from '../api'
import type { PoolDialog } from '../pool-controller'

/** The pool page's dialogs: rename, delete (says how many members), publish to a project, add talents. */
export function PoolDialogs({
  pool,
  dialog,
  onClose,
}: {
  pool: PoolDetail
  dialog: PoolDialog | null
  onClose: () => void
}) {
  if (dialog === 'rename') return <RenameDialog pool={pool} onClose={onClose} />
  if (dialog === 'delete') return <DeleteDialog pool={pool} onClose={onClose} />
  if (dialog === 'publish') return <PublishDialog pool={pool} onClose={onClose} />
  if (dialog === 'add') return <AddTalentsDialog pool={pool} onClose={onClose} />
  return null
}

const fail = (error: unknown) => showToast('error', errorText(error, translateIfKnown))

function RenameDialog({ pool, onClose }: { pool: PoolDetail; onClose: () => void }) {
  const { t } = useTranslation()
  const [name, setName] = useState(pool.name)
  const [busy, setBusy] = useState(false)
  const submit = async () => {
    if (!name.trim() || busy) return
    setBusy(true)
    try {
      await renamePool.run({ pool, name: name.trim() })
      showToast('success', t('msp.v2.pools.renamed', { name: name.trim() }))
      onClose()
    } catch (error) {
      fail(error)
      setBusy(false)
    }
  }
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Content maxWidth="440px">
        <Dialog.Title>{t('msp.v2.pools.command.rename')}</Dialog.Title>
        <Dialog.Description size="2" color="gray">
          {t('msp.v2.pools.rename.hint')}
        </Dialog.Description>
        <form
          onSubmit={(e) => {
            e.preventDefault()
            void submit()
          }}
        >
          <TextField.Root
            mt="3"
            aria-label={t('msp.v2.pools.column.name')}
            value={name}
            maxLength={200}
            autoFocus
            onChange={(e) => setName(e.target.value)}
          />
          <Flex gap="3" mt="4" justify="end">
            <Dialog.Close>
              <Button type="button" variant="soft" color="gray">
                {t('msp.v2.pools.cancel')}
              </Button>
            </Dialog.Close>
            <Button type="submit" loading={busy} disabled={!name.trim()}>
              {t('msp.v2.pools.rename.save')}
            </Button>
          </Flex>
        </form>
      </Dialog.Content>
    </Dialog.Root>
  )
}

/** The members a delete counts (as DELETE pool/{id}?members= does): pending, accepted, archived. */
const memberCount = (pool: PoolDetail) =>
  pool.counts.ACCEPTED + pool.counts.PENDING + pool.counts.ARCHIVED_ACCEPTED

function DeleteDialog({ pool, onClose }: { pool: PoolDetail; onClose: () => void }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const members = memberCount(pool)
  const confirm = async () => {
    try {
      await deletePool.run({ id: pool.id, members })
      showToast('success', t('msp.v2.pools.deleted', { name: pool.name }))
      onClose()
      void navigate('/pools')
    } catch (error) {
      fail(error)
      onClose()
    }
  }
  return (
    <AlertDialog.Root open onOpenChange={(open) => !open && onClose()}>
      <AlertDialog.Content maxWidth="440px">
        <AlertDialog.Title>{t('msp.v2.pools.delete.title', { name: pool.name })}</AlertDialog.Title>
        <AlertDialog.Description size="2">
          {members > 0
            ? t('msp.v2.pools.delete.members', { count: members })
            : t('msp.v2.pools.delete.empty')}
        </AlertDialog.Description>
        <Flex gap="3" mt="4" justify="end">
          <AlertDialog.Cancel>
            <Button variant="soft" color="gray">
              {t('msp.v2.pools.cancel')}
            </Button>
          </AlertDialog.Cancel>
          <AlertDialog.Action>
            <Button color="red" onClick={() => void confirm()}>
              {t('msp.v2.pools.delete.confirm')}
            </Button>
          </AlertDialog.Action>
        </Flex>
      </AlertDialog.Content>
    </AlertDialog.Root>
  )
}

function PickDialog({
  title,
  hint,
  label,
  onClose,
  load,
  onPick,
}: {
  title: string
  hint: string
  label: string
  onClose: () => void
  load: (text: string) => Promise<{ id: number; label: string; hint?: string }[]>
  onPick: (id: number, label: string) => void
}) {
  const { t } = useTranslation()
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Content maxWidth="520px">
        <Dialog.Title>{title}</Dialog.Title>
        <Dialog.Description size="2" color="gray">
          {hint}
        </Dialog.Description>
        <PickerList
          label={label}
          placeholder={label}
          emptyText={t('msp.v2.pools.pick.none')}
          remote
          load={load}
          onPick={(option) => onPick(Number(option.id), option.label)}
        />
        <Flex justify="end" mt="3">
          <Dialog.Close>
            <Button variant="soft" color="gray">
              {t('msp.v2.pools.close')}
            </Button>
          </Dialog.Close>
        </Flex>
      </Dialog.Content>
    </Dialog.Root>
  )
}

function PublishDialog({ pool, onClose }: { pool: PoolDetail; onClose: () => void }) {
  const { t } = useTranslation()
  const load = useCallback(
    async (text: string) =>
      (await projectsByTitle(text)).results.map((p) => ({
        id: p.id,
        label: p.title,
        hint: [p.city, p.legalEntityName].filter(Boolean).join(' · '),
      })),
    [],
  )
  return (
    <PickDialog
      title={t('msp.v2.pools.command.publish')}
      hint={t('msp.v2.pools.publish.hint', { name: pool.name })}
      label={t('msp.v2.pools.publish.pick')}
      onClose={onClose}
      load={load}
      onPick={async (id, title) => {
        try {
          const out = await publishPool.run({ poolId: pool.id, projectIds: [id] })
          if (out.succeededIds.length > 0) showToast('success', t('msp.v2.pools.published', { title }))
          else showToast('error', t('msp.v2.pools.publish.already', { title }))
          onClose()
        } catch (error) {
          fail(error)
        }
      }}
    />
  )
}

/** Talents by name (talent search), each Enter adds one; the dialog stays open for the next. */
function AddTalentsDialog({ pool, onClose }: { pool: PoolDetail; onClose: () => void }) {
  const { t } = useTranslation()
  const [added, setAdded] = useState<string[]>([])
  const load = useCallback(
    async (text: string) =>
      (await talentsByText(text)).results.map((x) => ({
        id: x.id,
        label: `${x.firstName} ${x.lastName}`,
        hint: [x.title, x.city].filter(Boolean).join(' · '),
      })),
    [],
  )
  return (
    <PickDialog
      title={t('msp.v2.pools.command.add')}
      hint={
        added.length > 0
          ? t('msp.v2.pools.add.done', { names: added.join(', ') })
          : t('msp.v2.pools.add.hint', { name: pool.name })
      }
      label={t('msp.v2.pools.add.pick')}
      onClose={onClose}
      load={load}
      onPick={async (id, name) => {
        try {
          const out = await poolTalents.run({ action: 'add', poolId: pool.id, talentIds: [id] })
          if (out.succeededIds.length > 0) setAdded((a) => [...a, name])
          else showToast('error', t('msp.v2.pools.add.already', { name }))
        } catch (error) {
          fail(error)
        }
      }}
    />
  )
}
