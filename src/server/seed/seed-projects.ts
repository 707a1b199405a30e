import type { PipelineStage, ProjectOpenness, ProjectStatus } from '../../shared/domain/statuses'
import type { ClientCtx, LegalEntityCtx, SeedContext } from './context'
import { CITIES, COUNTRY_BY_ISO, streetLine } from './geo-data'
import { FAMILIES, FAMILY_WEIGHTS, SENIORITY } from './job-families'
import { convertDayRate } from './money'
import { CLOSING_REASONS } from './phrases'
import { writeJobHistory, writeStages } from './project-extras'
import { projectDescription } from './project-text'
import { addDays, dateFromRef, daysAgo, Rng } from './random'
import { type DataHarbourIndex, seedDataHarbourMatches, seedDataHarbourTalents } from './seed-data-harbour'
import { seedJobQuestions } from './seed-questions'
import type { TalentIndex } from './seed-talents'

/** Projects with their pipeline stages, sub-stage labels, team, pools, questions and history. */

type Archetype =
  | 'open'
  | 'partlyFilled'
  | 'filled'
  | 'unpublished'
  | 'closed'
  | 'closedFilled'
  | 'deleted'
  | 'paused'

/** The first eight projects take one archetype each, so every chip of §4 exists even in a tiny seed. */
const ARCHETYPES: [Archetype, number][] = [
  ['open', 38],
  ['partlyFilled', 14],
  ['filled', 6],
  ['unpublished', 8],
  ['closed', 12],
  ['closedFilled', 10],
  ['deleted', 4],
  ['paused', 8],
]

const SHAPE: Record<Archetype, { status: ProjectStatus; visible: boolean; openness: ProjectOpenness }> = {
  open: { status: 'ACTIVE', visible: true, openness: 'OPEN' },
  partlyFilled: { status: 'ACTIVE', visible: true, openness: 'OPEN' },
  filled: { status: 'ACTIVE', visible: true, openness: 'OPEN' },
  unpublished: { status: 'ACTIVE', visible: false, openness: 'OPEN' },
  closed: { status: 'CLOSED', visible: true, openness: 'MANUALLY_CLOSED' },
  closedFilled: { status: 'CLOSED', visible: true, openness: 'CLOSED_CANT_REOPEN' },
  deleted: { status: 'DELETED', visible: false, openness: 'CLOSED_CANT_REOPEN' },
  paused: { status: 'PAUSED', visible: true, openness: 'HALTED' },
}

export interface ProjectPlan {
  id: number
  client: ClientCtx
  le: LegalEntityCtx
  family: number
  archetype: Archetype
  isTemplate: boolean
  positions: number
  hired: number
  appCount: number
  currency: string
  rateUnit: string
  rateMin: number
  rateMax: number
  createdDaysAgo: number
  skills: string[]
  ownerId: number
  assigneeIds: number[]
  /** Label ids (sub-stages) per stage key. */
  labels: Map<PipelineStage, { id: number; name: string }[]>
  questionIds: number[]
}

export async function seedProjects(
  ctx: SeedContext,
  count: number,
  applications: number,
  talents: TalentIndex,
): Promise<ProjectPlan[]> {
  const rng = Rng.derive(ctx.seed, 'projects')
  const dataHarbour = seedDataHarbourTalents(ctx, Rng.derive(ctx.seed, 'data-harbour'), talents.total)
  const templates = count > ARCHETYPES.length ? Math.max(1, Math.round(count * 0.02)) : 0
  const plans: ProjectPlan[] = []
  const [main, second] = ctx.clients
  for (let i = 0; i < count; i++) {
    const toSecond = rng.chance(0.15)
    const client = second && (i === 1 || (i > 1 && toSecond)) ? second : main
    const archetype = i < ARCHETYPES.length ? ARCHETYPES[i][0] : rng.weighted(ARCHETYPES)
    // Templates come last and never take one of the chip-covering first projects.
    const isTemplate = i >= Math.max(count - templates, ARCHETYPES.length)
    plans.push(planProject(ctx, rng, client, archetype, isTemplate))
  }
  allocateApplications(rng, plans, applications, talents)
  for (const plan of plans) writeProject(ctx, rng, plan, dataHarbour)
  await ctx.writer.flush()
  ctx.log(`projects: ${plans.length} (${templates} templates)`)
  return plans
}

