/**
 * §9 country lists: countries without a phone code are skipped; the client's preferred order
 * comes first, then its countries of interest (§3 client flag), then the rest alphabetically by
 * the name in the reader's language (the stored name where no translation exists).
 */
export interface CountryRecord {
  iso2: string
  name: string
  translations: Record<string, string>
  phoneCode: string | null
}

export interface SortedCountry {
  iso2: string
  name: string
  phoneCode: string
  ofInterest: boolean
}

export function sortCountries(
  rows: readonly CountryRecord[],
  o: { preferred: readonly string[]; ofInterest: readonly string[]; language: string },
): SortedCountry[] {
  const interest = new Set(o.ofInterest)
  const rank = (iso: string) => {
    const p = o.preferred.indexOf(iso)
    if (p !== -1) return p
    return interest.has(iso) ? o.preferred.length : o.preferred.length + 1
  }
  const collator = new Intl.Collator(o.language)
  return rows
    .filter((c) => c.phoneCode !== null && c.phoneCode !== '')
    .map((c) => ({
      iso2: c.iso2,
      name: c.translations[o.language] ?? c.name,
      phoneCode: c.phoneCode as string,
      ofInterest: interest.has(c.iso2),
    }))
    .sort((a, b) => rank(a.iso2) - rank(b.iso2) || collator.compare(a.name, b.name))
}
