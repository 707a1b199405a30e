import { Button, Flex, Text, TextField } from '@radix-ui/themes'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { type ReactNode, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import type { TalentProfile } from '../../../../shared/contracts/talent'
import { TALENT_TIERS } from '../../../../shared/domain/statuses'
import { useDefinedMutation } from '../../../app/mutation'
import { showToast } from '../../../ui/toasts/toast-store'
import { changeTalent, eraseTalent, type TalentChange } from '../api'
import { DialogError } from './dialog-error'
import { ModalFooter, TalentModal } from './talent-modal'

type Props = { talent: TalentProfile; onClose: () => void }

function useTalentMutation<V = void>(
  talent: TalentProfile,
  onClose: () => void,
  doneKey: string,
  change: (variables: V) => Omit<TalentChange, 'talentId'>,
) {
  const { t } = useTranslation()
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (variables: V) =>
      changeTalent.run({ talentId: talent.id, ...change(variables) }, queryClient),
    onSuccess: () => {
      showToast('success', t(doneKey, { name: `${talent.firstName} ${talent.lastName}` }))
      onClose()
    },
  })
}

function ConfirmModal(props: {
  title: string
  onClose: () => void
  onConfirm: () => void
  pending: boolean
  error: unknown
  danger?: boolean
  disabled?: boolean
  /** The confirm button takes focus, unless a field in the body should. */
  focusConfirm?: boolean
  children?: ReactNode
}) {
  const { t } = useTranslation()
  return (
    <TalentModal title={props.title} onClose={props.onClose}>
      <form
        onSubmit={(event) => {
          event.preventDefault()
          if (!props.disabled && !props.pending) props.onConfirm()
        }}
      >
        {props.children}
        <DialogError error={props.error} />
        <ModalFooter
          onCancel={props.onClose}
          submit={
            <Button
              type="submit"
              color={props.danger ? 'red' : undefined}
              disabled={props.disabled}
              loading={props.pending}
              data-autofocus={props.focusConfirm !== false || undefined}
            >
              {t('msp.v2.talent.dialog.confirm')}
            </Button>
          }
        />
      </form>
    </TalentModal>
  )
}

/** Tier modal: none, gold, silver, bronze as buttons; ↑/↓ move, Enter (or a click) saves that tier. */
export function TierDialog({ talent, onClose }: Props) {
  const { t } = useTranslation()
  const current = talent.tier ?? 'none'
  const save = useTalentMutation<string>(talent, onClose, 'msp.v2.talent.tier.done', (tier) =>
    tier === 'none' ? { path: '/tier', method: 'DELETE' } : { path: '/tier', method: 'PUT', body: { tier } },
  )
  return (
    <TalentModal title={t('msp.v2.talent.command.tier')} onClose={onClose}>
      <Flex
        direction="column"
        gap="2"
        role="group"
        aria-label={t('msp.v2.talent.command.tier')}
        onKeyDown={(event) => {
          const move = { ArrowDown: 1, ArrowUp: -1 }[event.key]
          if (move === undefined) return
          event.preventDefault()
          const buttons = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('button')]
          const index = buttons.indexOf(document.activeElement as HTMLButtonElement)
          buttons[(index + move + buttons.length) % buttons.length]?.focus()
        }}
      >
        {['none', ...TALENT_TIERS].map((value) => (
          <Button
            key={value}
            type="button"
            variant={value === current ? 'solid' : 'soft'}
            aria-pressed={value === current}
            data-autofocus={value === current || undefined}
            loading={save.isPending && save.variables === value}
            onClick={() => save.mutate(value)}
          >
            {t(`msp.v2.talent.tier.${value}`)}
          </Button>
        ))}
      </Flex>
      <DialogError error={save.error} />
      <ModalFooter onCancel={onClose} />
    </TalentModal>
  )
}

/** Deactivate: the talent leaves searches, suggestions and bulk actions until reactivated. */
export function DeactivateDialog({ talent, onClose }: Props) {
  const { t } = useTranslation()
  const [reason, setReason] = useState('')
  const save = useTalentMutation(talent, onClose, 'msp.v2.talent.deactivate.done', () => ({
    path: '/deactivate',
    method: 'PUT',
    body: reason.trim() ? { reason: reason.trim() } : {},
  }))
  return (
    <ConfirmModal
      title={t('msp.v2.talent.command.deactivate')}
      onClose={onClose}
      onConfirm={() => save.mutate()}
      pending={save.isPending}
      error={save.error}
    >
      <Text as="p" size="2">
        {t('msp.v2.talent.deactivate.body')}
      </Text>
      <TextField.Root
        mt="3"
        aria-label={t('msp.v2.talent.deactivate.reason')}
        placeholder={t('msp.v2.talent.deactivate.reason')}
        value={reason}
        onChange={(e) => setReason(e.target.value)}
      />
    </ConfirmModal>
  )
}

export function ReactivateDialog({ talent, onClose }: Props) {
  const { t } = useTranslation()
  const save = useTalentMutation(talent, onClose, 'msp.v2.talent.reactivate.done', () => ({
    path: '/activate',
    method: 'PUT',
  }))
  return (
    <ConfirmModal
      title={t('msp.v2.talent.command.reactivate')}
      onClose={onClose}
      onConfirm={() => save.mutate()}
      pending={save.isPending}
      error={save.error}
    >
      <Text as="p" size="2">
        {t('msp.v2.talent.reactivate.body')}
      </Text>
    </ConfirmModal>
  )
}

/** Erasure: the user types DELETE; afterwards the talent is gone and the page leaves. */
export function DeleteDialog({ talent, onClose }: Props) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const [typed, setTyped] = useState('')
  const erase = useDefinedMutation(eraseTalent, {
    onSuccess: () => {
      showToast('success', t('msp.v2.talent.delete.done'))
      onClose()
      if (window.location.pathname.startsWith('/talent/')) void navigate('/search/talents')
    },
  })
  return (
    <ConfirmModal
      title={t('msp.v2.talent.command.delete')}
      onClose={onClose}
      onConfirm={() => erase.mutate(talent.id)}
      pending={erase.isPending}
      error={erase.error}
      danger
      focusConfirm={false}
      disabled={typed !== 'DELETE'}
    >
      <Text as="p" size="2" role="alert" color="red">
        {t('msp.v2.talent.delete.body', { name: `${talent.firstName} ${talent.lastName}` })}
      </Text>
      <TextField.Root
        mt="3"
        data-autofocus
        aria-label={t('msp.v2.talent.delete.confirm')}
        placeholder="DELETE"
        value={typed}
        onChange={(e) => setTyped(e.target.value)}
      />
    </ConfirmModal>
  )
}
