/**
 * Talent history catalogue of §3 plus the events the workspace writes for its own changes
 * (profile, tier, tags, action log). The client translates each name; the filters of §2
 * (logs, pools, projects) are groups of these names.
 */
export const TALENT_HISTORY_EVENTS = [
  'ACTIVATED',
  'APPLIES_POOL',
  'REGISTERED',
  'UPDATED_EMAIL',
  'WITHDRAWS_POOL',
  'MSP_ACCEPTS_POOL',
  'MSP_REJECTS_POOL',
  'MSP_ACTIVATES',
  'MSP_DEACTIVATES',
  'MSP_DELETES',
  'CV_ITEM_ADDED',
  'CV_ITEM_EDITED',
  'CV_ITEM_DELETED',
  'MSP_EMAIL',
  'MOVES_INTO_POOL',
  'INVITES_TO_JOB',
  'PRIVACY_POLICY_AND_TERMS_ACCEPTED',
  'UPDATED_VERSIONS_ACCEPTED',
  'MSP_UPDATED',
  'MSP_TIER_CHANGED',
  'MSP_TAG_ASSIGNED',
  'MSP_TAG_REMOVED',
  'MSP_LOG_ADDED',
  'MSP_LOG_UPDATED',
  'MSP_LOG_DELETED',
  'MSP_ARCHIVES_POOL',
  'MSP_RESTORES_POOL',
  'MSP_REMOVES_POOL',
  'MSP_ASKS_AVAILABILITY',
  'AVAILABILITY_ANSWERED',
  'MSP_WITHDRAWS_INVITATION',
] as const
export type TalentHistoryEvent = (typeof TALENT_HISTORY_EVENTS)[number]

export const TALENT_HISTORY_GROUPS = {
  logs: ['MSP_LOG_ADDED', 'MSP_LOG_UPDATED', 'MSP_LOG_DELETED', 'MSP_EMAIL'],
  pools: [
    'APPLIES_POOL',
    'WITHDRAWS_POOL',
    'MSP_ACCEPTS_POOL',
    'MSP_REJECTS_POOL',
    'MOVES_INTO_POOL',
    'MSP_ARCHIVES_POOL',
    'MSP_RESTORES_POOL',
    'MSP_REMOVES_POOL',
  ],
  projects: ['INVITES_TO_JOB', 'MSP_WITHDRAWS_INVITATION', 'MSP_ASKS_AVAILABILITY', 'AVAILABILITY_ANSWERED'],
} as const satisfies Record<'logs' | 'pools' | 'projects', readonly TalentHistoryEvent[]>

export const isTalentHistoryEvent = (value: string): value is TalentHistoryEvent =>
  (TALENT_HISTORY_EVENTS as readonly string[]).includes(value)

/** i18n key of an event; names outside the catalogue get the generic "updated" text. */
export const talentHistoryEventKey = (event: string) =>
  `msp.v2.talent.history.event.${isTalentHistoryEvent(event) ? event : 'UNKNOWN'}`
