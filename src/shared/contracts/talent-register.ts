import { z } from 'zod'
import { dbId } from './ids'
import { text } from './text'

const optional = (max: number) =>
  text()
    .trim()
    .max(max, 'msp.v2.talent.error.too.long')
    .transform((v) => (v === '' ? null : v))
    .nullable()
    .default(null)

/**
 * POST freelancer/register (§7): a recruiter registers a talent from the workspace. Names are
 * required; email and phone are how the talent is reached (at least one); the rest fills the
 * profile. The same schema checks the dialog's form.
 */
export const talentRegisterSchema = z
  .object({
    firstName: text()
      .trim()
      .min(1, 'msp.v2.talent.register.error.firstName')
      .max(100, 'msp.v2.talent.error.too.long'),
    lastName: text()
      .trim()
      .min(1, 'msp.v2.talent.register.error.lastName')
      .max(100, 'msp.v2.talent.error.too.long'),
    email: text()
      .trim()
      .max(200, 'msp.v2.talent.error.too.long')
      .regex(/^$|^[^@\s]+@[^@\s]+$/, 'msp.v2.talent.register.error.email')
      .transform((v) => (v === '' ? null : v))
      .nullable()
      .default(null),
    phone: text()
      .trim()
      .max(40, 'msp.v2.talent.error.too.long')
      .regex(/^[+\d][\d ()./-]*$|^$/, 'msp.v2.talent.error.phone.invalid')
      .transform((v) => (v === '' ? null : v))
      .nullable()
      .default(null),
    title: optional(200),
    city: optional(100),
    countryCode: text()
      .trim()
      .regex(/^$|^[A-Za-z]{2}$/, 'msp.v2.talent.register.error.country')
      .transform((v) => (v === '' ? null : v.toUpperCase()))
      .nullable()
      .default(null),
    skills: z.array(text().trim().min(1).max(100)).max(50).default([]),
  })
  .refine((t) => t.email !== null || t.phone !== null, {
    message: 'msp.v2.talent.register.error.contact',
    path: ['email'],
  })
export type TalentRegisterInput = z.input<typeof talentRegisterSchema>
export type TalentRegister = z.output<typeof talentRegisterSchema>

export const talentRegisterResponseSchema = z.object({ id: dbId })
export type TalentRegisterResponse = z.infer<typeof talentRegisterResponseSchema>
