/** A provider's answer that is neither success nor a revoked grant: the caller retries later. */
export class CalendarProviderError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
  ) {
    super(message)
  }
}

/** fetch with a deadline; a network failure or timeout becomes a CalendarProviderError. */
export async function timedFetch(url: string, init: RequestInit, timeoutMs: number): Promise<Response> {
  try {
    return await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) })
  } catch (error) {
    throw new CalendarProviderError(`${init.method ?? 'GET'} ${url}: ${(error as Error).message}`, null)
  }
}

export async function failure(res: Response, what: string): Promise<CalendarProviderError> {
  const text = (await res.text().catch(() => '')).trim().slice(0, 300)
  return new CalendarProviderError(`${what}: HTTP ${res.status}${text ? ` ${text}` : ''}`, res.status)
}
