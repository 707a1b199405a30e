import { Flex } from '@radix-ui/themes'
import '../talent.css'
import { useMemo } from 'react'
import type { TalentProfile } from '../../../../shared/contracts/talent'
import { panelRulesFor, visiblePanels } from '../../../../shared/domain/talent-panels'
import { useTalentScreen } from '../use-talent-screen'
import { TalentDialogs } from './talent-dialogs'
import { TalentHeader } from './talent-header'
import { TalentHistoryPanel } from './talent-history'
import { TalentOverview } from './talent-overview'
import { TalentProjects } from './talent-projects'
import { TalentResume } from './talent-resume'

export type TalentBodyProps = {
  talent: TalentProfile
  /** h1 on the page, h2 in a pane. */
  level: 'h1' | 'h2'
}

/** The talent as the page and the detail pane show it: header and actions, overview, resume, history. */
export function TalentBody({ talent, level }: TalentBodyProps) {
  const screen = useTalentScreen(talent)
  const visible = useMemo(
    () => visiblePanels(panelRulesFor(screen.cvShowOn), talent.homeAddressCountry),
    [screen.cvShowOn, talent.homeAddressCountry],
  )
  return (
    <Flex direction="column" gap="6" data-talent-id={talent.id}>
      <TalentHeader talent={talent} level={level} canUnsuppress={screen.canLog} />
      <TalentOverview talent={talent} visible={visible} screen={screen} />
      <TalentResume talent={talent} visible={visible} />
      {screen.canSeeHistory ? <TalentProjects talentId={talent.id} /> : null}
      {screen.canSeeHistory ? <TalentHistoryPanel talentId={talent.id} /> : null}
      <TalentDialogs talent={talent} canManageTags={screen.canManageTags} />
    </Flex>
  )
}
