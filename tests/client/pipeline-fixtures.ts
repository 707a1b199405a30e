import type {
  ApplicationRow,
  PipelineProject,
  PipelineStageDto,
  PipelineStagesResponse,
} from '../../src/shared/contracts/pipeline'

export function pipelineProject(overrides: Partial<PipelineProject> = {}): PipelineProject {
  return {
    id: 7,
    title: 'Senior SAP Consultant',
    status: 'ACTIVE',
    chip: 'open',
    freelancerVisible: true,
    filled: false,
    partiallyFilled: false,
    legalEntityId: 1,
    legalEntityName: 'Acme Staffing GmbH',
    jobHandle: 'JOB-7',
    maxSubmissions: 10,
    sentToClientCount: 3,
    allowedStatusTargets: ['CLOSED', 'DELETED', 'PAUSED'],
    canDelete: false,
    ...overrides,
  }
}

let nextStageId = 1
const stage = (
  key: PipelineStageDto['key'],
  group: PipelineStageDto['group'],
  count: number,
  subStages: PipelineStageDto['subStages'] = [],
): PipelineStageDto => ({
  id: nextStageId++,
  key,
  group,
  name: key,
  nameKey: `msp.v2.unknown.stage.${key}`,
  entriesInStageCount: count - subStages.reduce((sum, s) => sum + s.entriesCount, 0),
  entriesInStageAndSubStagesCount: count,
  dhCounts: key === 'dataHarbour' ? { spotted: 30, others: 10 } : null,
  subStages,
})

/** A project's stages as GET project/{id}/pipeline/stages answers them. */
export function stagesResponse(project: Partial<PipelineProject> = {}): PipelineStagesResponse {
  return {
    project: pipelineProject(project),
    stages: [
      stage('dataHarbour', 'sourcing', 40),
      stage('suggested', 'sourcing', 25),
      stage('invited', 'sourcing', 9),
      stage('active', 'internal', 1234, [
        { id: 101, name: 'Phone screen', nameKey: null, entriesCount: 14 },
        { id: 102, name: 'Technical interview', nameKey: null, entriesCount: 16 },
      ]),
      stage('rejectedOrWithdrawn', 'internal', 26, [
        { id: 103, name: 'Not a fit', nameKey: null, entriesCount: 9 },
      ]),
      stage('send2vms', 'client', 11),
      stage('hired', 'client', 3),
      stage('rejectedVms', 'client', 7),
    ],
    statusMenu: {
      sourcing: ['dataHarbour', 'suggested', 'invited'],
      internal: ['active', 'rejectedOrWithdrawn'],
      client: ['send2vms', 'hired', 'rejectedVms'],
    },
  }
}

export function applicationRow(id: number, overrides: Partial<ApplicationRow> = {}): ApplicationRow {
  return {
    id,
    projectId: 7,
    legalEntityId: 1,
    status: 'a',
    stage: 'active',
    talent: {
      id: id + 1000,
      firstName: 'Talent',
      lastName: String(id),
      title: 'Consultant',
      city: 'Berlin',
      countryCode: 'DE',
      state: 'ACTIVE',
    },
    rate: '85',
    rateUnit: 'HR',
    currency: 'EUR',
    labels: [],
    screening: 'none',
    pendingPoolMembership: false,
    lastUpdated: '2026-11-01T10:00:00Z',
    createdAt: '2026-10-01T10:00:00Z',
    owner: null,
    vmsMessage: null,
    assessment: null,
    ...overrides,
  }
}