function planProject(
  ctx: SeedContext,
  rng: Rng,
  client: ClientCtx,
  archetype: Archetype,
  isTemplate: boolean,
): ProjectPlan {
  const le =
    client.legalEntities.length > 1 && rng.chance(0.45) ? client.legalEntities[1] : client.legalEntities[0]
  const family = rng.weighted(FAMILY_WEIGHTS)
  const f = FAMILIES[family]
  const positions = rng.weighted([
    [1, 50],
    [2, 25],
    [3, 12],
    [rng.int(4, 5), 8],
    [rng.int(6, 10), 5],
  ] as [number, number][])
  const unit = rng.weighted([
    ['HR', 55],
    ['DAY', 35],
    ['MONTH', 6],
    ['YEAR', 4],
  ] as [string, number][])
  const currency = rng.chance(0.75) ? client.currencies[0] : rng.pick(client.currencies)
  const dayRate = rng.float(f.dayRate[0], f.dayRate[1])
  const closedLike = archetype === 'closed' || archetype === 'closedFilled' || archetype === 'deleted'
  const assignees =
    client.teamAssigneeLimit > 0
      ? rng.sample(client.mspIds, rng.int(1, Math.min(3, client.teamAssigneeLimit)))
      : []
  return {
    id: ctx.ids.next('projects'),
    client,
    le,
    family,
    archetype: isTemplate ? 'unpublished' : archetype,
    isTemplate,
    positions: archetype === 'partlyFilled' ? Math.max(2, positions) : positions,
    hired: 0,
    appCount: 0,
    currency,
    rateUnit: unit,
    rateMin: convertDayRate(dayRate * 0.85, unit, currency),
    rateMax: convertDayRate(dayRate * rng.float(1.05, 1.35), unit, currency),
    createdDaysAgo: closedLike ? rng.float(60, 540) : rng.float(3, 200),
    skills: [...rng.sample(f.skills, rng.int(5, 8)), ...rng.sample(f.tech, rng.int(1, 2))],
    ownerId: rng.pick(client.mspIds),
    assigneeIds: assignees,
    labels: new Map(),
    questionIds: [],
  }
}

/** Spreads the requested applications over projects (largest remainder), capped by the talents available. */
function allocateApplications(rng: Rng, plans: ProjectPlan[], total: number, talents: TalentIndex): void {
  const weights = plans.map((p) =>
    p.isTemplate ? 0 : (p.archetype === 'unpublished' ? 0.08 : 1) * rng.float(0.3, 1.7),
  )
  const sum = weights.reduce((a, b) => a + b, 0) || 1
  const raw = weights.map((w) => (total * w) / sum)
  const counts = raw.map(Math.floor)
  let rest = total - counts.reduce((a, b) => a + b, 0)
  const order = raw.map((r, i) => [r - Math.floor(r), i] as const).sort((a, b) => b[0] - a[0] || a[1] - b[1])
  for (let k = 0; rest > 0 && k < order.length; k++, rest--) counts[order[k][1]]++
  plans.forEach((p, i) => {
    const available = talents.byClient.get(p.client.id)?.length ?? 0
    p.appCount = Math.min(counts[i], Math.floor(available * 0.8))
    const a = p.archetype
    let target = 0
    if (a === 'filled' || a === 'closedFilled') target = p.positions
    else if (a === 'partlyFilled') target = rng.int(1, p.positions - 1)
    else if (a === 'closed' || a === 'paused' || a === 'deleted')
      target = rng.chance(0.5) ? rng.int(0, p.positions - 1) : 0
    if (target > p.appCount) p.appCount = Math.min(target + 5, Math.floor(available * 0.8))
    p.hired = Math.min(target, p.appCount)
    // A filled project hires all its positions: shrink the positions when talents are scarce.
    if ((a === 'filled' || a === 'closedFilled') && p.hired > 0) p.positions = p.hired
  })
}

