import type { ClientContext } from '../../shared/contracts/client-context'

type LegalEntityEntry = ClientContext['legalEntity'][number]

/** §8's log line when a legal entity is missing from the client context. */
export const legalEntityMissing = (id: number) => `Could not find legal entity with id ${id}`

/**
 * A legal entity of the client context by id (its flags decide VMS, assessments, bulk reject).
 * One missing (a project of an entity added after the context was read) is §8's "Could not find
 * legal entity with id": logged, and its flags read as off; undefined while the context loads.
 */
export function legalEntityOf(
  context: Pick<ClientContext, 'legalEntity'> | undefined,
  id: number | undefined,
): LegalEntityEntry | undefined {
  if (!context || id === undefined) return undefined
  const found = context.legalEntity.find((le) => le.id === id)
  if (!found) console.error(legalEntityMissing(id))
  return found
}
