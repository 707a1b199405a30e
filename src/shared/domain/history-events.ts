/** History event catalogues of §3, one list per entity; the server writes only these names. */

export const APPLICATION_HISTORY_EVENTS = [
  'CREATED',
  'EMAIL_TRIGGERED',
  'MSP_ADD_LABEL',
  'MSP_CHANGED_STATUS',
  'MSP_EDIT_ANSWER',
  'MSP_LOG_CALL',
  'MSP_LOG_INTERVIEW',
  'MSP_LOG_NOTE',
  'MSP_REMOVE_LABEL',
  'MSP_UPDATED',
  'RULES_ACCEPTED',
  'SYSTEM_ADD_LABEL',
  'SYSTEM_REMOVE_LABEL',
  'SYSTEM_CHANGED_STATUS',
  'TOS_ACCEPTED',
  'UPDATED',
  'VMS_CHANGED_STATUS',
  'VMS_INTERVIEW_CREATED',
  'VMS_INTERVIEW_UPDATED',
  'VMS_OFFER_CREATED',
  'VMS_OFFER_UPDATED',
  'WITHDRAWN',
] as const
export type ApplicationHistoryEvent = (typeof APPLICATION_HISTORY_EVENTS)[number]

/** The job events the pipeline writes (status changes and deletion); names as the seed writes them. */
export const JOB_STATUS_EVENTS = [
  'PAUSED',
  'UNPAUSED',
  'CLOSED',
  'STATUS_UPDATED',
  'REASON_FOR_CLOSING_UPDATED',
] as const
export type JobStatusEvent = (typeof JOB_STATUS_EVENTS)[number]

/** Talent events written by pipeline actions (§3 talent catalogue). */
export const TALENT_PIPELINE_EVENTS = ['MSP_ACCEPTS_POOL', 'MOVES_INTO_POOL', 'INVITES_TO_JOB'] as const
export type TalentPipelineEvent = (typeof TALENT_PIPELINE_EVENTS)[number]
