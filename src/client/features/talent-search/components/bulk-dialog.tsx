import { Badge, Button, Dialog, Flex, Text } from '@radix-ui/themes'
import { useQueryClient } from '@tanstack/react-query'
import { useCallback, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { TalentBulkAction, TalentRow } from '../../../../shared/contracts/talent-search'
import { talentBulkAction } from '../../../api/talent-actions'
import { errorText } from '../../../app/api-error'
import { translateIfKnown } from '../../../i18n/i18n'
import { PickerList, type PickerOption } from '../../../ui/picker-list'
import { TrackingSourceSelect } from '../../../ui/tracking-source-select'
import { bulkTag, poolsByName, tagList } from '../api'

export type BulkDialogProps = {
  action: TalentBulkAction | 'tag'
  talents: readonly TalentRow[]
  project: { id: number; title: string } | null
  onClose: () => void
}

type Target = { id?: number; name: string }
type Outcome = { talentId: number; outcome: string }

const GOOD = new Set(['invited', 'applied', 'added', 'assigned'])

/**
 * Across panes (issue 6 §4): invite / apply the selected talents to the project beside them,
 * add them to a pool or tag them, after one confirmation; then what happened to each talent.
 */
export function BulkDialog({ action, talents, project, onClose }: BulkDialogProps) {
  const { t } = useTranslation()
  const queryClient = useQueryClient()
  const needsTarget = action === 'pool' || action === 'tag'
  const [target, setTarget] = useState<Target | null>(
    needsTarget ? null : project ? { id: project.id, name: project.title } : null,
  )
  const [busy, setBusy] = useState(false)
  const [source, setSource] = useState<string | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [outcomes, setOutcomes] = useState<Outcome[] | null>(null)
  const loadPools = useCallback(
    async (text: string): Promise<PickerOption[]> =>
      (await poolsByName(text)).results.map((p) => ({
        id: p.id,
        label: p.name,
        hint: t('msp.v2.talent.search.bulk.members', { count: p.members }),
      })),
    [t],
  )
  const [tags, setTags] = useState<PickerOption[] | null>(null)
  const loadTags = useCallback(
    async (text: string): Promise<PickerOption[]> => {
      const all = tags ?? (await tagList()).results.map((tag) => ({ id: tag.id, label: tag.value }))
      if (!tags) setTags(all)
      return all.filter((o) => !text || o.label.toLowerCase().includes(text.toLowerCase())).slice(0, 50)
    },
    [tags],
  )

  const run = async () => {
    if (!target) return
    setBusy(true)
    setError(null)
    const talentIds = talents.map((row) => row.id)
    try {
      if (action === 'tag') {
        const result = await bulkTag.run(
          target.id ? { talentIds, tagId: target.id } : { talentIds, tagName: target.name },
          queryClient,
        )
        setOutcomes(result.results)
      } else {
        const body =
          action === 'pool'
            ? { action, poolId: target.id, talentIds }
            : {
                action,
                projectId: target.id,
                talentIds,
                ...(action === 'apply' && source ? { trackingSource: source } : {}),
              }
        setOutcomes((await talentBulkAction.run(body, queryClient)).results)
      }
    } catch (thrown) {
      setError(errorText(thrown, translateIfKnown))
    } finally {
      setBusy(false)
    }
  }

  const name = (id: number) => {
    const row = talents.find((r) => r.id === id)
    return row ? `${row.firstName} ${row.lastName}` : `#${id}`
  }
  const title = t(`msp.v2.talent.search.command.${action}`)
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Content maxWidth="520px" aria-describedby={undefined}>
        <Dialog.Title>{title}</Dialog.Title>
        {outcomes ? (
          <Flex direction="column" gap="2" role="status" aria-label={t('msp.v2.talent.search.bulk.results')}>
            <Text size="2">
              {t('msp.v2.talent.search.bulk.summary', {
                done: outcomes.filter((o) => GOOD.has(o.outcome)).length,
                total: outcomes.length,
              })}
            </Text>
            <ul className="talent-bulk-results">
              {outcomes.map((o) => (
                <li key={o.talentId}>
                  <Text size="2">{name(o.talentId)}</Text>{' '}
                  <Badge color={GOOD.has(o.outcome) ? 'green' : 'orange'} variant="soft">
                    {t(`msp.v2.talent.search.outcome.${o.outcome}`)}
                  </Badge>
                </li>
              ))}
            </ul>
            <Flex justify="end">
              <Button autoFocus onClick={onClose}>
                {t('msp.v2.talent.search.bulk.done')}
              </Button>
            </Flex>
          </Flex>
        ) : !target ? (
          <PickerList
            label={t(
              action === 'tag' ? 'msp.v2.talent.search.bulk.pick.tag' : 'msp.v2.talent.search.bulk.pick.pool',
            )}
            placeholder={t('msp.v2.talent.search.bulk.pick.placeholder')}
            emptyText={t(
              action === 'tag' ? 'msp.v2.talent.search.bulk.no.tags' : 'msp.v2.talent.search.bulk.no.pools',
            )}
            remote={action === 'pool'}
            load={action === 'tag' ? loadTags : loadPools}
            onPick={(option) => setTarget({ id: Number(option.id), name: option.label })}
            {...(action === 'tag'
              ? {
                  createLabel: (text: string) => t('msp.v2.talent.search.bulk.create.tag', { name: text }),
                  onCreate: (text: string) => setTarget({ name: text }),
                }
              : {})}
          />
        ) : (
          <form
            onSubmit={(event) => {
              event.preventDefault()
              void run()
            }}
          >
            <Text as="p" size="2">
              {t(`msp.v2.talent.search.bulk.confirm.${action}`, {
                count: talents.length,
                target: target.name,
              })}
            </Text>
            <Text as="p" size="1" color="gray" mt="1">
              {talents
                .slice(0, 8)
                .map((row) => `${row.firstName} ${row.lastName}`)
                .join(', ')}
              {talents.length > 8 ? ` +${talents.length - 8}` : ''}
            </Text>
            {action === 'apply' ? (
              <Flex mt="3">
                <TrackingSourceSelect value={source} onChange={setSource} />
              </Flex>
            ) : null}
            {error ? (
              <Text as="p" color="red" size="2" mt="2" role="alert">
                {error}
              </Text>
            ) : null}
            <Flex gap="3" mt="4" justify="end">
              <Dialog.Close>
                <Button type="button" variant="soft" color="gray">
                  {t('msp.v2.talent.search.cancel')}
                </Button>
              </Dialog.Close>
              <Button type="submit" autoFocus loading={busy}>
                {t('msp.v2.talent.search.bulk.confirm')}
              </Button>
            </Flex>
          </form>
        )}
      </Dialog.Content>
    </Dialog.Root>
  )
}
