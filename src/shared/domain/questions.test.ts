import { describe, expect, it } from 'vitest'
import { questionInputSchema } from '../contracts/questions'
import {
  assertQuestionType,
  componentNameFor,
  flagsOfVisibility,
  moved,
  optionLinesOf,
  parseOptionLines,
  visibilityOf,
} from './questions'

describe('question editor rules', () => {
  it('maps the visibility choice to the §3 flags and back', () => {
    for (const v of ['required', 'optional', 'hide'] as const)
      expect(visibilityOf(flagsOfVisibility(v))).toBe(v)
    expect(visibilityOf({ hide: true, mandatory: true })).toBe('hide')
  })

  it('refuses an unknown component type with the §5 message', () => {
    expect(assertQuestionType('radio')).toBe('radio')
    expect(() => assertQuestionType('slider')).toThrow('Invalid question component')
  })

  it('reads options one per line, keeping the values of unchanged labels and making new ones unique', () => {
    const previous = [{ value: 'onsite', label: 'On site' }]
    expect(parseOptionLines('On site\n  Hybrid \n\nRemote\nremote', previous)).toEqual([
      { value: 'onsite', label: 'On site' },
      { value: 'hybrid', label: 'Hybrid' },
      { value: 'remote', label: 'Remote' },
      { value: 'remote-2', label: 'remote' },
    ])
    expect(optionLinesOf(previous)).toBe('On site')
  })

  it('names components after the label, unique in the scope', () => {
    expect(componentNameFor('Do you speak Dutch?', new Set())).toBe('doYouSpeakDutch')
    expect(componentNameFor('Do you speak Dutch?', new Set(['doYouSpeakDutch']))).toBe('doYouSpeakDutch2')
    expect(componentNameFor('¿Años de experiencia?', new Set())).toBe('anosDeExperiencia')
    expect(componentNameFor('2 references', new Set())).toBe('q2References')
    expect(componentNameFor('???', new Set())).toBe('option')
  })

  it('moves an item up or down and ignores moves past the ends', () => {
    expect(moved(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b'])
    expect(moved(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c'])
  })

  it('keeps options only for choice types and never makes a hidden question mandatory', () => {
    const text = questionInputSchema.parse({
      label: 'Why?',
      questionJson: { type: 'text', options: [{ value: 'x', label: 'X' }] },
      hide: true,
      mandatory: true,
    })
    expect(text).toMatchObject({ questionJson: { type: 'text' }, mandatory: false })
    expect(text.questionJson).not.toHaveProperty('options')
    const bad = questionInputSchema.safeParse({
      label: 'Pick',
      questionJson: { type: 'checkboxList', options: [] },
    })
    expect(bad.success).toBe(false)
  })
})
