import { z } from 'zod'
import {
  CURRENCIES,
  EMPLOYMENT_TYPES,
  PROJECT_CHIPS,
  PROJECT_OPENNESS,
  PROJECT_STATUSES,
  RATE_UNITS,
  WORK_MODES,
} from '../domain/statuses'
import { dbId } from './ids'
import { jsonValue, text } from './text'

/**
 * The project form and the project as the management page reads it (spec §2 "Project
 * management page", §3 Project, §7 Project calls). One schema for create and edit, checked on
 * both sides; the server adds what needs the database (legal entity settings, currencies of
 * the client, hired count, pools, team).
 */

const id = dbId
/** YYYY-MM-DD (§5 date picker send format). */
export const projectDay = text()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'msp.v2.project.error.date')
  .refine((value) => !Number.isNaN(Date.parse(value)), 'msp.v2.project.error.date')
const optionalText = (max: number) =>
  text()
    .trim()
    .max(max, 'msp.v2.project.error.too.long')
    .transform((v) => (v === '' ? null : v))
    .nullable()
    .default(null)

export const siteAddressSchema = z.object({
  line1: optionalText(200),
  line2: optionalText(200),
  zipCode: optionalText(20),
  city: optionalText(120),
  state: optionalText(120),
  countryCode: text()
    .regex(/^[A-Z]{2}$/, 'msp.v2.project.error.country')
    .nullable()
    .default(null),
})
export type SiteAddress = z.infer<typeof siteAddressSchema>

export const projectRate = z
  .number()
  .min(0, 'msp.v2.project.error.rate')
  .max(10_000_000)
  .nullable()
  .default(null)

export const projectFormSchema = z
  .object({
    legalEntityId: id,
    // Job posting
    title: text().trim().min(3, 'msp.v2.project.error.title').max(200, 'msp.v2.project.error.too.long'),
    description: text().trim().max(20_000, 'msp.v2.project.error.too.long').default(''),
    skills: z.array(text().trim().min(1).max(80)).max(50, 'msp.v2.project.error.skills').default([]),
    employment: z.enum(EMPLOYMENT_TYPES).nullable().default(null),
    workMode: z.enum(WORK_MODES).nullable().default(null),
    site: siteAddressSchema.default({
      line1: null,
      line2: null,
      zipCode: null,
      city: null,
      state: null,
      countryCode: null,
    }),
    rateMin: projectRate,
    rateMax: projectRate,
    rateUnit: z.enum(RATE_UNITS).nullable().default(null),
    currency: z.enum(CURRENCIES).nullable().default(null),
    // Timeline
    assignmentStart: projectDay.nullable().default(null),
    assignmentEnd: projectDay.nullable().default(null),
    hiringDeadline: projectDay.nullable().default(null),
    publicDeadline: projectDay.nullable().default(null),
    publishDateVisible: z.boolean().default(true),
    // Positions: -1 max submissions means unlimited
    positions: z.number().int().min(1, 'msp.v2.project.error.positions').max(1000),
    maxSubmissions: z
      .number()
      .int()
      .min(-1)
      .max(10_000)
      .refine((v) => v !== 0, 'msp.v2.project.error.max.submissions')
      .default(-1),
    multipleApplicationsAllowed: z.boolean().default(false),
    // Pools, team
    poolIds: z.array(id).max(100).default([]),
    assigneeIds: z.array(id).max(50).default([]),
    hiringManagerId: id.nullable().default(null),
    /** Also keep the form as a template under this name. */
    templateName: optionalText(120),
  })
  .superRefine((form, ctx) => {
    if (form.rateMin !== null && form.rateMax !== null && form.rateMin > form.rateMax)
      ctx.addIssue({ code: 'custom', path: ['rateMax'], message: 'msp.v2.project.error.rate.range' })
    if (
      (form.rateMin !== null || form.rateMax !== null) &&
      (form.currency === null || form.rateUnit === null)
    )
      ctx.addIssue({ code: 'custom', path: ['currency'], message: 'msp.v2.project.error.rate.currency' })
    if (form.assignmentStart && form.assignmentEnd && form.assignmentStart > form.assignmentEnd)
      ctx.addIssue({
        code: 'custom',
        path: ['assignmentEnd'],
        message: 'msp.v2.project.error.assignment.range',
      })
  })
