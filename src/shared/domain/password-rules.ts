import { passwordSchema } from '../contracts/auth'

/** The §5 rules in display order; each key is also the rule's error message. */
export const PASSWORD_RULE_KEYS = [
  'msp.v2.pwd.error.length',
  'msp.v2.pwd.error.characters',
  'msp.v2.pwd.error.capitals',
  'msp.v2.pwd.error.lowers',
  'msp.v2.pwd.error.digits',
] as const

export type PasswordRuleKey = (typeof PASSWORD_RULE_KEYS)[number]

export interface PasswordRuleResult {
  key: PasswordRuleKey
  met: boolean
}

/** Asks the shared schema rather than repeating its rules, so both can never drift. */
export function passwordRuleResults(password: string): PasswordRuleResult[] {
  const result = passwordSchema.safeParse(password)
  const failed = new Set(result.success ? [] : result.error.issues.map((issue) => issue.message))
  return PASSWORD_RULE_KEYS.map((key) => ({ key, met: !failed.has(key) }))
}
