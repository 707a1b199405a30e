import type { ServerModule } from '../module'
import { dataHarbourTalentRoutes, invitationSearchRoutes, sourcingProjectRoutes } from './routes'

/**
 * The top of the funnel (issue 22 §2): a project's invitations (the Invited stage: re-invite,
 * withdraw), its matched data-harbour talents (invite, archive, their CV), the suggested members
 * of its pools, and candidate availability (ask one or many, the answer on the row).
 */
export const sourcingModule: ServerModule = {
  name: 'sourcing',
  mounts: [
    ['/api/project', sourcingProjectRoutes],
    ['/api/dataHarborTalent', dataHarbourTalentRoutes],
    ['/api/search/projectInvitation', invitationSearchRoutes],
  ],
}
