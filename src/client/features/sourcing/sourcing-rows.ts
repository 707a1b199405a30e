import type { MatchedTalent } from '../../../shared/contracts/matching'
import type {
  Availability,
  DataHarbourRow,
  DataHarbourStatus,
  InvitationRow,
} from '../../../shared/contracts/sourcing'
import type { SourcingStage } from '../../ui/stage-menu/stage-paths'

/**
 * One row of a sourcing list, whichever stage lists it: the table, the pane and the commands
 * read the same shape; the stage's own record rides along.
 */
export interface SourcingRow {
  /** Unique in its list: the invitation's, the match's or the talent's id. */
  id: string
  stage: SourcingStage
  /** The client's talent, when there is one (a spotted data-harbour record has none yet). */
  talentId: number | null
  name: string
  title: string | null
  place: string
  availability: Availability | null
  invitation?: InvitationRow
  match?: DataHarbourRow
  suggested?: MatchedTalent
}

const placeOf = (city: string | null, country: string | null) => [city, country].filter(Boolean).join(', ')

export const invitationRow = (row: InvitationRow): SourcingRow => ({
  id: String(row.id),
  stage: 'invited',
  talentId: row.talent.id,
  name: `${row.talent.firstName} ${row.talent.lastName}`,
  title: row.talent.title,
  place: placeOf(row.talent.city, row.talent.country),
  availability: row.availability,
  invitation: row,
})

export const dataHarbourRow = (row: DataHarbourRow, availability: Availability | null): SourcingRow => ({
  id: String(row.id),
  stage: 'dataHarbour',
  talentId: row.talentId,
  name: `${row.dataHarbourTalent.firstName} ${row.dataHarbourTalent.lastName}`,
  title: row.dataHarbourTalent.title,
  place: placeOf(row.dataHarbourTalent.city, row.dataHarbourTalent.country),
  availability,
  match: row,
})

export const suggestedRow = (row: MatchedTalent, availability: Availability | null): SourcingRow => ({
  id: String(row.talentId),
  stage: 'suggested',
  talentId: row.talentId,
  name: `${row.firstName} ${row.lastName}`,
  title: row.title,
  place: placeOf(row.city, row.countryCode),
  availability,
  suggested: row,
})

/** The data-harbour statuses in menu order; declared here, not read from the contract, whose module brings zod. */
export const DH_STATUSES = ['spotted', 'invited', 'archived'] as const satisfies readonly DataHarbourStatus[]

export const getSourcingRowId = (row: SourcingRow) => row.id

export type SourcingAction = 'reinvite' | 'withdraw' | 'invite' | 'archive' | 'unarchive' | 'askAvailability'

/** Whether an action applies to a row (the commands' `when`, the pane's buttons). */
export function rowAllows(row: SourcingRow, action: SourcingAction): boolean {
  switch (action) {
    case 'reinvite':
      return row.invitation !== undefined && row.invitation.status !== 'applied'
    case 'withdraw':
      return row.invitation?.status === 'invited'
    case 'invite':
      return row.suggested !== undefined || (row.match !== undefined && row.match.status !== 'invited')
    case 'archive':
      return row.match?.status === 'spotted'
    case 'unarchive':
      return row.match?.status === 'archived'
    case 'askAvailability':
      return row.talentId !== null
  }
}
