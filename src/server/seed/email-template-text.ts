import type { EmailMotivation } from '../../shared/domain/email'

type Lang = 'en' | 'de' | 'fr' | 'nl' | 'es'
type Text = { subject: string; body: string }

/** A demo email template: one §3 motivation, its subject and body in the five client languages. */
export interface SeedTemplate {
  motivation: EmailMotivation
  name: string
  isDefault: boolean
  variants: Record<Lang, Text>
}

/** A subject and the body's lines. */
export const t = (subject: string, ...lines: string[]): Text => ({ subject, body: lines.join('\n') })
