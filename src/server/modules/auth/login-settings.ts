import { eq } from 'drizzle-orm'
import type { LoginMethod, LoginSettings } from '../../../shared/contracts/auth'
import { clientConfigSchema } from '../../../shared/contracts/client-config'
import type { DbOrTx } from '../../db/client'
import { clients, msps } from '../../db/schema/all'
import type { AppDeps } from '../../deps'
import { unauthorized } from '../../kernel/api-error'
import { authErrors } from './errors'

const methodsOf = (config: unknown): LoginMethod[] =>
  clientConfigSchema.parse(config ?? {}).loginSettings.types

/**
 * What the sign-in page offers (§3 login settings): the methods of the client named by its
 * code, or of every client when none is named (one sign-in page for the deployment), and the
 * identity provider's button where AUTH0 is among them and the provider is configured.
 */
export async function loginSettings(deps: AppDeps, clientCode?: string): Promise<LoginSettings> {
  const rows = await deps.db
    .select({ code: clients.code, config: clients.config })
    .from(clients)
    .where(clientCode ? eq(clients.code, clientCode) : undefined)
  const methods = new Set(rows.flatMap((r) => methodsOf(r.config)))
  // An unknown code says nothing about the clients there are: the password form, as anywhere.
  if (methods.size === 0) methods.add('PWD')
  const { OIDC_AUTHORIZE_URL, OIDC_CLIENT_ID, OIDC_PROVIDER_NAME } = deps.env
  const provider =
    methods.has('AUTH0') && deps.oidc && OIDC_AUTHORIZE_URL && OIDC_CLIENT_ID
      ? { authorizeUrl: OIDC_AUTHORIZE_URL, clientId: OIDC_CLIENT_ID, name: OIDC_PROVIDER_NAME }
      : null
  return {
    methods: (['PWD', 'AUTH0'] as const).filter((m) => methods.has(m) && (m === 'PWD' || provider)),
    identityProvider: provider,
  }
}

/** A sign-in by a method the user's client has switched off is refused (after the credentials were checked). */
export async function requireLoginMethod(db: DbOrTx, mspId: number, method: LoginMethod): Promise<void> {
  const [row] = await db
    .select({ config: clients.config })
    .from(msps)
    .innerJoin(clients, eq(clients.id, msps.clientId))
    .where(eq(msps.id, mspId))
  if (row && !methodsOf(row.config).includes(method))
    throw unauthorized(method === 'PWD' ? authErrors.methodPasswordOff : authErrors.methodProviderOff)
}
