import type { z } from 'zod'

/**
 * The translation key of one failed check of a contract. A contract's own message is a key
 * already (`'msp.v2.project.error.title'`); zod's built-in messages are English sentences,
 * which must not reach a user, so each kind of issue gets a key of its own here.
 */
const KEY = /^(msp\.v2\.[A-Za-z0-9_.-]+|Invalid locale)$/

export function issueKey(issue: z.core.$ZodIssue): string {
  if (KEY.test(issue.message)) return issue.message
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined ? 'msp.v2.validation.required' : 'msp.v2.validation.type'
    case 'too_small':
      if (issue.origin === 'string')
        return Number(issue.minimum) <= 1 ? 'msp.v2.validation.required' : 'msp.v2.validation.too.short'
      if (issue.origin === 'array' || issue.origin === 'set') return 'msp.v2.validation.too.few'
      return 'msp.v2.validation.too.small'
    case 'too_big':
      if (issue.origin === 'string') return 'msp.v2.validation.too.long'
      if (issue.origin === 'array' || issue.origin === 'set') return 'msp.v2.validation.too.many'
      return 'msp.v2.validation.too.big'
    case 'invalid_format':
      return issue.format === 'email' ? 'msp.v2.validation.email' : 'msp.v2.validation.format'
    case 'invalid_value':
      return 'msp.v2.validation.choice'
    case 'unrecognized_keys':
      return 'msp.v2.validation.unknown.field'
    case 'not_multiple_of':
      return 'msp.v2.validation.type'
    default:
      return 'msp.v2.validation.invalid'
  }
}
