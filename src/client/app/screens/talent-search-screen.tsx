import type { TalentRow } from '../../../shared/contracts/talent-search'
import { TalentSearchPage } from '../../features/talent-search/components/talent-search-page'
import { lazyComponent } from '../../ui/lazy-component'

/* The talent pane loads after the list's first paint (lazy-component.tsx). */
const TalentPane = lazyComponent(() =>
  import('../../features/talent/components/talent-pane').then((m) => m.TalentPane),
)

const talentPane = (talent: TalentRow) => <TalentPane talentId={talent.id} />

/**
 * /search/talents: the talent search (its feature) with the focused talent in the detail pane
 * (the talent feature). Features do not import each other; screens that join two are composed
 * here, the way the router joins routes and pages.
 */
export function TalentSearchScreen() {
  return <TalentSearchPage detail={talentPane} />
}
