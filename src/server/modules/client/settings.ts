import { asc, eq, type SQL, sql } from 'drizzle-orm'
import {
  type ClientConfig,
  clientConfigSchema,
  type LegalEntityConfig,
  legalEntityConfigSchema,
} from '../../../shared/contracts/client-config'
import type { DbOrTx } from '../../db/client'
import { clients, legalEntities } from '../../db/schema/all'
import type { AuthUser } from '../../deps'
import { ApiError } from '../../kernel/api-error'
import { clientErrors } from './errors'

/**
 * The one reader of the client's configuration flags and its legal entities' flags (spec §3
 * client-level and legal-entity configuration keys), typed and with the schema's defaults.
 * Read once per request: the user object is the request's own (see authenticate).
 */
export interface ClientSettings {
  client: ClientConfig
  /** The client's legal entities by id, in id order. */
  legalEntities: ReadonlyMap<number, { name: string; config: LegalEntityConfig }>
  /** The legal entity's flags; an id outside the client is §8's "Could not find legal entity with id". */
  legalEntity(id: number): LegalEntityConfig
}

const perRequest = new WeakMap<AuthUser, Promise<ClientSettings>>()

async function readSettings(db: DbOrTx, clientId: number): Promise<ClientSettings> {
  const [[client], entities] = await Promise.all([
    db.select({ config: clients.config }).from(clients).where(eq(clients.id, clientId)),
    db
      .select({ id: legalEntities.id, name: legalEntities.name, config: legalEntities.config })
      .from(legalEntities)
      .where(eq(legalEntities.clientId, clientId))
      .orderBy(asc(legalEntities.id)),
  ])
  const byId = new Map(
    entities.map((le) => [le.id, { name: le.name, config: legalEntityConfigSchema.parse(le.config ?? {}) }]),
  )
  return {
    client: clientConfigSchema.parse(client?.config ?? {}),
    legalEntities: byId,
    legalEntity(id) {
      const found = byId.get(id)
      if (!found) throw new ApiError(404, clientErrors.legalEntityNotFound)
      return found.config
    },
  }
}

/**
 * The caller's client settings. Pass the handle the caller works with (inside a transaction,
 * its tx): on PGlite's single connection a read outside an open transaction would wait for it.
 */
export function clientSettings(db: DbOrTx, user: AuthUser): Promise<ClientSettings> {
  let settings = perRequest.get(user)
  if (!settings) {
    settings = readSettings(db, user.clientId)
    perRequest.set(user, settings)
    settings.catch(() => perRequest.delete(user))
  }
  return settings
}

const leDefaults = legalEntityConfigSchema.parse({})

/**
 * A legal-entity flag read inside a statement (`le` being the legal_entities row), with the
 * same default as the typed reader: for filters and columns of set-based reads, where a
 * second round trip per row set would cost more than the flag.
 */
export function legalEntityFlagSql<
  K extends 'vmsType' | 'bulkRejectPending' | 'assessmentsEnabled' | 'talentConsent',
>(alias: string, key: K): SQL {
  const fallback = leDefaults[key]
  // Literal text, no parameters: these fragments sit in prepared statements of fixed text.
  return typeof fallback === 'boolean'
    ? sql.raw(`coalesce((${alias}.config->>'${key}')::boolean, ${fallback})`)
    : sql.raw(`coalesce(${alias}.config->>'${key}', '${fallback}')`)
}

/** A client flag read inside a statement (`c` being the clients row), defaulting like the typed reader. */
export function clientFlagSql(alias: string, key: 'preApplicationQuestions'): SQL {
  return sql.raw(`coalesce((${alias}.config->>'${key}')::boolean, ${clientConfigSchema.parse({})[key]})`)
}
