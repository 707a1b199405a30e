import { z } from 'zod'
import { CURRENCIES } from '../domain/statuses'
import { text } from './text'

/** Client-level configuration keys (spec §3), stored as one JSON document per client. */
export const clientConfigSchema = z.object({
  currencies: z.array(z.enum(CURRENCIES)).default(['EUR']),
  analyticsPage: z.boolean().default(false),
  countriesOfInterest: z.array(text().length(2)).default([]),
  externalApplicationLink: text().nullable().default(null),
  manualHire: z.boolean().default(false),
  preApplicationQuestions: z.boolean().default(false),
  projectOwnership: z.boolean().default(false),
  /** Team feature: on when greater than 0; the number is the assignee limit. */
  teamAssigneeLimit: z.number().int().min(0).default(0),
  whatsappContact: z.boolean().default(false),
  externalSearchSets: z.array(z.enum(['monster', 'textkernel'])).default([]),
  mspAppliesTalent: z.boolean().default(false),
  loginSettings: z
    .object({ types: z.array(z.enum(['PWD', 'AUTH0'])).default(['PWD']) })
    .default({ types: ['PWD'] }),
  preferredSortedCountries: z.array(text().length(2)).default([]),
  cvEndpointConfig: z
    .object({ showOn: z.array(text()).default(['MSP']) })
    .nullable()
    .default(null),
  /** Polling intervals for background tasks, in seconds. Absent means no polling. */
  tasksSettings: z
    .object({ afterActionInterval: z.number().int().positive(), idleInterval: z.number().int().positive() })
    .nullable()
    .default(null),
  trackingSources: z.array(text()).default([]),
  assistedUtm: z.boolean().default(false),
  calendarEnabled: z.boolean().default(false),
})
export type ClientConfig = z.infer<typeof clientConfigSchema>

export const jobFieldSettingSchema = z.enum(['hide', 'required', 'optional'])

/** Legal-entity-level configuration keys (spec §3). */
export const legalEntityConfigSchema = z.object({
  assessmentsEnabled: z.boolean().default(false),
  bulkRejectPending: z.boolean().default(false),
  jobFieldSettings: z
    .object({
      assignmentPeriodStart: jobFieldSettingSchema.default('optional'),
      assignmentPeriodEnd: jobFieldSettingSchema.default('optional'),
      hiringDeadline: jobFieldSettingSchema.default('optional'),
      maxSubmissions: jobFieldSettingSchema.default('optional'),
      positionsNumber: jobFieldSettingSchema.default('required'),
      publishDateVisible: jobFieldSettingSchema.default('optional'),
      workModelType: jobFieldSettingSchema.default('required'),
    })
    .default({
      assignmentPeriodStart: 'optional',
      assignmentPeriodEnd: 'optional',
      hiringDeadline: 'optional',
      maxSubmissions: 'optional',
      positionsNumber: 'required',
      publishDateVisible: 'optional',
      workModelType: 'required',
    }),
  multipleApplicationsAllowed: z.boolean().default(false),
  vmsType: z.enum(['none', 'fieldglass', 'beeline', 'generic']).default('none'),
  talentConsent: z.boolean().default(false),
  projectPublishingAllowed: z.boolean().default(true),
})
export type LegalEntityConfig = z.infer<typeof legalEntityConfigSchema>