function writeProject(ctx: SeedContext, rng: Rng, p: ProjectPlan, dataHarbour: DataHarbourIndex): void {
  const w = ctx.writer
  const f = FAMILIES[p.family]
  const shape = SHAPE[p.archetype]
  const filled = p.hired > 0 && p.hired >= p.positions
  const partially = p.hired > 0 && !filled
  const sites = CITIES.filter((c) => p.client.siteCities.includes(c.name))
  const local = sites.filter((c) => c.country === p.le.countryCode)
  const site = rng.pick(local.length > 0 && rng.chance(0.7) ? local : sites)
  const german = p.le.countryCode === 'DE' && rng.chance(0.35)
  const seniority = rng.weighted(SENIORITY)
  const baseTitle = rng.pick(f.titles)
  const title = `${seniority && !/^(Senior|Junior|Lead|Interim) /.test(baseTitle) ? `${seniority} ` : ''}${baseTitle}${p.le.countryCode === 'DE' && rng.chance(0.4) ? ' (m/w/d)' : ''}`
  const workMode = rng.weighted([
    ['hy', 45],
    ['on', 30],
    ['rm', 25],
  ] as [string, number][])
  const months = rng.pick([3, 6, 6, 9, 12, 12, 18, 24])
  const created = daysAgo(p.createdDaysAgo)
  const published = shape.visible || p.archetype === 'deleted' ? addDays(created, rng.float(0, 4)) : null
  const active = shape.status === 'ACTIVE' || shape.status === 'PAUSED'
  const hiringDeadline = active
    ? dateFromRef(rng.int(7, 90))
    : dateFromRef(-p.createdDaysAgo + rng.int(20, 60))
  const start = rng.int(7, 45)
  const industry = rng.pick(f.industries)
  const vmsPublished = p.le.vms && !p.isTemplate && published !== null
  const reason =
    p.archetype === 'closedFilled'
      ? 'All positions filled'
      : p.archetype === 'closed'
        ? rng.pick(CLOSING_REASONS)
        : null
  w.add('projects', {
    id: p.id,
    client_id: p.client.id,
    legal_entity_id: p.le.id,
    job_handle: rng.uuid(),
    title,
    description: projectDescription(
      rng,
      {
        title,
        clientName: p.client.name,
        family: f,
        industry,
        skills: p.skills,
        city: site.name,
        workMode,
        months,
        positions: p.positions,
      },
      german,
    ),
    skills: p.skills,
    employment: rng.chance(0.75) ? 'FULLTIME' : 'PARTTIME',
    work_mode: workMode,
    site_line1: streetLine(COUNTRY_BY_ISO.get(site.country)?.lang ?? 'en', p.id, 1 + (p.id % 120)),
    site_line2: rng.chance(0.2) ? `Building ${rng.pick(['A', 'B', 'C', 'North', 'South'])}` : null,
    site_zip_code: site.zip,
    site_city: site.name,
    site_state: site.state,
    site_country_code: site.country,
    rate_min: p.rateMin,
    rate_max: Math.max(p.rateMax, p.rateMin),
    rate_unit: p.rateUnit,
    currency: p.currency,
    assignment_start: addDate(hiringDeadline, start),
    assignment_end: p.rateUnit === 'YEAR' ? null : addDate(hiringDeadline, start + months * 30),
    hiring_deadline: hiringDeadline,
    public_deadline: addDate(hiringDeadline, -rng.int(0, 7)),
    publish_date: published ? published.slice(0, 10) : null,
    publish_date_visible: !p.le.vms,
    positions: p.positions,
    max_submissions: rng.chance(0.3) ? -1 : p.positions * rng.int(3, 8),
    status: shape.status,
    openness: shape.openness,
    filled,
    partially_filled: partially,
    freelancer_visible: shape.visible && !p.isTemplate,
    multiple_applications_allowed: p.le.multipleApplicationsAllowed && rng.chance(0.5),
    reason_for_closing: reason,
    vms_job_id: vmsPublished ? `FGJP${String(400000 + p.id * 17).padStart(8, '0')}` : null,
    hiring_manager_id: rng.chance(0.85) ? rng.pick(p.client.hiringManagerIds) : null,
    owner_id: p.ownerId,
    is_template: p.isTemplate,
    template_name: p.isTemplate ? `${f.label} – standard request` : null,
    last_application_at: null,
    created_by: p.ownerId,
    created_at: created,
    updated_at: daysAgo(rng.float(0, Math.min(p.createdDaysAgo, 60))),
  })
  p.assigneeIds.forEach((mspId, position) => {
    w.add('project_assignees', { project_id: p.id, msp_id: mspId, position })
  })
  const sameFamily = p.client.pools.filter((pool) => pool.family === p.family)
  const pools =
    p.isTemplate || !shape.visible
      ? []
      : rng.sample(sameFamily.length ? sameFamily : p.client.pools, rng.chance(0.6) ? rng.int(1, 2) : 0)
  for (const pool of pools) w.add('project_pools', { project_id: p.id, pool_id: pool.id })
  if (rng.chance(0.2)) {
    const resourceId = rng.uuid()
    w.add('resources', {
      id: resourceId,
      client_id: p.client.id,
      name: `Job description – ${baseTitle}.pdf`,
      content_type: 'application/pdf',
      size: rng.int(30_000, 400_000),
      storage_key: `seed/${resourceId}`,
      created_by: p.ownerId,
      created_at: created,
    })
    w.add('project_attachments', { project_id: p.id, resource_id: resourceId })
  }
  writeStages(ctx, rng, p)
  p.questionIds = [...p.le.questionIds]
  if (p.client.preApplicationQuestions && !p.isTemplate && rng.chance(0.5)) {
    p.questionIds.push(...seedJobQuestions(ctx, rng, p.client.id, p.id, p.skills))
  }
  if (!p.isTemplate && p.archetype !== 'deleted') {
    seedDataHarbourMatches(ctx, rng, dataHarbour, p.client.id, p.family, p.id, p.createdDaysAgo)
  }
  writeJobHistory(ctx, rng, p, {
    created,
    published,
    title,
    reason,
    pools: pools.map((x) => x.id),
    hiringDeadline,
    status: shape.status,
  })
}

function addDate(date: string, days: number): string {
  return addDays(`${date}T00:00:00.000Z`, days).slice(0, 10)
}
