import { talentProviderErrors } from '../errors'
import { type ProviderConnection, TalentProviderError } from '../port'

/** Answers worth one more try at once: the provider's gateway hiccuped. 429 is not retried: its Retry-After is the user's to see. */
const RETRY_ONCE = new Set([502, 503, 504])

/**
 * One call to a provider with the connection's timeout (also bounded by the caller's signal),
 * one retry on a gateway error, and the provider's failures as TalentProviderError.
 */
export async function providerFetch(
  conn: ProviderConnection,
  path: string,
  init: RequestInit & { headers: Record<string, string> },
  signal?: AbortSignal,
): Promise<Response> {
  for (let attempt = 0; ; attempt++) {
    const timeout = AbortSignal.timeout(conn.timeoutMs)
    let res: Response
    try {
      res = await fetch(`${conn.url.replace(/\/$/, '')}${path}`, {
        ...init,
        signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
      })
    } catch (e) {
      if (timeout.aborted) throw new TalentProviderError('timeout', talentProviderErrors.providerTimeout)
      if (signal?.aborted) throw e
      if (attempt === 0) continue
      throw new TalentProviderError(
        'unavailable',
        talentProviderErrors.providerUnavailable,
        String((e as Error).message),
      )
    }
    if (res.ok) return res
    const detail = await res
      .json()
      .then((b: { error?: { message?: string } }) => b?.error?.message)
      .catch(() => undefined)
    if (RETRY_ONCE.has(res.status) && attempt === 0) continue
    if (res.status === 429) {
      const after = Number(res.headers.get('retry-after'))
      throw new TalentProviderError(
        'rateLimited',
        talentProviderErrors.providerRateLimited,
        detail,
        Number.isFinite(after) && after > 0 ? after : undefined,
      )
    }
    if (res.status === 401 || res.status === 403)
      throw new TalentProviderError('unauthorized', talentProviderErrors.providerUnauthorized, detail)
    if (res.status === 404)
      throw new TalentProviderError('notFound', talentProviderErrors.profileNotFound, detail)
    if (res.status >= 500)
      throw new TalentProviderError('unavailable', talentProviderErrors.providerUnavailable, detail)
    throw new TalentProviderError('rejected', talentProviderErrors.providerRejected, detail)
  }
}

/** A CV download: the bytes and their type, or null when the provider has none. */
export async function cvOf(res: Response, fileName: string) {
  const bytes = new Uint8Array(await res.arrayBuffer())
  if (bytes.length === 0) return null
  return { fileName, contentType: res.headers.get('content-type') ?? 'application/octet-stream', bytes }
}
