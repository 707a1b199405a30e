import type { BulkWriter, Cell, TableName } from './bulk-insert'
import type { DemoClientCode, DemoLegalEntityKey } from './demo-accounts'

/** What the later seed steps need to know about the reference data written first. */

export interface LegalEntityCtx {
  id: number
  key: DemoLegalEntityKey
  clientId: number
  name: string
  countryCode: string
  vms: boolean
  assessments: boolean
  talentConsent: boolean
  multipleApplicationsAllowed: boolean
  /** Ids of the default screening questions, parents before children. */
  questionIds: number[]
}

export interface QuestionCtx {
  id: number
  type: string
  componentName: string
  options: string[]
  parentId: number | null
  parentAnswer: string | null
  hide: boolean
}

export interface PoolCtx {
  id: number
  clientId: number
  family: number
}

export interface ClientCtx {
  id: number
  code: DemoClientCode
  name: string
  currencies: string[]
  preApplicationQuestions: boolean
  teamAssigneeLimit: number
  legalEntities: LegalEntityCtx[]
  /** Every recruiter of the client (demo accounts first), owners and assignees are drawn from here. */
  mspIds: number[]
  hiringManagerIds: number[]
  tagIds: number[]
  pools: PoolCtx[]
  /** Cities where the client runs projects (names from geo-data). */
  siteCities: string[]
}

export interface SeedContext {
  seed: number
  clients: ClientCtx[]
  questions: Map<number, QuestionCtx>
  ids: Ids
  writer: BulkWriter
  log: (msg: string) => void
}

/** Sequential ids per table: the tables are empty after reset, so the generator owns the numbering. */
export class Ids {
  private readonly last = new Map<string, number>()

  next(table: TableName): number {
    const id = (this.last.get(table) ?? 0) + 1
    this.last.set(table, id)
    return id
  }

  peek(table: TableName): number {
    return this.last.get(table) ?? 0
  }
}

export type EntityType = 'application' | 'job' | 'talent'

/** Appends one history event (§3 catalogues). */
export function addHistory(
  ctx: SeedContext,
  clientId: number,
  entityType: EntityType,
  entityId: number,
  event: string,
  createdAt: string,
  mspId: number | null,
  newValue: Cell = null,
  oldValue: Cell = null,
): void {
  ctx.writer.add('history_events', {
    id: ctx.ids.next('history_events'),
    client_id: clientId,
    entity_type: entityType,
    entity_id: entityId,
    event,
    msp_id: mspId,
    old_value: oldValue,
    new_value: newValue,
    created_at: createdAt,
  })
}
