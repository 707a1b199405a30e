import { describe, expect, it } from 'vitest'
import {
  checkTemplateText,
  hasRawToken,
  missingLanguages,
  renderText,
  talentLanguage,
  variablesIn,
  variantFor,
} from './email'

describe('email templates (issue 19 §1)', () => {
  it('replaces every variable of the motivation at once, never a value as a template', () => {
    const out = renderText(
      'jobRejection',
      'Dear {{ talent.firstName }}, {{project.title}}: {{rejection.reason}}',
      {
        'talent.firstName': '{{client.name}}',
        'project.title': 'Java developer',
        'rejection.reason': 'Not a fit',
        'client.name': 'Acme',
      },
    )
    // The talent's name that looks like a token is refused rather than sent raw.
    expect(out).toEqual({ ok: false, missing: [], unknown: [], raw: true })
    expect(
      renderText('jobRejection', 'Dear {{talent.firstName}}, {{project.title}}', {
        'talent.firstName': 'Ana',
        'project.title': 'Java developer',
      }),
    ).toEqual({ ok: true, text: 'Dear Ana, Java developer' })
  })

  it('refuses unknown variables, variables of another motivation, empty values and stray braces', () => {
    expect(renderText('talentEmailByMsp', 'Hi {{talent.nickname}}', {})).toMatchObject({
      ok: false,
      unknown: ['talent.nickname'],
    })
    expect(renderText('talentEmailByMsp', 'Hi {{pool.name}}', { 'pool.name': 'Java' })).toMatchObject({
      ok: false,
      unknown: ['pool.name'],
    })
    expect(renderText('applicantEmail', '{{project.title}}', { 'project.title': '  ' })).toMatchObject({
      ok: false,
      missing: ['project.title'],
    })
    expect(
      renderText('talentEmailByMsp', 'Hi {{talent.firstName}', { 'talent.firstName': 'Ana' }),
    ).toMatchObject({
      ok: false,
      raw: true,
    })
    expect(hasRawToken('a {{ b')).toBe(true)
    expect(hasRawToken('a { b }')).toBe(false)
  })

  it('checks a text for its motivation when it is written', () => {
    expect(checkTemplateText('jobRejection', 'Hi {{talent.firstName}}, {{rejection.reason}}')).toBeNull()
    expect(checkTemplateText('talentEmailByMsp', 'Hi {{rejection.reason}} {{x}}')).toEqual({
      unknown: ['x'],
      unavailable: ['rejection.reason'],
      malformed: false,
    })
    expect(checkTemplateText('talentEmailByMsp', 'Hi {{talent.firstName')?.malformed).toBe(true)
    expect(variablesIn('{{a}} {{ b }} {{a}}')).toEqual(['a', 'b'])
  })

  it('writes to a talent in their strongest language the client offers, else the client default', () => {
    const client = ['en', 'de', 'fr']
    expect(
      talentLanguage(
        [
          { iso: 'de', proficiency: 3 },
          { iso: 'en', proficiency: 2 },
        ],
        client,
        'en',
      ),
    ).toBe('de')
    expect(
      talentLanguage(
        [
          { iso: 'pl', proficiency: 3 },
          { iso: 'fr', proficiency: 1 },
        ],
        client,
        'en',
      ),
    ).toBe('fr')
    expect(talentLanguage([{ iso: 'pl', proficiency: 3 }], client, 'en')).toBe('en')
    const variants = { en: { subject: 'Hi', body: 'x' } }
    expect(variantFor(variants, 'de', 'en')?.language).toBe('en')
    expect(variantFor({ de: { subject: 'Hallo', body: 'x' } }, 'fr', 'en')).toBeNull()
    expect(
      missingLanguages({ en: { subject: 'Hi', body: 'x' }, de: { subject: '', body: 'x' } }, client),
    ).toEqual(['de', 'fr'])
  })
})
