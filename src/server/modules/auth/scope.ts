import { type SQL, sql } from 'drizzle-orm'
import { intArray } from '../../db/sql-helpers'

/** Whose scope: a signed-in user, or the actor of a background task. */
type ScopeOf = { readonly legalEntityIds: readonly number[] }

/**
 * The one legal-entity rule (§3, §6): a project, and everything that hangs off it (pipeline,
 * applications, their detail, screening answers, notes, history, attachments, CVs), exists for
 * a user only when its legal entity is one of the user's; outside them it answers 404 like a
 * missing one, never 403, so its existence does not show. The loaders of each kind
 * (loadProject, loadOwnedApplication, the pipeline's stage and row readers, the resource
 * reader) apply it with these two helpers.
 */
export function inLegalEntityScope(user: ScopeOf, legalEntityId: number): boolean {
  return user.legalEntityIds.includes(Number(legalEntityId))
}

/** The same rule as SQL over a `legal_entity_id` column (one bound parameter). */
export function legalEntityScope(user: ScopeOf, column: SQL): SQL {
  return sql`${column} = ANY(${intArray(user.legalEntityIds)})`
}
