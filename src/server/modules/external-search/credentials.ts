import { and, eq, sql } from 'drizzle-orm'
import type {
  ExternalProvider,
  ProviderCredentialsInput,
  ProviderCredentialsView,
} from '../../../shared/contracts/external-search'
import { clientTalentProviders } from '../../db/schema/all'
import type { AppDeps, AuthUser } from '../../deps'
import { monsterDriver } from '../../integrations/talent-providers/drivers/monster'
import { textkernelDriver } from '../../integrations/talent-providers/drivers/textkernel'
import {
  TALENT_PROVIDERS,
  type TalentProviderDriver,
  TalentProviderError,
} from '../../integrations/talent-providers/port'
import { ApiError } from '../../kernel/api-error'
import { isSealed, secretSealer } from '../../kernel/seal'
import { externalSearchErrors } from './errors'

const DRIVERS = { monster: monsterDriver, textkernel: textkernelDriver } as const

const timeoutOf = (deps: AppDeps) => deps.env.TALENT_PROVIDER_TIMEOUT_MS

/** The clients' provider keys are stored sealed (kernel/seal.ts). */
const keySealer = (deps: AppDeps) => secretSealer(deps.signingKey, 'talent-provider-keys')

/** The client's accounts with their keys opened; a key stored before keys were sealed is sealed now. */
async function rowsOf(deps: AppDeps, clientId: number) {
  const sealer = keySealer(deps)
  const rows = await deps.db
    .select()
    .from(clientTalentProviders)
    .where(eq(clientTalentProviders.clientId, clientId))
  return Promise.all(
    rows.map(async (row) => {
      if (isSealed(row.apiKey)) return { ...row, apiKey: sealer.open(row.apiKey) }
      await deps.db
        .update(clientTalentProviders)
        .set({ apiKey: sealer.seal(row.apiKey) })
        .where(
          and(eq(clientTalentProviders.clientId, clientId), eq(clientTalentProviders.provider, row.provider)),
        )
      return row
    }),
  )
}

/**
 * The drivers this client searches with: its own account where its admin set one, else the
 * deployment's (env or the reference providers).
 */
export async function clientDrivers(
  deps: AppDeps,
  clientId: number,
): Promise<Partial<Record<ExternalProvider, TalentProviderDriver>>> {
  const own = await rowsOf(deps, clientId)
  const drivers: Partial<Record<ExternalProvider, TalentProviderDriver>> = { ...deps.talentProviders }
  for (const row of own)
    drivers[row.provider] = DRIVERS[row.provider]({
      url: row.url,
      key: row.apiKey,
      timeoutMs: timeoutOf(deps),
    })
  return drivers
}

export async function listCredentials(deps: AppDeps, user: AuthUser): Promise<ProviderCredentialsView[]> {
  const own = await rowsOf(deps, user.clientId)
  return TALENT_PROVIDERS.map((provider) => {
    const row = own.find((r) => r.provider === provider)
    if (row)
      return {
        provider,
        source: 'client',
        url: row.url,
        keyEnding: row.apiKey.slice(-4),
        updatedAt: row.updatedAt.toISOString(),
      }
    return {
      provider,
      source: deps.talentProviders?.[provider] ? 'deployment' : 'none',
      url: null,
      keyEnding: null,
      updatedAt: null,
    }
  })
}

/**
 * Saves the client's account at a provider after one real search with it: a refused key or an
 * address that does not answer is said at once, and nothing is saved.
 */
export async function saveCredentials(
  deps: AppDeps,
  user: AuthUser,
  provider: ExternalProvider,
  input: ProviderCredentialsInput,
): Promise<ProviderCredentialsView> {
  const driver = DRIVERS[provider]({ url: input.url, key: input.key, timeoutMs: timeoutOf(deps) })
  try {
    await driver.search({ text: 'developer', offset: 0, size: 1 })
  } catch (e) {
    if (!(e instanceof TalentProviderError)) throw e
    const key =
      e.kind === 'unauthorized'
        ? externalSearchErrors.credentialsRejected
        : e.kind === 'rateLimited'
          ? externalSearchErrors.providerRateLimited
          : externalSearchErrors.credentialsUnreachable
    throw new ApiError(400, key, e.detail ? [e.detail] : [])
  }
  const apiKey = keySealer(deps).seal(input.key)
  await deps.db
    .insert(clientTalentProviders)
    .values({ clientId: user.clientId, provider, url: input.url, apiKey, updatedBy: user.id })
    .onConflictDoUpdate({
      target: [clientTalentProviders.clientId, clientTalentProviders.provider],
      set: { url: input.url, apiKey, updatedBy: user.id, updatedAt: sql`now()` },
    })
  const views = await listCredentials(deps, user)
  return views.find((v) => v.provider === provider) as ProviderCredentialsView
}

/** Back to the deployment's account (if any). */
export async function removeCredentials(deps: AppDeps, user: AuthUser, provider: ExternalProvider) {
  await deps.db
    .delete(clientTalentProviders)
    .where(
      and(eq(clientTalentProviders.clientId, user.clientId), eq(clientTalentProviders.provider, provider)),
    )
  return (await listCredentials(deps, user)).find((v) => v.provider === provider) as ProviderCredentialsView
}
