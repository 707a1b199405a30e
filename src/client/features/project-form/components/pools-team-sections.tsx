import { Flex, Text, TextField } from '@radix-ui/themes'
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { CheckboxField, SelectField } from './form-controls'
import { FormSection, type SectionProps } from './form-section'

const toggle = (ids: number[], id: number, on: boolean) => (on ? [...ids, id] : ids.filter((x) => x !== id))

export type PoolsSectionProps = Pick<SectionProps, 'draft' | 'set' | 'error'> & {
  pools: { id: number; name: string; ready4Public: boolean }[]
}

/** Talent pools publishing: the pools whose talents see the project. */
export function PoolsSection({ draft, set, error, pools }: PoolsSectionProps) {
  const { t } = useTranslation()
  const [filter, setFilter] = useState('')
  const shown = useMemo(() => {
    const needle = filter.trim().toLowerCase()
    return pools.filter(
      (p) => draft.poolIds.includes(p.id) || !needle || p.name.toLowerCase().includes(needle),
    )
  }, [pools, filter, draft.poolIds])
  return (
    <FormSection anchor="pools" title={t('msp.v2.project.form.section.pools')}>
      <TextField.Root
        aria-label={t('msp.v2.project.form.pools.filter')}
        placeholder={t('msp.v2.project.form.pools.filter')}
        value={filter}
        onChange={(e) => setFilter(e.target.value)}
      />
      <Text size="2" color="gray">
        {t('msp.v2.project.form.pools.selected', { count: draft.poolIds.length })}
      </Text>
      <Flex direction="column" gap="2" className="project-form-checklist">
        {shown.map((pool) => (
          <CheckboxField
            key={pool.id}
            id={`project-pool-${pool.id}`}
            label={pool.ready4Public ? pool.name : `${pool.name} (${t('msp.v2.project.form.pool.private')})`}
            checked={draft.poolIds.includes(pool.id)}
            onChange={(on) => set({ poolIds: toggle(draft.poolIds, pool.id, on) })}
          />
        ))}
      </Flex>
      {error('poolIds') ? (
        <Text role="alert" size="2" color="red">
          {error('poolIds')}
        </Text>
      ) : null}
    </FormSection>
  )
}

export type TeamSectionProps = Pick<SectionProps, 'draft' | 'set' | 'error'> & {
  limit: number
  msps: { id: number; firstName: string; lastName: string }[]
  hiringManagers: { id: number; name: string }[]
}

/** Team (only with the team flag): assignees up to the client's limit, current user first; hiring manager. */
export function TeamSection({ draft, set, error, limit, msps, hiringManagers }: TeamSectionProps) {
  const { t } = useTranslation()
  const full = draft.assigneeIds.length >= limit
  return (
    <FormSection anchor="team" title={t('msp.v2.project.form.section.team')}>
      <Text size="2" color="gray">
        {t('msp.v2.project.form.team.limit', { count: draft.assigneeIds.length, limit })}
      </Text>
      <Flex direction="column" gap="2" className="project-form-checklist">
        {msps.map((m) => {
          const checked = draft.assigneeIds.includes(m.id)
          return (
            <CheckboxField
              key={m.id}
              id={`project-assignee-${m.id}`}
              label={`${m.firstName} ${m.lastName}`}
              checked={checked}
              disabled={!checked && full}
              onChange={(on) => set({ assigneeIds: toggle(draft.assigneeIds, m.id, on) })}
            />
          )
        })}
      </Flex>
      {error('assigneeIds') ? (
        <Text role="alert" size="2" color="red">
          {error('assigneeIds')}
        </Text>
      ) : null}
      <SelectField
        id="project-hiring-manager"
        label={t('msp.v2.project.form.hiring.manager')}
        value={draft.hiringManagerId}
        emptyLabel={t('msp.v2.project.form.not.set')}
        onChange={(hiringManagerId) => set({ hiringManagerId })}
        options={hiringManagers.map((h) => ({ value: String(h.id), label: h.name }))}
        error={error('hiringManagerId')}
      />
    </FormSection>
  )
}
