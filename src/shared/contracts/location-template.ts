import type { z } from 'zod'
import { dbId } from './ids'
import { savedLocationSchema, siteAddressSchema } from './project'
import { text } from './text'

/**
 * Location templates (§3 "Location template: legalEntityId plus a free body", §7): a legal
 * entity's saved site addresses, managed in Settings → Workflow and picked in the project form.
 * The body written here is a name plus the §3 address fields.
 */

const id = dbId

export const LOCATION_TEMPLATE_ERROR_KEYS = {
  name: 'msp.v2.locations.error.name',
  city: 'msp.v2.locations.error.city',
  notFound: 'msp.v2.locations.error.not.found',
  legalEntity: 'msp.v2.locations.error.legal.entity',
} as const

const E = LOCATION_TEMPLATE_ERROR_KEYS

/** POST locationTemplate / PUT locationTemplate/{id} */
export const locationTemplateInputSchema = siteAddressSchema.extend({
  legalEntityId: id,
  name: text({ error: E.name }).trim().min(1, E.name).max(120, 'msp.v2.project.error.too.long'),
  city: text({ error: E.city }).trim().min(1, E.city).max(120, 'msp.v2.project.error.too.long'),
})
export type LocationTemplateInput = z.input<typeof locationTemplateInputSchema>
export type LocationTemplateValues = z.output<typeof locationTemplateInputSchema>

/** GET locationTemplate/{id}: the list's saved location with its numeric id. */
export const locationTemplateSchema = savedLocationSchema.extend({ id, legalEntityId: id })
export type LocationTemplate = z.infer<typeof locationTemplateSchema>
