import { atom, getDefaultStore } from 'jotai'
import { TALENT_PROJECT_TABS, type TalentProjectTab } from '../../../shared/contracts/talent-projects'
import { type Command, defineCommand } from '../../commands/registry'
import { talentScreenController } from './talent-screen'

/** The talent-view project tab shown (§2 spotted, invited, applied, archived). */
export const talentProjectTabAtom = atom<TalentProjectTab>('applied')
export const TALENT_PROJECTS_SECTION_ID = 'projects'

/** "Projects: Spotted" …: shows the tab and brings the talent's projects into view. */
export const talentProjectTabCommands: readonly Command[] = TALENT_PROJECT_TABS.map((tab) =>
  defineCommand({
    id: `talent.projects.${tab}`,
    titleKey: `msp.v2.talent.projects.command.${tab}`,
    group: 'talent',
    page: 'talent',
    scope: 'detail',
    keywords: ['talent', 'projects', 'tab', tab],
    when: () => talentScreenController.current()?.canSeeHistory === true,
    run: () => {
      getDefaultStore().set(talentProjectTabAtom, tab)
      // After the tab renders: its trigger takes focus, so the arrows move between tabs.
      requestAnimationFrame(() => {
        const trigger = document.querySelector<HTMLElement>(`[data-talent-projects-tab="${tab}"]`)
        trigger?.scrollIntoView({ block: 'nearest' })
        trigger?.focus()
      })
    },
  }),
)
