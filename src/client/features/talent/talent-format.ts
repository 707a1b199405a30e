import type { TalentProfile } from '../../../shared/contracts/talent'
import { formatDate, showsState } from '../../../shared/domain/formats'
import type { CvItemKind, SkillKind } from '../../../shared/domain/statuses'
import { i18n } from '../../i18n/i18n'

export type CvItem = TalentProfile['cvItems'][number]

/** Resume sections in display order (§3 CV history kinds) with their heading keys. */
export const CV_SECTIONS: ReadonlyArray<{ kind: CvItemKind; id: string; titleKey: string }> = [
  { kind: 'j_h', id: 'experience', titleKey: 'msp.v2.talent.experience' },
  { kind: 'e_h', id: 'education', titleKey: 'msp.v2.talent.education' },
  { kind: 'c_h', id: 'certificates', titleKey: 'msp.v2.talent.certificates' },
]

/** §3 skill kinds: skill, ind (industry), soft (technology). */
export const SKILL_SECTIONS: ReadonlyArray<{ kind: SkillKind; titleKey: string }> = [
  { kind: 'skill', titleKey: 'msp.v2.talent.skills' },
  { kind: 'ind', titleKey: 'msp.v2.talent.industries' },
  { kind: 'soft', titleKey: 'msp.v2.talent.technologies' },
]

/** Newest first: ongoing entries, then by start date descending. */
export function cvItemsOf(items: readonly CvItem[], kind: CvItemKind): CvItem[] {
  return items
    .filter((item) => item.kind === kind)
    .sort(
      (a, b) => Number(b.ongoing) - Number(a.ongoing) || (b.startDate ?? '').localeCompare(a.startDate ?? ''),
    )
}

export function skillsOf(skills: TalentProfile['skills'], kind: SkillKind): string[] {
  return skills.filter((skill) => skill.kind === kind).map((skill) => skill.name)
}

/** "Mar 2019" in the interface language; year-only dates stay a year. */
export function formatCvDate(value: string | null): string | null {
  if (!value) return null
  if (/^\d{4}$/.test(value)) return value
  return formatDate(value, i18n.language, 'month') || value
}

/** A day in the interface language (the one date format of every screen). */
export function formatDay(value: string | null): string | null {
  if (!value) return null
  return formatDate(value, i18n.language) || value
}

export function countryName(code: string | null | undefined, language: string): string | null {
  if (!code) return null
  try {
    return new Intl.DisplayNames([language], { type: 'region' }).of(code.toUpperCase()) ?? code
  } catch {
    return code
  }
}

export function languageName(iso: string, language: string): string {
  try {
    return new Intl.DisplayNames([language], { type: 'language' }).of(iso) ?? iso
  } catch {
    return iso
  }
}

/** Address lines; the state only for the countries of §9. */
export function addressLines(address: TalentProfile['homeAddress'], language: string): string[] {
  const cityLine = [address.zipCode, address.city].filter(Boolean).join(' ')
  const state = showsState(address.countryCode) ? address.state : null
  return [address.line1, address.line2, cityLine, state, countryName(address.countryCode, language)].filter(
    (line): line is string => !!line,
  )
}
