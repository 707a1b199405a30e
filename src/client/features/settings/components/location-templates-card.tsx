import { Button, Flex, Text } from '@radix-ui/themes'
import { useQuery } from '@tanstack/react-query'
import { useMemo, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { SavedLocation } from '../../../../shared/contracts/project'
import { toApiError } from '../../../app/api-error'
import { ShortcutKeys } from '../../../commands/shortcut-keys'
import { ConfirmDeleteDialog } from '../../../ui/confirm-delete-dialog'
import { isPlainEnter, rovingTarget, scopeFocusHandlers } from '../../../ui/scope-focus'
import { locationTemplatesQuery, templateIdOf, useLocationTemplateMutation } from '../api/account'
import { LOCATION_EDITOR_SCOPE, locationEditorController } from '../commands'
import { LocationDialog } from './location-dialog'
import { SettingsCard } from './settings-card'
import '../../../ui/question-editor/question-editor.css'

export type LocationTemplatesCardProps = {
  legalEntityId: number
  legalEntityName: string
  canManage: boolean
  countries: { iso2: string; name: string }[]
}

const addressOf = (l: SavedLocation) =>
  [l.line1, l.line2, [l.zipCode, l.city].filter(Boolean).join(' '), l.state, l.countryCode]
    .filter(Boolean)
    .join(', ')

/** Settings → Workflow → locations: the legal entity's location templates (§3), saved at once. */
export function LocationTemplatesCard({
  legalEntityId,
  legalEntityName,
  canManage,
  countries,
}: LocationTemplatesCardProps) {
  const { t } = useTranslation()
  const query = useQuery(locationTemplatesQuery(legalEntityId))
  const mutation = useLocationTemplateMutation(legalEntityId)
  const locations = query.data ?? []
  const [active, setActive] = useState(0)
  const [editing, setEditing] = useState<Partial<SavedLocation> | null>(null)
  const [deleting, setDeleting] = useState<SavedLocation | null>(null)
  const listRef = useRef<HTMLUListElement>(null)
  const current = Math.min(active, Math.max(locations.length - 1, 0))
  const apiError = mutation.error ? toApiError(mutation.error) : null
  const serverErrors = Object.fromEntries(
    Object.entries(apiError?.fields ?? {}).map(([f, keys]) => [f, keys[0]]),
  )

  const live = useRef({ locations, current, canManage, open: editing !== null || deleting !== null })
  live.current = { locations, current, canManage, open: editing !== null || deleting !== null }
  const actions = useMemo(
    () => ({
      get readOnly() {
        return !live.current.canManage
      },
      busy: () => live.current.open,
      hasRow: () => live.current.locations.length > 0,
      add: () => {
        mutation.reset()
        setEditing({})
      },
      edit: () => {
        mutation.reset()
        setEditing(live.current.locations[live.current.current] ?? null)
      },
      remove: () => setDeleting(live.current.locations[live.current.current] ?? null),
    }),
    [mutation.reset],
  )
  locationEditorController.usePublish(actions)

  const focusRow = (index: number) => {
    setActive(index)
    requestAnimationFrame(() => listRef.current?.querySelector<HTMLElement>(`[data-row="${index}"]`)?.focus())
  }
  const focus = scopeFocusHandlers(LOCATION_EDITOR_SCOPE)
  const nothingText = query.isPending ? 'msp.v2.settings.workflow.loading' : 'msp.v2.locations.empty'

  return (
    <SettingsCard
      id="settings-locations"
      title={t('msp.v2.settings.workflow.locations.title')}
      description={t('msp.v2.settings.workflow.locations.description', { entity: legalEntityName })}
    >
      <Flex direction="column" gap="3" onFocus={focus.onFocus} onBlur={focus.onBlur}>
        {locations.length === 0 ? (
          <Text size="2" color="gray">
            {t(nothingText)}
          </Text>
        ) : (
          <ul
            ref={listRef}
            className="question-list"
            aria-label={t('msp.v2.settings.workflow.locations.title')}
          >
            {locations.map((l, index) => (
              <li
                key={l.id}
                data-row={index}
                tabIndex={index === current ? 0 : -1}
                data-anchor-focus={index === current || undefined}
                className="question-row"
                onFocus={(e) => e.target === e.currentTarget && setActive(index)}
                onKeyDown={(e) => {
                  const target = rovingTarget(e, index, locations.length)
                  if (target !== null) {
                    e.preventDefault()
                    focusRow(target)
                  } else if (isPlainEnter(e) && canManage && e.target === e.currentTarget) {
                    e.preventDefault()
                    actions.edit()
                  }
                }}
              >
                <Flex justify="between" align="center" gap="3" wrap="wrap">
                  <Flex direction="column">
                    <Text size="2" weight="medium">
                      {l.name}
                    </Text>
                    <Text size="1" color="gray">
                      {addressOf(l)}
                    </Text>
                  </Flex>
                  {canManage ? (
                    <Flex gap="1">
                      <Button
                        type="button"
                        size="1"
                        variant="ghost"
                        tabIndex={-1}
                        onClick={() => setEditing(l)}
                      >
                        {t('msp.v2.questions.row.edit')}
                      </Button>
                      <Button
                        type="button"
                        size="1"
                        variant="ghost"
                        color="red"
                        tabIndex={-1}
                        onClick={() => setDeleting(l)}
                      >
                        {t('msp.v2.questions.row.delete')}
                      </Button>
                    </Flex>
                  ) : null}
                </Flex>
              </li>
            ))}
          </ul>
        )}
        {canManage ? (
          <Flex>
            <Button
              type="button"
              variant="soft"
              onClick={actions.add}
              data-anchor-focus={locations.length === 0 || undefined}
            >
              {t('msp.v2.locations.add')}
              <ShortcutKeys shortcut="n" />
            </Button>
          </Flex>
        ) : null}
      </Flex>
      <LocationDialog
        location={editing}
        legalEntityId={legalEntityId}
        countries={countries}
        serverErrors={serverErrors}
        saving={mutation.isPending}
        onClose={() => setEditing(null)}
        onSave={(body) => {
          const id = editing?.id ? templateIdOf(editing as SavedLocation) : null
          mutation.mutate(id === null ? { kind: 'create', body } : { kind: 'update', id, body }, {
            onSuccess: () => {
              setEditing(null)
              focusRow(id === null ? locations.length : current)
            },
          })
        }}
      />
      <ConfirmDeleteDialog
        open={deleting !== null}
        title={t('msp.v2.locations.delete.title')}
        body={t('msp.v2.locations.delete.body', { name: deleting?.name ?? '' })}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (deleting) mutation.mutate({ kind: 'delete', id: templateIdOf(deleting) })
          setDeleting(null)
          focusRow(Math.max(0, current - 1))
        }}
      />
    </SettingsCard>
  )
}
