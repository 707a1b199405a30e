import type { Fixture } from './access-fixtures'
import type { Ctx } from './access-policy'

/** What the access policy's entries share: fixtures made fresh for calls that use them up, request bodies. */

export const acme = (ctx: Ctx) => ctx.role.client === 'acme'
export const file = (name: string, bytes: Uint8Array) => {
  const form = new FormData()
  form.set('resource', new Blob([bytes as Uint8Array<ArrayBuffer>]), name)
  return form
}
export const projectForm = (f: Fixture) => ({
  legalEntityId: f.legalEntityId,
  title: 'Matrix form project',
  description: 'Written by the access matrix.',
  skills: ['SQL'],
  employment: 'FULLTIME',
  workMode: 'rm',
  rateMin: 80,
  rateMax: 90,
  rateUnit: 'HR',
  currency: 'EUR',
  positions: 3,
  maxSubmissions: 10,
  hiringDeadline: '2027-06-30',
  assignmentStart: '2027-07-01',
  assignmentEnd: '2027-12-31',
})
export const freshProject = (ctx: Ctx, visible = false) => ctx.fx.project(ctx.target, { visible })
export const freshApplication = async (ctx: Ctx, status: string) => ctx.fx.application(ctx.target, status)
export const freshTalent = async (ctx: Ctx, state = 'ACTIVE') =>
  (await ctx.fx.talent(ctx.target, { state })).id
export const questionBody = (f: Fixture) => ({
  projectId: f.project.id,
  label: 'Matrix question',
  questionJson: { type: 'text' },
})
/** Another recruiter's note or log: its author, or a team lead (domain/notes.ts). */
export const othersNote = (ctx: Ctx, status: number) => (ctx.has('TEAM_MANAGEMENT') ? status : 403)
export const NO_BODY_PUBLIC = { scope: 'public' as const, ok: 400 }
export const emailVariant = { subject: 'Matrix {{talent.firstName}}', body: 'Hello {{talent.firstName}}' }
export const emailTemplateBody = () => ({
  name: `Matrix email ${Math.random().toString(36).slice(2)}`,
  motivation: 'talentEmailByMsp',
  variants: { en: emailVariant },
})
export const talentEmail = (talentId: number) => ({
  target: { kind: 'talents', ids: [talentId] },
  motivation: 'talentEmailByMsp',
  templateId: null,
  variants: { en: emailVariant },
})

/** A pool email to the pool's accepted members (POST pool/contact). */
export const poolEmail = (poolId: number) => ({
  poolId,
  variants: { en: { subject: 'News from {{pool.name}}', body: 'Dear {{talent.firstName}}, hello.' } },
})
