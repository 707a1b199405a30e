/** Status vocabularies of spec §4, shared by the database, the API and the client. */

export const TALENT_STATES = ['ACTIVE', 'DEACTIVATED', 'DELETED', 'UNVERIFIED'] as const
export type TalentState = (typeof TALENT_STATES)[number]

export const TALENT_TIERS = ['gold', 'silver', 'bronze'] as const
export type TalentTier = (typeof TALENT_TIERS)[number]

export const POOL_MEMBERSHIP_STATUSES = [
  'ACCEPTED',
  'ARCHIVED_ACCEPTED',
  'DELETED',
  'PENDING',
  'REJECTED',
] as const
export type PoolMembershipStatus = (typeof POOL_MEMBERSHIP_STATUSES)[number]

export const APPLICATION_STATUS_CODES = [
  'a',
  'h',
  'rm',
  'rv',
  'sf',
  'sp',
  's2c',
  'uc',
  'w',
  'placeholder',
] as const
export type ApplicationStatusCode = (typeof APPLICATION_STATUS_CODES)[number]

export const APPLICATION_STATUS_NAMES: Record<ApplicationStatusCode, string> = {
  a: 'ACTIVE',
  uc: 'UNCONFIRMED',
  h: 'HIRED',
  rm: 'REJECTED_BY_MSP',
  rv: 'REJECTED_BY_VMS',
  sf: 'SEND_FAILED',
  sp: 'SEND_PENDING',
  s2c: 'SENT_TO_CLIENT',
  w: 'WITHDRAWN',
  placeholder: 'PLACEHOLDER',
}

export const PIPELINE_STAGES = [
  'dataHarbour',
  'suggested',
  'invited',
  'active',
  'rejectedOrWithdrawn',
  'send2vms',
  'hired',
  'rejectedVms',
] as const
export type PipelineStage = (typeof PIPELINE_STAGES)[number]

/** The stages whose entries are applications (the sourcing stages list other things). */
export const APPLICATION_STAGES = [
  'active',
  'rejectedOrWithdrawn',
  'send2vms',
  'hired',
  'rejectedVms',
] as const
export type ApplicationStage = (typeof APPLICATION_STAGES)[number]

export const PIPELINE_STAGE_GROUPS: Record<PipelineStage, 'sourcing' | 'internal' | 'client'> = {
  dataHarbour: 'sourcing',
  suggested: 'sourcing',
  invited: 'sourcing',
  active: 'internal',
  rejectedOrWithdrawn: 'internal',
  send2vms: 'client',
  hired: 'client',
  rejectedVms: 'client',
}

/** §4 "Mapping to pipeline stages"; anything unknown counts as active. */
export function stageOfApplicationStatus(status: string): PipelineStage {
  switch (status) {
    case 'h':
      return 'hired'
    case 's2c':
    case 'sf':
    case 'sp':
      return 'send2vms'
    case 'rm':
    case 'w':
      return 'rejectedOrWithdrawn'
    case 'rv':
      return 'rejectedVms'
    default:
      return 'active'
  }
}

export const PROJECT_STATUSES = ['ACTIVE', 'PAUSED', 'CLOSED', 'DELETED'] as const
export type ProjectStatus = (typeof PROJECT_STATUSES)[number]

export const PROJECT_OPENNESS = ['OPEN', 'MANUALLY_CLOSED', 'CLOSED_CANT_REOPEN', 'HALTED'] as const
export type ProjectOpenness = (typeof PROJECT_OPENNESS)[number]

export const PROJECT_CHIPS = [
  'unpublished',
  'partlyFilled',
  'filled',
  'closed',
  'deleted',
  'paused',
  'open',
  'notInPool',
  'finished',
] as const
export type ProjectChip = (typeof PROJECT_CHIPS)[number]

export interface ProjectChipInput {
  status: ProjectStatus
  freelancerVisible: boolean
  filled: boolean
  partiallyFilled: boolean
}

/** §4 chips derive from status plus flags. */
export function projectChip(p: ProjectChipInput): ProjectChip {
  if (p.status === 'DELETED') return 'deleted'
  if (p.status === 'PAUSED') return 'paused'
  if (p.status === 'CLOSED') return p.filled ? 'filled' : 'closed'
  if (!p.freelancerVisible) return 'unpublished'
  if (p.filled) return 'filled'
  if (p.partiallyFilled) return 'partlyFilled'
  return 'open'
}

export const TASK_STATUSES = [
  'CREATED',
  'RUNNING',
  'RESUMED',
  'SCHEDULED',
  'SERVER_STOPPED',
  'SUCCESSFUL',
  'FAILED',
  'USER_STOPPED',
] as const
export type TaskStatus = (typeof TASK_STATUSES)[number]

export const CV_ITEM_KINDS = ['c_h', 'e_h', 'j_h'] as const
export type CvItemKind = (typeof CV_ITEM_KINDS)[number]

export const SKILL_KINDS = ['skill', 'ind', 'soft'] as const
export type SkillKind = (typeof SKILL_KINDS)[number]

export const MANUAL_LOG_TYPES = ['cl', 'em', 'mt', 'nt'] as const
export const ACTION_LOG_TYPES = ['call', 'email', 'interview', 'meeting', 'note'] as const

export const WORK_MODES = ['hy', 'on', 'rm'] as const
export const EMPLOYMENT_TYPES = ['PARTTIME', 'FULLTIME'] as const

export const CURRENCIES = [
  'EUR',
  'USD',
  'CHF',
  'GBP',
  'CNY',
  'CAD',
  'INR',
  'HKD',
  'SGD',
  'SEK',
  'MXN',
  'CRC',
  'BRL',
  'AUD',
  'JPY',
  'MYR',
  'NZD',
] as const
export type Currency = (typeof CURRENCIES)[number]

export const RATE_UNITS = ['HR', 'DAY', 'WEEK', 'MONTH', 'YEAR', 'PROJECT'] as const
export type RateUnit = (typeof RATE_UNITS)[number]

export const QUESTION_TYPES = [
  'currency',
  'date',
  'dropdown',
  'number',
  'radio',
  'text',
  'textField',
  'checkbox',
  'checkboxList',
] as const

export const VMS_INTERVIEW_STATUSES = ['can', 'cf', 'sf', 'uc'] as const
export const VMS_OFFER_STATUSES = ['acc', 'can', 'cre', 'rej'] as const
