import { sql } from 'drizzle-orm'
import type { PipelineStageDto, PipelineStagesResponse } from '../../../shared/contracts/pipeline'
import {
  allowedProjectStatusTargets,
  canDeleteProject,
  pipelineStatusMenu,
} from '../../../shared/domain/pipeline'
import {
  PIPELINE_STAGE_GROUPS,
  PIPELINE_STAGES,
  type PipelineStage,
  type ProjectStatus,
  projectChip,
} from '../../../shared/domain/statuses'
import type { Db } from '../../db/client'
import { rowsOf } from '../../db/sql-helpers'
import type { AuthUser } from '../../deps'
import { notFound } from '../../kernel/api-error'
import { legalEntityScope } from '../auth'
import { legalEntityFlagSql } from '../client'
import { projectSuggestedCount } from '../matching'
import { pipelineErrors } from './errors'

/** GET project/{id}/pipeline/stages (§2 Project pipeline, §3 Pipeline stage). */

const STAGE_NAMES: Record<PipelineStage, string> = {
  dataHarbour: 'Data harbour',
  suggested: 'Suggested',
  invited: 'Invited',
  active: 'Active',
  rejectedOrWithdrawn: 'Rejected or withdrawn',
  send2vms: 'Sent to client',
  hired: 'Hired',
  rejectedVms: 'Rejected by client',
}

interface ProjectRecord {
  id: number
  title: string
  skills: string[]
  status: ProjectStatus
  freelancer_visible: boolean
  filled: boolean
  partially_filled: boolean
  legal_entity_id: number
  legal_entity_name: string
  vms_type: string | null
  job_handle: string
  max_submissions: number
}

const n = (v: unknown) => Number(v ?? 0)

