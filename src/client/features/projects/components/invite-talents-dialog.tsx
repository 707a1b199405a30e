import { Badge, Button, Dialog, Flex, Text } from '@radix-ui/themes'
import { useMutation } from '@tanstack/react-query'
import { type KeyboardEvent, useCallback, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { ProjectRow } from '../../../../shared/contracts/project-search'
import { selectionInvite } from '../../../../shared/domain/project-list-actions'
import { talentBulkAction } from '../../../api/talent-actions'
import { errorText } from '../../../app/api-error'
import { translateIfKnown } from '../../../i18n/i18n'
import { PickerList, type PickerOption } from '../../../ui/picker-list'
import { talentsByText } from '../api'

type Chosen = { id: number; name: string }
type ProjectOutcome = { project: ProjectRow; invited: number; already: number; refused: number }

async function findTalents(text: string): Promise<PickerOption[]> {
  if (text === '') return []
  const found = await talentsByText(text)
  return found.results.map((r) => ({
    id: r.id,
    label: `${r.firstName} ${r.lastName}`,
    hint: [r.title, r.city].filter(Boolean).join(' · '),
  }))
}

/**
 * §5 list action "invite to project" on the selected projects: disabled (with the reason and
 * the blocking project) unless every one is active, open and published; otherwise the user
 * picks talents by name, skill or title and each project reports invited / already there /
 * refused (deactivated, no longer found).
 */
export function InviteTalentsDialog({
  projects,
  permissions,
  onClose,
}: {
  projects: readonly ProjectRow[]
  permissions: readonly string[]
  onClose: () => void
}) {
  const { t } = useTranslation()
  const [chosen, setChosen] = useState<Chosen[]>([])
  const rule = selectionInvite(projects, permissions)
  const load = useCallback(findTalents, [])
  const run = useMutation({
    mutationFn: async (): Promise<ProjectOutcome[]> => {
      const talentIds = chosen.map((c) => c.id)
      const outcomes: ProjectOutcome[] = []
      for (const project of projects) {
        const { results } = await talentBulkAction.run({ action: 'invite', projectId: project.id, talentIds })
        const count = (test: (o: string) => boolean) => results.filter((r) => test(r.outcome)).length
        outcomes.push({
          project,
          invited: count((o) => o === 'invited'),
          already: count((o) => o === 'alreadyInPipeline'),
          refused: count((o) => o !== 'invited' && o !== 'alreadyInPipeline'),
        })
      }
      return outcomes
    },
  })
  const submit = () => {
    if (chosen.length > 0 && !run.isPending && !run.data) run.mutate()
  }
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault()
      submit()
    }
  }
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Content maxWidth="520px" onKeyDown={onKeyDown}>
        <Dialog.Title>{t('msp.v2.projects.action.invite')}</Dialog.Title>
        {!rule.ok ? (
          <>
            <Dialog.Description size="2" role="alert">
              {translateIfKnown(rule.reason) ?? rule.reason}
              {rule.project ? ` (${rule.project.title})` : ''}
            </Dialog.Description>
            <Flex mt="4" justify="end">
              <Dialog.Close>
                <Button variant="soft" color="gray" autoFocus>
                  {t('msp.v2.projects.action.ok')}
                </Button>
              </Dialog.Close>
            </Flex>
          </>
        ) : run.data ? (
          <>
            <Dialog.Description size="2">{t('msp.v2.projects.invite.result')}</Dialog.Description>
            <ul className="invite-result" aria-label={t('msp.v2.projects.invite.result')}>
              {run.data.map((o) => (
                <li key={o.project.id}>
                  <Text weight="medium">{o.project.title}</Text>{' '}
                  <Text color="gray">{t('msp.v2.projects.invite.outcome', o)}</Text>
                </li>
              ))}
            </ul>
            <Flex mt="4" justify="end">
              <Dialog.Close>
                <Button autoFocus>{t('msp.v2.projects.action.ok')}</Button>
              </Dialog.Close>
            </Flex>
          </>
        ) : (
          <>
            <Dialog.Description size="2">
              {t('msp.v2.projects.invite.description', { count: projects.length })}
            </Dialog.Description>
            <Flex direction="column" gap="3" mt="3">
              <PickerList
                label={t('msp.v2.projects.invite.find')}
                placeholder={t('msp.v2.projects.invite.find.placeholder')}
                emptyText={t('msp.v2.projects.invite.find.empty')}
                load={load}
                remote
                onPick={(option) =>
                  setChosen((list) =>
                    list.some((c) => c.id === option.id)
                      ? list
                      : [...list, { id: Number(option.id), name: option.label }],
                  )
                }
              />
              <Flex gap="2" wrap="wrap" aria-label={t('msp.v2.projects.invite.chosen')} role="list">
                {chosen.map((c) => (
                  <Badge key={c.id} role="listitem" size="2" variant="soft">
                    {c.name}
                    <button
                      type="button"
                      className="invite-chip-remove"
                      aria-label={t('msp.v2.projects.invite.remove', { name: c.name })}
                      onClick={() => setChosen((list) => list.filter((x) => x.id !== c.id))}
                    >
                      ×
                    </button>
                  </Badge>
                ))}
              </Flex>
              <Text size="1" color="gray">
                {t('msp.v2.projects.invite.hint')}
              </Text>
            </Flex>
            {run.error ? (
              <Text as="p" color="red" size="2" mt="2" role="alert">
                {errorText(run.error, translateIfKnown)}
              </Text>
            ) : null}
            <Flex gap="3" mt="4" justify="end">
              <Dialog.Close>
                <Button type="button" variant="soft" color="gray">
                  {t('msp.v2.project.page.cancel')}
                </Button>
              </Dialog.Close>
              <Button onClick={submit} disabled={chosen.length === 0} loading={run.isPending}>
                {t('msp.v2.projects.invite.submit', { count: chosen.length })}
              </Button>
            </Flex>
          </>
        )}
      </Dialog.Content>
    </Dialog.Root>
  )
}
