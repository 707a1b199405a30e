import { z } from 'zod'
import { PASSWORD_SPECIAL_CHARS } from '../domain/password'

export const loginRequestSchema = z.object({
  email: z.string().trim().min(1, 'msp.v2.validation.required').email('msp.v2.validation.email'),
  password: z.string().min(1, 'msp.v2.validation.required'),
})
export type LoginRequest = z.infer<typeof loginRequestSchema>

export const tokenResponseSchema = z.object({
  access_token: z.string(),
  refresh_token: z.string(),
  /** Seconds until the access token expires. */
  expires_in: z.number(),
  token_type: z.literal('Bearer'),
})
export type TokenResponse = z.infer<typeof tokenResponseSchema>

export const refreshRequestSchema = z.object({ refresh_token: z.string().min(1) })
export const logoutRequestSchema = z.object({ refresh_token: z.string().min(1).optional() })
export const urlTokenRequestSchema = z.object({ urlToken: z.string().min(1) })
export const externalTokenRequestSchema = z.object({ token: z.string().min(1) })

/** Password rules of §5; messages are the spec's i18n keys. */
export const passwordSchema = z
  .string()
  .min(8, 'msp.v2.pwd.error.length')
  .refine((v) => [...PASSWORD_SPECIAL_CHARS].some((c) => v.includes(c)), 'msp.v2.pwd.error.characters')
  .refine((v) => /[A-Z]/.test(v), 'msp.v2.pwd.error.capitals')
  .refine((v) => /[a-z]/.test(v), 'msp.v2.pwd.error.lowers')
  .refine((v) => /[0-9]/.test(v), 'msp.v2.pwd.error.digits')

export const requestPasswordResetSchema = z.object({
  email: z.string().trim().email('msp.v2.validation.email'),
})
export const resetPasswordSchema = z.object({ token: z.string().min(1), password: passwordSchema })

export const localeRequestSchema = z.object({ language: z.string().min(2) })

export const updateMspSchema = z
  .object({
    firstName: z.string().trim().min(1).max(100),
    lastName: z.string().trim().min(1).max(100),
    calendarId: z.string().max(300).nullable(),
    currentPassword: z.string().min(1),
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
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  authType: z.enum(['PWD', 'AUTH0']),
  locale: z.string(),
  permissions: z.array(z.string()),
  legalEntityIds: z.array(z.number()),
  calendar: z.object({ enabled: z.boolean(), connectionStatus: z.string() }),
  calendarId: z.string().nullable(),
})
export type LoggedUser = z.infer<typeof loggedUserSchema>
