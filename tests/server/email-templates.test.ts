import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type {
  EmailTemplate,
  EmailTemplateList,
  TemplatePreviewResponse,
} from '../../src/shared/contracts/email'
import { EMAIL_MOTIVATIONS, missingLanguages, variablesIn } from '../../src/shared/domain/email'
import { call } from './email-support'
import { createTestApp, type TestApp } from './support/test-app'

/** Issue 19 §1: templates per client and motivation, one variant per client language, previewed on a real talent. */

let t: TestApp
let anna: string
let max: string

beforeAll(async () => {
  t = await createTestApp({ seed: { talents: 40, projects: 3 } })
  anna = (await t.login('anna.admin@acme.test')).access_token
  max = (await t.login('max.recruiter@acme.test')).access_token
})
afterAll(() => t.close())

const input = (extra: Record<string, unknown> = {}) => ({
  name: 'Follow-up',
  motivation: 'applicantEmail',
  isDefault: false,
  variants: {
    en: {
      subject: 'About {{project.title}}',
      body: 'Dear {{talent.firstName}},\nmore soon.\n{{recruiter.name}}',
    },
    de: {
      subject: 'Zu {{project.title}}',
      body: 'Hallo {{talent.firstName}},\nbald mehr.\n{{recruiter.name}}',
    },
  },
  ...extra,
})

describe('email templates', () => {
  it('ships demo templates for every motivation, complete in the five client languages', async () => {
    const { status, body } = await call<EmailTemplateList>(t, anna, '/email/templates')
    expect(status).toBe(200)
    expect(body.languages).toEqual(['en', 'de', 'fr', 'nl', 'es'])
    expect(body.defaultLanguage).toBe('en')
    for (const motivation of EMAIL_MOTIVATIONS)
      expect(
        body.templates.filter((x) => x.motivation === motivation && x.isDefault),
        motivation,
      ).toHaveLength(1)
    for (const template of body.templates) {
      expect(missingLanguages(template.variants, body.languages), template.name).toEqual([])
      for (const variant of Object.values(template.variants))
        expect(variablesIn(variant.subject + variant.body).every((v) => !v.includes(' '))).toBe(true)
    }
  })

  it('creates, edits (a missing language shows as missing) and deletes a template', async () => {
    const created = await call<EmailTemplate>(t, anna, '/email/templates', { method: 'POST', json: input() })
    expect(created.status).toBe(201)
    expect(created.body).toMatchObject({ name: 'Follow-up', motivation: 'applicantEmail', isDefault: false })
    expect(created.body.updatedBy).toBe('Anna Admin')
    expect(missingLanguages(created.body.variants, ['en', 'de', 'fr', 'nl', 'es'])).toEqual([
      'fr',
      'nl',
      'es',
    ])

    const edited = await call<EmailTemplate>(t, anna, `/email/templates/${created.body.id}`, {
      method: 'PUT',
      json: input({
        name: 'Follow-up (new)',
        isDefault: true,
        variants: { fr: { subject: 'À propos de {{project.title}}', body: 'Bonjour {{talent.firstName}}' } },
      }),
    })
    expect(edited.status).toBe(200)
    expect(Object.keys(edited.body.variants)).toEqual(['fr'])
    expect(edited.body.isDefault).toBe(true)
    // The motivation's former default is one no more.
    const list = await call<EmailTemplateList>(t, anna, '/email/templates')
    expect(list.body.templates.filter((x) => x.motivation === 'applicantEmail' && x.isDefault)).toEqual([
      expect.objectContaining({ id: created.body.id }),
    ])

    const removed = await call(t, anna, `/email/templates/${created.body.id}`, { method: 'DELETE' })
    expect(removed.status).toBe(204)
    const gone = await call<{ error: string }>(t, anna, `/email/templates/${created.body.id}`, {
      method: 'DELETE',
    })
    expect(gone).toMatchObject({ status: 404, body: { error: 'msp.v2.email.error.template.unknown' } })
  })

  it('refuses unknown and misplaced variables, HTML and line breaks in the subject, a 1 MB body, foreign languages', async () => {
    const refuse = async (json: unknown, message: string, status = 400) => {
      const res = await call<{ error: string; messages: string[] }>(t, anna, '/email/templates', {
        method: 'POST',
        json,
      })
      expect(res.status).toBe(status)
      expect([res.body.error, ...res.body.messages]).toContain(message)
    }
    const en = (subject: string, body = 'Hello') => ({ variants: { en: { subject, body } } })
    await refuse(input(en('Hi {{talent.nickname}}')), 'msp.v2.email.error.variable.unknown')
    await refuse(input(en('Hi', 'Welcome to {{pool.name}}')), 'msp.v2.email.error.variable.unavailable')
    await refuse(input(en('Hi {{talent.firstName}')), 'msp.v2.email.error.variable.malformed')
    await refuse(input(en('<b>Important</b> news')), 'msp.v2.email.error.subject.html')
    await refuse(input(en('Two\nlines')), 'msp.v2.email.error.subject.line')
    await refuse(input(en('Big', 'x'.repeat(1024 * 1024))), 'msp.v2.email.error.body.too.long')
    await refuse(input({ variants: {} }), 'msp.v2.email.error.variant.required')
    await refuse(
      input({ variants: { it: { subject: 'Ciao', body: 'Ciao' } } }),
      'msp.v2.email.error.language.unknown',
    )
  })

  it('lets only team managers change templates; everyone reads them', async () => {
    const denied = await call(t, max, '/email/templates', { method: 'POST', json: input() })
    expect(denied.status).toBe(403)
    expect((await call(t, max, '/email/templates')).status).toBe(200)
  })

  it('previews a text on a real talent of the client, and names what cannot be replaced', async () => {
    const ok = await call<TemplatePreviewResponse>(t, anna, '/email/templates/preview', {
      method: 'POST',
      json: {
        motivation: 'talentEmailByMsp',
        language: 'de',
        variant: {
          subject: 'Hallo {{talent.firstName}}',
          body: 'Grüße von {{recruiter.name}}, {{client.name}}',
        },
      },
    })
    expect(ok.status).toBe(200)
    expect(ok.body.talent).not.toBeNull()
    const first = ok.body.talent?.name.split(' ')[0]
    expect(ok.body.message).toMatchObject({
      language: 'de',
      subject: `Hallo ${first}`,
      body: 'Grüße von Anna Admin, Acme Group',
    })
    const next = await call<TemplatePreviewResponse>(t, anna, '/email/templates/preview', {
      method: 'POST',
      json: {
        motivation: 'talentEmailByMsp',
        language: 'en',
        talentOffset: 1,
        variant: { subject: 'Hi', body: 'Hi {{talent.firstName}} {{pool.name}}' },
      },
    })
    expect(next.body.talent?.id).not.toBe(ok.body.talent?.id)
    expect(next.body.message).toBeNull()
    expect(next.body.problem).toEqual({ missing: [], unknown: ['pool.name'], raw: true })
  })
})