export async function pipelineStages(
  db: Db,
  user: AuthUser,
  projectId: number,
): Promise<PipelineStagesResponse> {
  const [p] = rowsOf<ProjectRecord>(
    await db.execute(sql`
      SELECT p.id, p.title, p.skills, p.status, p.freelancer_visible, p.filled, p.partially_filled, p.legal_entity_id,
        le.name AS legal_entity_name, ${legalEntityFlagSql('le', 'vmsType')} AS vms_type, p.job_handle, p.max_submissions
      FROM projects p JOIN legal_entities le ON le.id = p.legal_entity_id
      WHERE p.id = ${projectId} AND p.client_id = ${user.clientId} AND NOT p.is_template
        AND ${legalEntityScope(user, sql`p.legal_entity_id`)}`),
  )
  if (!p) throw notFound(pipelineErrors.projectNotFound)
  const stageRows = await ensureStages(db, projectId)
  const stageIdByKey = new Map(stageRows.map((s) => [s.key, Number(s.id)]))

  // One round trip for every count: stage totals, label totals and labelled entries per stage
  // (a label counts only for entries currently in its stage).
  const counts = rowsOf<{ kind: string; key: string; n: number | string }>(
    await db.execute(sql`
      SELECT 'stage' AS kind, c.stage AS key, c.n FROM application_stage_counts c
        WHERE c.project_id = ${projectId} AND c.n > 0
      UNION ALL
      SELECT 'label', al.label_id::text, count(*) FROM application_labels al
        JOIN applications a ON a.id = al.application_id
        JOIN pipeline_labels l ON l.id = al.label_id
        JOIN pipeline_stages s ON s.id = l.stage_id
        WHERE a.project_id = ${projectId} AND s.key = a.stage GROUP BY al.label_id
      UNION ALL
      SELECT 'labelled', x.stage, count(*) FROM (
        SELECT DISTINCT a.id, s.key AS stage FROM application_labels al
          JOIN applications a ON a.id = al.application_id
          JOIN pipeline_labels l ON l.id = al.label_id
          JOIN pipeline_stages s ON s.id = l.stage_id
          WHERE a.project_id = ${projectId} AND s.key = a.stage) x GROUP BY x.stage
      UNION ALL
      SELECT 'dh', CASE WHEN m.status = 'spotted' THEN 'spotted' ELSE 'others' END, count(*)
        FROM data_harbour_matches m WHERE m.project_id = ${projectId}
        GROUP BY CASE WHEN m.status = 'spotted' THEN 'spotted' ELSE 'others' END
      UNION ALL
      SELECT 'invited', 'invited', count(*) FROM project_invitations i
        WHERE i.project_id = ${projectId} AND i.status = 'invited'`),
  )
  const byStage = new Map<PipelineStage, number>()
  const labelled = new Map<string, number>()
  const byLabel = new Map<number, number>()
  const dh = { spotted: 0, others: 0 }
  let invited = 0
  for (const c of counts) {
    if (c.kind === 'stage') byStage.set(c.key as PipelineStage, n(c.n))
    else if (c.kind === 'label') byLabel.set(Number(c.key), n(c.n))
    else if (c.kind === 'labelled') labelled.set(c.key, n(c.n))
    else if (c.kind === 'dh') dh[c.key as 'spotted' | 'others'] = n(c.n)
    else if (c.kind === 'invited') invited = n(c.n)
  }
  byStage.set('dataHarbour', dh.spotted)
  byStage.set('invited', invited)
  // The length of the list the Suggested stage opens (the project's ranking), not a count of its own.
  byStage.set(
    'suggested',
    await projectSuggestedCount(db, user, { projectId, title: p.title, skills: p.skills }),
  )

  const labels = rowsOf<{ id: number; stage_id: number; name: string; name_key: string | null }>(
    await db.execute(sql`
      SELECT id, stage_id, name, name_key FROM pipeline_labels WHERE project_id = ${projectId} ORDER BY position, id`),
  )
  const stages: PipelineStageDto[] = PIPELINE_STAGES.map((key) => {
    const stageId = stageIdByKey.get(key) as number
    const total = byStage.get(key) ?? 0
    return {
      id: stageId,
      key,
      group: PIPELINE_STAGE_GROUPS[key],
      name: STAGE_NAMES[key],
      nameKey: `msp.v2.pipeline.stage.${key}`,
      entriesInStageCount: total - (labelled.get(key) ?? 0),
      entriesInStageAndSubStagesCount: total,
      dhCounts: key === 'dataHarbour' ? dh : null,
      subStages: labels
        .filter((l) => Number(l.stage_id) === stageId)
        .map((l) => ({
          id: Number(l.id),
          name: l.name,
          nameKey: l.name_key,
          entriesCount: byLabel.get(Number(l.id)) ?? 0,
        })),
    }
  })
  const flags = {
    status: p.status,
    freelancerVisible: Boolean(p.freelancer_visible),
    filled: Boolean(p.filled),
    partiallyFilled: Boolean(p.partially_filled),
  }
  return {
    project: {
      id: Number(p.id),
      title: p.title,
      ...flags,
      chip: projectChip(flags),
      legalEntityId: Number(p.legal_entity_id),
      legalEntityName: p.legal_entity_name,
      jobHandle: String(p.job_handle),
      maxSubmissions: Number(p.max_submissions),
      sentToClientCount: (byStage.get('send2vms') ?? 0) + (byStage.get('hired') ?? 0),
      allowedStatusTargets: allowedProjectStatusTargets({ ...flags, vmsType: p.vms_type ?? 'none' }),
      canDelete: canDeleteProject(flags, user.permissions),
    },
    stages,
    statusMenu: pipelineStatusMenu(),
  }
}

/** Projects made before stages existed get their eight stages on first view. */
async function ensureStages(db: Db, projectId: number) {
  const read = async () =>
    rowsOf<{ id: number; key: PipelineStage }>(
      await db.execute(sql`SELECT id, key FROM pipeline_stages WHERE project_id = ${projectId}`),
    )
  const rows = await read()
  if (rows.length === PIPELINE_STAGES.length) return rows
  const values = PIPELINE_STAGES.map(
    (key, position) => sql`(${projectId}, ${key}, ${`msp.v2.pipeline.stage.${key}`}, ${position})`,
  )
  await db.execute(sql`
    INSERT INTO pipeline_stages (project_id, key, name_key, position) VALUES ${sql.join(values, sql`, `)}
    ON CONFLICT (project_id, key) DO NOTHING`)
  return read()
}
