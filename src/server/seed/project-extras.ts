import { PIPELINE_STAGES, type PipelineStage, type ProjectStatus } from '../../shared/domain/statuses'
import { addHistory, type SeedContext } from './context'
import { LABELS_BY_STAGE } from './phrases'
import { addDays, daysAgo, type Rng } from './random'
import type { ProjectPlan } from './seed-projects'

/** The pipeline stages and sub-stage labels of a project, and its job history. */

const LABEL_COUNTS: Partial<Record<PipelineStage, [number, number]>> = {
  active: [2, 3],
  rejectedOrWithdrawn: [1, 2],
  send2vms: [1, 2],
  hired: [1, 2],
  rejectedVms: [1, 1],
}

export function writeStages(ctx: SeedContext, rng: Rng, p: ProjectPlan): void {
  PIPELINE_STAGES.forEach((key, position) => {
    const stageId = ctx.ids.next('pipeline_stages')
    ctx.writer.add('pipeline_stages', {
      id: stageId,
      project_id: p.id,
      key,
      name_key: `msp.v2.pipeline.stage.${key}`,
      position,
    })
    const range = LABEL_COUNTS[key]
    if (!range) return
    const names = LABELS_BY_STAGE[key].slice(0, rng.int(range[0], range[1]))
    const labels = names.map((name, i) => {
      const id = ctx.ids.next('pipeline_labels')
      ctx.writer.add('pipeline_labels', {
        id,
        project_id: p.id,
        stage_id: stageId,
        name,
        name_key: null,
        position: i,
      })
      return { id, name }
    })
    p.labels.set(key, labels)
  })
}

export function writeJobHistory(
  ctx: SeedContext,
  rng: Rng,
  p: ProjectPlan,
  v: {
    created: string
    published: string | null
    title: string
    reason: string | null
    pools: number[]
    hiringDeadline: string
    status: ProjectStatus
  },
): void {
  const c = p.client.id
  const by = () => rng.pick(p.client.mspIds)
  addHistory(ctx, c, 'job', p.id, 'CREATED', v.created, p.ownerId, { title: v.title, legalEntityId: p.le.id })
  if (p.isTemplate) return
  if (v.published) addHistory(ctx, c, 'job', p.id, 'PUBLISHED', v.published, p.ownerId)
  for (const poolId of v.pools)
    addHistory(ctx, c, 'job', p.id, 'POOL_ADDED', v.published ?? v.created, p.ownerId, { poolId })
  if (p.assigneeIds.length > 0) {
    addHistory(ctx, c, 'job', p.id, 'ASSIGNEE_UPDATED', addDays(v.created, 0.1), p.ownerId, {
      assigneeIds: p.assigneeIds,
    })
  }
  const later = () => daysAgo(rng.float(0, Math.max(1, p.createdDaysAgo - 2)))
  if (rng.chance(0.2))
    addHistory(ctx, c, 'job', p.id, 'HIRING_DEADLINE_EDITED', later(), by(), {
      hiringDeadline: v.hiringDeadline,
    })
  if (rng.chance(0.15))
    addHistory(
      ctx,
      c,
      'job',
      p.id,
      'RATE_MAX_UPDATED',
      later(),
      by(),
      { rateMax: p.rateMax },
      { rateMax: p.rateMin },
    )
  if (rng.chance(0.1))
    addHistory(ctx, c, 'job', p.id, 'POSITIONS_EDITED', later(), by(), { positions: p.positions })
  const status = v.status
  if (status === 'CLOSED') {
    const at = later()
    addHistory(ctx, c, 'job', p.id, 'CLOSED', at, by(), { status: 'CLOSED' }, { status: 'ACTIVE' })
    addHistory(ctx, c, 'job', p.id, 'REASON_FOR_CLOSING_UPDATED', at, by(), { reasonForClosing: v.reason })
  } else if (status === 'PAUSED') {
    addHistory(ctx, c, 'job', p.id, 'PAUSED', later(), by(), { status: 'PAUSED' }, { status: 'ACTIVE' })
  } else if (status === 'DELETED') {
    addHistory(
      ctx,
      c,
      'job',
      p.id,
      'STATUS_UPDATED',
      later(),
      by(),
      { status: 'DELETED' },
      { status: 'ACTIVE' },
    )
  }
}
