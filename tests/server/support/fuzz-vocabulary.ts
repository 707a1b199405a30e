import * as questions from '../../../src/shared/domain/questions'
import * as statuses from '../../../src/shared/domain/statuses'

/** The domain's own words, for strings whose rule is a function of the domain (a question type, a status). */
export function fuzzVocabulary(): string[] {
  const words = [
    'EUR',
    'USD',
    'GBP',
    'CHF',
    'DE',
    'NL',
    'FR',
    'ES',
    'GB',
    'en',
    'de',
    'fr',
    'true',
    'false',
    'Java',
  ]
  for (const value of [...Object.values(statuses), ...Object.values(questions)])
    if (Array.isArray(value)) words.push(...value.filter((v): v is string => typeof v === 'string'))
  return words
}
