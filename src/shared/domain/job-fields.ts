/**
 * §3 "Job field settings (legal-entity level)": which project form fields show and which are
 * required, per legal entity. Pure, shared by the form (what it shows) and the server (what
 * it enforces).
 */

export type JobFieldSetting = 'hide' | 'required' | 'optional'

export interface JobFieldSettings {
  assignmentPeriodStart: JobFieldSetting
  assignmentPeriodEnd: JobFieldSetting
  hiringDeadline: JobFieldSetting
  maxSubmissions: JobFieldSetting
  positionsNumber: JobFieldSetting
  publishDateVisible: JobFieldSetting
  workModelType: JobFieldSetting
}

/** The project form field each setting governs. */
export const JOB_FIELD_OF_SETTING = {
  assignmentPeriodStart: 'assignmentStart',
  assignmentPeriodEnd: 'assignmentEnd',
  hiringDeadline: 'hiringDeadline',
  maxSubmissions: 'maxSubmissions',
  positionsNumber: 'positions',
  publishDateVisible: 'publishDateVisible',
  workModelType: 'workMode',
} as const satisfies Record<keyof JobFieldSettings, string>

export type GovernedField = (typeof JOB_FIELD_OF_SETTING)[keyof JobFieldSettings]

/** Per form field: hidden, required or optional. */
export function jobFieldRules(settings: JobFieldSettings): Record<GovernedField, JobFieldSetting> {
  const rules = {} as Record<GovernedField, JobFieldSetting>
  for (const [setting, field] of Object.entries(JOB_FIELD_OF_SETTING) as [
    keyof JobFieldSettings,
    GovernedField,
  ][])
    rules[field] = settings[setting]
  return rules
}

const isBlank = (value: unknown) => value === null || value === undefined || value === ''

/** Required fields left empty, in form order. maxSubmissions -1 (unlimited) counts as a value. */
export function missingRequiredJobFields(
  form: Partial<Record<GovernedField, unknown>>,
  settings: JobFieldSettings,
): GovernedField[] {
  const rules = jobFieldRules(settings)
  return (Object.keys(rules) as GovernedField[]).filter(
    (field) => rules[field] === 'required' && field !== 'publishDateVisible' && isBlank(form[field]),
  )
}

/** What a hidden field is saved as: the user cannot see it, so it cannot carry a value. */
export const HIDDEN_FIELD_VALUES: Record<GovernedField, unknown> = {
  assignmentStart: null,
  assignmentEnd: null,
  hiringDeadline: null,
  maxSubmissions: -1,
  positions: 1,
  publishDateVisible: false,
  workMode: null,
}
