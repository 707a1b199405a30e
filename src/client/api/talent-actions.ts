import type { TalentActionResponse } from '../../shared/contracts/pipeline'
import type { TalentBulkRequest, TalentBulkResponse } from '../../shared/contracts/talent-search'
import { api } from '../app/http'
import { defineMutation } from '../app/mutation'

/*
 * Talents joining a project or a pool (§2 actions): from the pipeline, the talent page, the
 * project list and the talent search. One definition per call, with what each change makes
 * stale: the project's pipeline and counts, the talents' applications and memberships.
 */

const STALE_AFTER_TALENT_ACTION = [
  ['pipeline'],
  ['project'],
  ['projects'],
  ['talent'],
  ['talents'],
  ['pools'],
  ['dashboard'],
] as const

export type TalentAction = 'apply' | 'invite' | 'addToPool'

export interface TalentActionInput {
  action: TalentAction
  /** The project (apply, invite) or the pool (addToPool). */
  targetId: number
  talentIds: number[]
  /** Apply: the channel the talents came through (§3 tracking sources). */
  trackingSource?: string | null
}

/** POST project/{id}/apply, projectInvitation/add or pool/freelancer/add; answered per talent. */
export const talentAction = defineMutation({
  call: ({
    action,
    targetId,
    talentIds,
    trackingSource,
  }: TalentActionInput): Promise<TalentActionResponse> => {
    if (action === 'apply')
      return api(`/project/${targetId}/apply`, {
        method: 'POST',
        body: { talentIds, ...(trackingSource ? { trackingSource } : {}) },
      })
    if (action === 'invite')
      return api('/projectInvitation/add', { method: 'POST', body: { projectId: targetId, talentIds } })
    return api('/pool/freelancer/add', { method: 'POST', body: { poolId: targetId, talentIds } })
  },
  invalidates: () => STALE_AFTER_TALENT_ACTION,
})

/** POST search/freelancer/bulk: invite, apply or add to a pool many talents, with an outcome each. */
export const talentBulkAction = defineMutation({
  call: (body: TalentBulkRequest) =>
    api<TalentBulkResponse>('/search/freelancer/bulk', { method: 'POST', body }),
  invalidates: () => STALE_AFTER_TALENT_ACTION,
})
