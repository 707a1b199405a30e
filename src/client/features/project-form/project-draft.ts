import type { ProjectDetail, ProjectFormInput } from '../../../shared/contracts/project'
import {
  type GovernedField,
  type JobFieldSettings,
  missingRequiredJobFields,
} from '../../../shared/domain/job-fields'
import type { QuestionDraft } from '../../../shared/domain/question-draft'

/**
 * What the project form holds while the user types: strings for numbers and dates (so a
 * half-typed value is kept as typed), converted to the shared contract on save. Drafts are
 * also what survives a failed save or an accidental navigation (session storage).
 */
export interface ProjectDraft {
  legalEntityId: string
  title: string
  description: string
  skills: string
  employment: string
  workMode: string
  siteLine1: string
  siteLine2: string
  siteZipCode: string
  siteCity: string
  siteState: string
  siteCountryCode: string
  rateMin: string
  rateMax: string
  rateUnit: string
  currency: string
  assignmentStart: string
  assignmentEnd: string
  hiringDeadline: string
  publicDeadline: string
  publishDateVisible: boolean
  positions: string
  maxSubmissions: string
  unlimitedSubmissions: boolean
  multipleApplicationsAllowed: boolean
  poolIds: number[]
  assigneeIds: number[]
  hiringManagerId: string
  templateName: string
  /** Job-specific pre-application questions, written right after the project's save. */
  questions: QuestionDraft[]
}

export type FormMode = 'CREATE' | 'EDIT' | 'UNPUBLISHED'

export function emptyDraft(
  legalEntityId: number | null,
  currency: string | null,
  selfId: number | null,
): ProjectDraft {
  return {
    legalEntityId: legalEntityId ? String(legalEntityId) : '',
    title: '',
    description: '',
    skills: '',
    employment: '',
    workMode: '',
    siteLine1: '',
    siteLine2: '',
    siteZipCode: '',
    siteCity: '',
    siteState: '',
    siteCountryCode: '',
    rateMin: '',
    rateMax: '',
    rateUnit: 'HR',
    currency: currency ?? '',
    assignmentStart: '',
    assignmentEnd: '',
    hiringDeadline: '',
    publicDeadline: '',
    publishDateVisible: true,
    positions: '1',
    maxSubmissions: '',
    unlimitedSubmissions: true,
    multipleApplicationsAllowed: false,
    poolIds: [],
    assigneeIds: selfId ? [selfId] : [],
    hiringManagerId: '',
    templateName: '',
    questions: [],
  }
}

const text = (v: string | number | null | undefined) => (v === null || v === undefined ? '' : String(v))

export function draftFromForm(form: ProjectDetail['form']): ProjectDraft {
  return {
    legalEntityId: String(form.legalEntityId),
    title: form.title,
    description: form.description,
    skills: form.skills.join(', '),
    employment: text(form.employment),
    workMode: text(form.workMode),
    siteLine1: text(form.site.line1),
    siteLine2: text(form.site.line2),
    siteZipCode: text(form.site.zipCode),
    siteCity: text(form.site.city),
    siteState: text(form.site.state),
    siteCountryCode: text(form.site.countryCode),
    rateMin: text(form.rateMin),
    rateMax: text(form.rateMax),
    rateUnit: text(form.rateUnit),
    currency: text(form.currency),
    assignmentStart: text(form.assignmentStart),
    assignmentEnd: text(form.assignmentEnd),
    hiringDeadline: text(form.hiringDeadline),
    publicDeadline: text(form.publicDeadline),
    publishDateVisible: form.publishDateVisible,
    positions: String(form.positions),
    maxSubmissions: form.maxSubmissions === -1 ? '' : String(form.maxSubmissions),
    unlimitedSubmissions: form.maxSubmissions === -1,
    multipleApplicationsAllowed: form.multipleApplicationsAllowed,
    poolIds: form.poolIds,
    assigneeIds: form.assigneeIds,
    hiringManagerId: text(form.hiringManagerId),
    templateName: '',
    questions: [],
  }
}

const orNull = (v: string) => (v.trim() === '' ? null : v.trim())
/** A number as typed; NaN stays NaN so the contract reports it on the right field. */
const numberOrNull = (v: string) => (v.trim() === '' ? null : Number(v.replace(',', '.')))

/** The request body: exactly what the contract validates on both sides. */
export function draftToInput(d: ProjectDraft): ProjectFormInput {
  return {
    legalEntityId: Number(d.legalEntityId),
    title: d.title,
    description: d.description,
    skills: [
      ...new Set(
        d.skills
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean),
      ),
    ],
    employment: (orNull(d.employment) as ProjectFormInput['employment']) ?? null,
    workMode: (orNull(d.workMode) as ProjectFormInput['workMode']) ?? null,
    site: {
      line1: orNull(d.siteLine1),
      line2: orNull(d.siteLine2),
      zipCode: orNull(d.siteZipCode),
      city: orNull(d.siteCity),
      state: orNull(d.siteState),
      countryCode: orNull(d.siteCountryCode),
    },
    rateMin: numberOrNull(d.rateMin),
    rateMax: numberOrNull(d.rateMax),
    rateUnit: (orNull(d.rateUnit) as ProjectFormInput['rateUnit']) ?? null,
    currency: (orNull(d.currency) as ProjectFormInput['currency']) ?? null,
    assignmentStart: orNull(d.assignmentStart),
    assignmentEnd: orNull(d.assignmentEnd),
    hiringDeadline: orNull(d.hiringDeadline),
    publicDeadline: orNull(d.publicDeadline),
    publishDateVisible: d.publishDateVisible,
    positions: Number(d.positions || Number.NaN),
    maxSubmissions: d.unlimitedSubmissions ? -1 : Number(d.maxSubmissions || Number.NaN),
    multipleApplicationsAllowed: d.multipleApplicationsAllowed,
    poolIds: d.poolIds,
    assigneeIds: d.assigneeIds,
    hiringManagerId: d.hiringManagerId ? Number(d.hiringManagerId) : null,
    templateName: orNull(d.templateName),
  }
}

/** Required-by-legal-entity fields left empty, as field → message key (the server checks the same). */
export function missingFieldErrors(
  input: ProjectFormInput,
  settings: JobFieldSettings,
): Record<string, string> {
  const values: Partial<Record<GovernedField, unknown>> = {
    assignmentStart: input.assignmentStart,
    assignmentEnd: input.assignmentEnd,
    hiringDeadline: input.hiringDeadline,
    maxSubmissions: input.maxSubmissions,
    positions: input.positions,
    workMode: input.workMode,
  }
  return Object.fromEntries(
    missingRequiredJobFields(values, settings).map((field) => [field, 'msp.v2.project.error.required']),
  )
}

/** Where a mode keeps its unsaved draft. */
export const draftStorageKey = (mode: FormMode, projectId: number | null) =>
  `project-draft:${mode === 'CREATE' ? 'new' : projectId}`

export function loadDraft(key: string): ProjectDraft | null {
  try {
    const raw = sessionStorage.getItem(key)
    if (!raw) return null
    const draft = JSON.parse(raw) as ProjectDraft
    // Drafts stored before the questions section existed have none.
    return { ...draft, questions: Array.isArray(draft.questions) ? draft.questions : [] }
  } catch {
    return null
  }
}

export function storeDraft(key: string, draft: ProjectDraft | null): void {
  try {
    if (draft) sessionStorage.setItem(key, JSON.stringify(draft))
    else sessionStorage.removeItem(key)
  } catch {
    // Storage full or blocked: the form still holds the values.
  }
}
