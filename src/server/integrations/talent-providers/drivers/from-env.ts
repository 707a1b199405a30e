import type { Env } from '../../../env'
import type { TalentProviders } from '../port'
import { monsterDriver } from './monster'
import { textkernelDriver } from './textkernel'

/** The providers a deployment configured by URL (MONSTER_URL, TEXTKERNEL_URL) with their keys. */
export function providersFromUrls(
  env: Pick<Env, 'TALENT_PROVIDER_TIMEOUT_MS'>,
  urls: { monster?: { url: string; key: string }; textkernel?: { url: string; key: string } },
): TalentProviders {
  const timeoutMs = env.TALENT_PROVIDER_TIMEOUT_MS
  return {
    ...(urls.monster ? { monster: monsterDriver({ ...urls.monster, timeoutMs }) } : {}),
    ...(urls.textkernel ? { textkernel: textkernelDriver({ ...urls.textkernel, timeoutMs }) } : {}),
  }
}
