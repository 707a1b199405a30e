import { Button, Flex, IconButton, Select, Text, TextArea, TextField } from '@radix-ui/themes'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { type FormEvent, type ReactNode, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { TalentProfile, TalentProfilePatch } from '../../../../shared/contracts/talent'
import { changeTalent } from '../api'
import { languageName } from '../talent-format'
import { DialogError } from './dialog-error'
import { ModalFooter, TalentModal } from './talent-modal'

type Props = { talent: TalentProfile; onClose: () => void }

/** PATCH freelancer/{id}/profile, then profile and history are fetched again (§7). */
function usePatch(talent: TalentProfile, onClose: () => void) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (patch: TalentProfilePatch) =>
      changeTalent.run({ talentId: talent.id, path: '/profile', method: 'PATCH', body: patch }, queryClient),
    onSuccess: onClose,
  })
}

function EditShell(props: {
  title: string
  onClose: () => void
  onSubmit: () => void
  pending: boolean
  error: unknown
  children: ReactNode
}) {
  const { t } = useTranslation()
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!props.pending) props.onSubmit()
  }
  return (
    <TalentModal title={props.title} onClose={props.onClose}>
      <form
        onSubmit={submit}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) submit(event)
        }}
      >
        <Flex direction="column" gap="3">
          {props.children}
          <DialogError error={props.error} />
        </Flex>
        <ModalFooter
          onCancel={props.onClose}
          submit={
            <Button type="submit" loading={props.pending}>
              {t('msp.v2.talent.dialog.save')}
            </Button>
          }
        />
      </form>
    </TalentModal>
  )
}

/** Summary modal: title and summary of the profile. */
export function SummaryDialog({ talent, onClose }: Props) {
  const { t } = useTranslation()
  const [title, setTitle] = useState(talent.title ?? '')
  const [summary, setSummary] = useState(talent.summary ?? '')
  const save = usePatch(talent, onClose)
  return (
    <EditShell
      title={t('msp.v2.talent.command.summary')}
      onClose={onClose}
      onSubmit={() => save.mutate({ title, summary })}
      pending={save.isPending}
      error={save.error}
    >
      <Text as="label" size="2" weight="medium" htmlFor="talent-title">
        {t('msp.v2.talent.title')}
      </Text>
      <TextField.Root
        id="talent-title"
        data-autofocus
        value={title}
        onChange={(e) => setTitle(e.target.value)}
      />
      <Text as="label" size="2" weight="medium" htmlFor="talent-summary">
        {t('msp.v2.talent.summary')}
      </Text>
      <TextArea id="talent-summary" rows={8} value={summary} onChange={(e) => setSummary(e.target.value)} />
    </EditShell>
  )
}

const PROFICIENCIES = [0, 1, 2, 3] as const

/** Language modal: the languages with proficiency 0-3 (§3). */
export function LanguageDialog({ talent, onClose }: Props) {
  const { t, i18n } = useTranslation()
  const [languages, setLanguages] = useState(() => talent.languages.map((l) => ({ ...l })))
  const [iso, setIso] = useState('')
  const save = usePatch(talent, onClose)
  const add = () => {
    const code = iso.trim().toLowerCase()
    if (/^[a-z]{2}$/.test(code) && !languages.some((l) => l.iso === code)) {
      setLanguages((list) => [...list, { iso: code, proficiency: 1 }])
      setIso('')
    }
  }
  return (
    <EditShell
      title={t('msp.v2.talent.command.languages')}
      onClose={onClose}
      onSubmit={() => save.mutate({ languages })}
      pending={save.isPending}
      error={save.error}
    >
      <ul className="plain-list">
        {languages.map((language) => (
          <Flex asChild key={language.iso} align="center" gap="3" mb="2">
            <li>
              <Text size="2" style={{ minWidth: 140 }}>
                {languageName(language.iso, i18n.language)}
              </Text>
              <Select.Root
                value={String(language.proficiency)}
                onValueChange={(value) =>
                  setLanguages((list) =>
                    list.map((l) => (l.iso === language.iso ? { ...l, proficiency: Number(value) } : l)),
                  )
                }
              >
                <Select.Trigger aria-label={languageName(language.iso, i18n.language)} />
                <Select.Content>
                  {PROFICIENCIES.map((p) => (
                    <Select.Item key={p} value={String(p)}>
                      {t(`msp.v2.talent.proficiency.${p}`)}
                    </Select.Item>
                  ))}
                </Select.Content>
              </Select.Root>
              <IconButton
                type="button"
                variant="ghost"
                color="red"
                aria-label={t('msp.v2.talent.language.remove', {
                  language: languageName(language.iso, i18n.language),
                })}
                onClick={() => setLanguages((list) => list.filter((l) => l.iso !== language.iso))}
              >
                ×
              </IconButton>
            </li>
          </Flex>
        ))}
      </ul>
      <Flex gap="2">
        <TextField.Root
          data-autofocus
          maxLength={2}
          placeholder={t('msp.v2.talent.language.code')}
          aria-label={t('msp.v2.talent.language.code')}
          value={iso}
          onChange={(e) => setIso(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && !e.ctrlKey && !e.metaKey && iso) {
              e.preventDefault()
              add()
            }
          }}
        />
        <Button type="button" variant="soft" onClick={add}>
          {t('msp.v2.talent.language.add')}
        </Button>
      </Flex>
    </EditShell>
  )
}
