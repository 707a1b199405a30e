import { z } from 'zod'
import { clientConfigSchema, legalEntityConfigSchema } from './client-config'

/** Client context of §3: what the frontend needs at start. */
export const clientContextSchema = z.object({
  id: z.number(),
  clientId: z.string(),
  name: z.string(),
  talentDomainName: z.string(),
  projectLogo: z.string().nullable(),
  mspLogo: z.string().nullable(),
  hasConsentEnabled: z.boolean(),
  googleCalendarAppClientId: z.string().nullable(),
  languages: z.array(z.object({ iso: z.string(), name: z.string() })),
  legalEntity: z.array(z.object({ id: z.number(), name: z.string(), config: legalEntityConfigSchema })),
  /** The legal entities of the signed-in user. */
  localLegalEntities: z.array(z.object({ id: z.number(), name: z.string() })),
  config: clientConfigSchema,
  currencies: z.array(z.string()),
  countries: z.array(
    z.object({
      iso2: z.string(),
      name: z.string(),
      translations: z.record(z.string(), z.string()),
      phoneCode: z.string(),
    }),
  ),
})
export type ClientContext = z.infer<typeof clientContextSchema>
