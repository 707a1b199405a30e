/** The detail tabs of §2 in their order; digits 1..7 pick among the visible ones. */
export const APPLICATION_TABS = [
  'resume',
  'screening',
  'notes',
  'attachments',
  'details',
  'history',
  'assessments',
  /** The client side: submission to the VMS, interviews, offers (issue 20). */
  'vms',
] as const
export type ApplicationTab = (typeof APPLICATION_TABS)[number]

export interface TabFacts {
  /** At least one question the MSP sees (mspVisibility). */
  hasQuestions: boolean
  /** At least one attachment in the three history groups. */
  hasAttachments: boolean
  assessmentsEnabled: boolean
}

export function visibleTabs(facts: TabFacts): ApplicationTab[] {
  return APPLICATION_TABS.filter((tab) => {
    if (tab === 'screening') return facts.hasQuestions
    if (tab === 'attachments') return facts.hasAttachments
    if (tab === 'assessments') return facts.assessmentsEnabled
    return true
  })
}

/** The `tab` query parameter if it names a visible tab, else the first (resume). */
export function currentTab(param: string | null, visible: readonly ApplicationTab[]): ApplicationTab {
  return visible.find((tab) => tab === param) ?? visible[0] ?? 'resume'
}
