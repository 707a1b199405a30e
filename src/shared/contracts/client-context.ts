import { z } from 'zod'
import { clientConfigSchema, legalEntityConfigSchema } from './client-config'
import { text } from './text'

/** Client context of §3: what the frontend needs at start. */
export const clientContextSchema = z.object({
  id: z.number(),
  clientId: text(),
  name: text(),
  talentDomainName: text(),
  projectLogo: text().nullable(),
  mspLogo: text().nullable(),
  hasConsentEnabled: z.boolean(),
  googleCalendarAppClientId: text().nullable(),
  languages: z.array(z.object({ iso: text(), name: text() })),
  legalEntity: z.array(z.object({ id: z.number(), name: text(), config: legalEntityConfigSchema })),
  /** The legal entities of the signed-in user. */
  localLegalEntities: z.array(z.object({ id: z.number(), name: text() })),
  config: clientConfigSchema,
  currencies: z.array(text()),
  countries: z.array(
    z.object({
      iso2: text(),
      name: text(),
      translations: z.record(text(), text()),
      phoneCode: text(),
    }),
  ),
})
export type ClientContext = z.infer<typeof clientContextSchema>
