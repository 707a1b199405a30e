/**
 * §2 talent page panels. A panel shows only when its showOn list includes the viewer's
 * profile (the workspace is the MSP profile) and the talent's home country is not in its
 * hideByCountry list. The lists are the defaults below; a client's `cvEndpointConfig.showOn`
 * (client configuration, §3 "CV endpoint config") replaces the resume panels' showOn.
 */
export const OVERVIEW_PANELS = [
  'attachments',
  'recruiterTools',
  'lastApplications',
  'pendingApplications',
  'pools',
  'summary',
  'tags',
  'languages',
  'notes',
] as const
export const RESUME_PANELS = [
  'summary',
  'experience',
  'education',
  'certificates',
  'skills',
  'industries',
  'technologies',
  'languages',
] as const
export type OverviewPanel = (typeof OVERVIEW_PANELS)[number]
export type ResumePanel = (typeof RESUME_PANELS)[number]
export type TalentPanelId = `overview.${OverviewPanel}` | `resume.${ResumePanel}`

export interface PanelRule {
  showOn: readonly string[]
  hideByCountry: readonly string[]
}

export const MSP_PROFILE = 'MSP'

const everywhere: PanelRule = { showOn: [MSP_PROFILE, 'FREELANCER'], hideByCountry: [] }

/** Defaults: every panel on the MSP profile; none hidden by country. */
export function defaultPanelRules(): Record<TalentPanelId, PanelRule> {
  const rules = {} as Record<TalentPanelId, PanelRule>
  for (const p of OVERVIEW_PANELS) rules[`overview.${p}`] = everywhere
  for (const p of RESUME_PANELS) rules[`resume.${p}`] = everywhere
  return rules
}

/** The rules with the client's CV endpoint showOn applied to the resume panels. */
export function panelRulesFor(cvEndpointConfig: { showOn: readonly string[] } | null | undefined) {
  const rules = defaultPanelRules()
  if (cvEndpointConfig)
    for (const p of RESUME_PANELS)
      rules[`resume.${p}`] = { ...rules[`resume.${p}`], showOn: cvEndpointConfig.showOn }
  return rules
}

/** Country codes compare case-insensitively; a talent without a home country is never hidden by country. */
export function isPanelVisible(
  rule: PanelRule,
  homeCountry: string | null | undefined,
  profile = MSP_PROFILE,
) {
  if (!rule.showOn.includes(profile)) return false
  if (!homeCountry) return true
  const country = homeCountry.toUpperCase()
  return !rule.hideByCountry.some((c) => c.toUpperCase() === country)
}

export function visiblePanels(
  rules: Record<TalentPanelId, PanelRule>,
  homeCountry: string | null | undefined,
): Set<TalentPanelId> {
  return new Set(
    (Object.keys(rules) as TalentPanelId[]).filter((id) => isPanelVisible(rules[id], homeCountry)),
  )
}
