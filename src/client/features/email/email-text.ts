import type { TFunction } from 'i18next'
import type { EmailTemplate } from '../../../shared/contracts/email'
import { type EmailMotivation, type EmailVariant, missingLanguages } from '../../../shared/domain/email'

/** Display helpers of the email screens. */

/** A language's name in the interface language ("Deutsch", "German"). */
export function languageName(iso: string, uiLanguage: string): string {
  try {
    return new Intl.DisplayNames([uiLanguage], { type: 'language' }).of(iso) ?? iso
  } catch {
    return iso
  }
}

export const motivationName = (t: TFunction, motivation: string) =>
  t(`msp.v2.email.motivation.${motivation}`, { defaultValue: motivation })

/** "complete" or "missing: French, Dutch" for Settings → Email templates. */
export function completeness(
  t: TFunction,
  variants: Readonly<Record<string, EmailVariant>>,
  languages: readonly string[],
  uiLanguage: string,
): { complete: boolean; text: string } {
  const missing = missingLanguages(variants, languages)
  if (missing.length === 0) return { complete: true, text: t('msp.v2.email.templates.complete') }
  return {
    complete: false,
    text: t('msp.v2.email.templates.missing', {
      languages: missing.map((iso) => languageName(iso, uiLanguage)).join(', '),
    }),
  }
}

/** Templates for a motivation first (its default first), then the others by motivation and name. */
export function templatesFor(
  templates: readonly EmailTemplate[],
  motivation: EmailMotivation,
): EmailTemplate[] {
  const rank = (x: EmailTemplate) => (x.motivation === motivation ? (x.isDefault ? 0 : 1) : 2)
  return [...templates].sort((a, b) => rank(a) - rank(b) || a.name.localeCompare(b.name))
}