export type ProjectForm = z.infer<typeof projectFormSchema>
export type ProjectFormInput = z.input<typeof projectFormSchema>

/** An address as stored: every part may be missing. */
const storedAddress = {
  line1: text().nullable(),
  line2: text().nullable(),
  zipCode: text().nullable(),
  city: text().nullable(),
  state: text().nullable(),
  countryCode: text().nullable(),
}

const person = z.object({ id, firstName: text(), lastName: text() })

/** GET project/{id}: the form's values plus what the page shows around them. */
export const projectDetailSchema = z.object({
  id,
  jobHandle: text(),
  form: z.object({
    legalEntityId: id,
    title: text(),
    description: text(),
    skills: z.array(text()),
    employment: z.enum(EMPLOYMENT_TYPES).nullable(),
    workMode: z.enum(WORK_MODES).nullable(),
    site: z.object(storedAddress),
    rateMin: z.number().nullable(),
    rateMax: z.number().nullable(),
    rateUnit: z.enum(RATE_UNITS).nullable(),
    currency: z.enum(CURRENCIES).nullable(),
    assignmentStart: text().nullable(),
    assignmentEnd: text().nullable(),
    hiringDeadline: text().nullable(),
    publicDeadline: text().nullable(),
    publishDateVisible: z.boolean(),
    positions: z.number().int(),
    maxSubmissions: z.number().int(),
    multipleApplicationsAllowed: z.boolean(),
    poolIds: z.array(id),
    assigneeIds: z.array(id),
    hiringManagerId: id.nullable(),
  }),
  status: z.enum(PROJECT_STATUSES),
  openness: z.enum(PROJECT_OPENNESS),
  chip: z.enum(PROJECT_CHIPS),
  freelancerVisible: z.boolean(),
  filled: z.boolean(),
  partiallyFilled: z.boolean(),
  legalEntityName: text(),
  vmsJobId: text().nullable(),
  publishDate: text().nullable(),
  reasonForClosing: text().nullable(),
  hiredCount: z.number().int(),
  owner: person.nullable(),
  /** False when project ownership (§3) keeps the caller to reading this project. */
  mayAct: z.boolean(),
  createdAt: text(),
  updatedAt: text(),
})
export type ProjectDetail = z.infer<typeof projectDetailSchema>

/** GET project/{id}/history: job events of §3, newest first. */
export const projectHistoryEntrySchema = z.object({
  id: z.number().int(),
  event: text(),
  createdAt: text(),
  msp: z.object({ firstName: text(), lastName: text() }).nullable(),
  oldValue: jsonValue(),
  newValue: jsonValue(),
})
export type ProjectHistoryEntry = z.infer<typeof projectHistoryEntrySchema>

/** GET project/template/listAll */
export const projectTemplateSchema = z.object({ id, name: text(), title: text(), legalEntityId: id })
export type ProjectTemplate = z.infer<typeof projectTemplateSchema>

/** GET msp/listAllForClient: the client's recruiters (assignees, allocation). */
export const mspListSchema = z.array(person.extend({ email: text() }))
export type MspListEntry = z.infer<typeof mspListSchema>[number]

/** GET client/hiringManagers */
export const hiringManagerListSchema = z.array(z.object({ id, name: text() }))

/** A reusable site address: a legal entity's location template or one the client's projects use. */
export const savedLocationSchema = z.object({
  id: text(),
  name: text(),
  legalEntityId: id.nullable(),
  ...storedAddress,
})
export type SavedLocation = z.infer<typeof savedLocationSchema>

/** A file attached to a project; opened at /napi/resource/{id}. */
export const projectAttachmentSchema = z.object({
  id: text(),
  name: text(),
  contentType: text(),
  size: z.number().int(),
})
export type ProjectAttachment = z.infer<typeof projectAttachmentSchema>
