import { z } from 'zod'
import { PASSWORD_SPECIAL_CHARS } from '../domain/password'
import { text } from './text'

export const loginRequestSchema = z.object({
  email: text().trim().min(1, 'msp.v2.validation.required').email('msp.v2.validation.email'),
  password: text().min(1, 'msp.v2.validation.required'),
})
export type LoginRequest = z.infer<typeof loginRequestSchema>

export const tokenResponseSchema = z.object({
  access_token: text(),
  refresh_token: text(),
  /** Seconds until the access token expires. */
  expires_in: z.number(),
  token_type: z.literal('Bearer'),
})
export type TokenResponse = z.infer<typeof tokenResponseSchema>

/** The sign-in methods of §3 login settings: password, and the identity provider (AUTH0). */
export type LoginMethod = 'PWD' | 'AUTH0'

/** GET loginSettings: what the sign-in page offers. */
export interface LoginSettings {
  methods: LoginMethod[]
  /** Where the provider button sends the user (implicit flow back to /social-callback); null when not offered. */
  identityProvider: { authorizeUrl: string; clientId: string; name: string } | null
}
export const loginSettingsQuerySchema = z.object({ client: text().trim().max(40).optional() })

export const refreshRequestSchema = z.object({ refresh_token: text().min(1) })
export const logoutRequestSchema = z.object({ refresh_token: text().min(1).optional() })
export const urlTokenRequestSchema = z.object({ urlToken: text().min(1) })
export const externalTokenRequestSchema = z.object({ token: text().min(1) })

/** Password rules of §5; messages are the spec's i18n keys. */
export const passwordSchema = text()
  .min(8, 'msp.v2.pwd.error.length')
  .refine((v) => [...PASSWORD_SPECIAL_CHARS].some((c) => v.includes(c)), 'msp.v2.pwd.error.characters')
  .refine((v) => /[A-Z]/.test(v), 'msp.v2.pwd.error.capitals')
  .refine((v) => /[a-z]/.test(v), 'msp.v2.pwd.error.lowers')
  .refine((v) => /[0-9]/.test(v), 'msp.v2.pwd.error.digits')

export const requestPasswordResetSchema = z.object({
  email: text().trim().email('msp.v2.validation.email'),
})
export const resetPasswordSchema = z.object({ token: text().min(1), password: passwordSchema })

export const localeRequestSchema = z.object({ language: text().min(2) })

export const updateMspSchema = z
  .object({
    firstName: text().trim().min(1).max(100),
    lastName: text().trim().min(1).max(100),
    calendarId: text().max(300).nullable(),
    currentPassword: text().min(1),
    newPassword: passwordSchema,
  })
  .partial()
  .refine((v) => !v.newPassword || v.currentPassword, {
    message: 'msp.v2.validation.required',
    path: ['currentPassword'],
  })
export type UpdateMsp = z.infer<typeof updateMspSchema>

/** The logged user of §3. */
export const loggedUserSchema = z.object({
  id: z.number(),
  clientId: z.number(),
  firstName: text(),
  lastName: text(),
  email: text(),
  authType: z.enum(['PWD', 'AUTH0']),
  locale: text(),
  permissions: z.array(text()),
  legalEntityIds: z.array(z.number()),
  calendar: z.object({ enabled: z.boolean(), connectionStatus: text() }),
  calendarId: text().nullable(),
})
export type LoggedUser = z.infer<typeof loggedUserSchema>
