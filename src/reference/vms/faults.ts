import type { Context } from 'hono'

export type FaultRoute = 'submit' | 'withdraw' | 'respond' | 'events' | 'token' | 'lookup'

/**
 * A fault the tests inject for the next `times` requests of a route ('any': every route):
 * - status: answer with that status (and Retry-After for 429) without doing anything;
 * - hang: wait `ms` first and then answer 503 without doing anything (a timeout);
 * - lose: do the work, then wait `ms` before answering (the answer is lost to a caller that
 *   gave up: "accepted, but the answer never arrived");
 * - reset: do the work (if `process`), then drop the connection without an answer.
 */
export type RequestFault =
  | { on: FaultRoute | 'any'; kind: 'status'; status: number; retryAfter?: number; times: number }
  | { on: FaultRoute | 'any'; kind: 'hang'; ms: number; times: number }
  | { on: FaultRoute | 'any'; kind: 'lose'; ms: number; times: number }
  | { on: FaultRoute | 'any'; kind: 'reset'; process: boolean; times: number }

export class FaultBox {
  readonly pending: RequestFault[] = []

  take(route: FaultRoute): RequestFault | null {
    const index = this.pending.findIndex((f) => f.on === route || f.on === 'any')
    if (index < 0) return null
    const fault = this.pending[index]
    fault.times--
    if (fault.times <= 0) this.pending.splice(index, 1)
    return { ...fault }
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** The socket of a node-server request, to drop it without an answer. */
function dropConnection(c: Context): void {
  const env = c.env as { incoming?: { socket?: { destroy(): void } } } | undefined
  env?.incoming?.socket?.destroy()
}

/**
 * Runs `work` (which builds the answer) under the route's next fault, if any. Faults that
 * act before the work answer without calling it.
 */
export async function withFault(
  c: Context,
  box: FaultBox,
  route: FaultRoute,
  work: () => Promise<Response> | Response,
): Promise<Response> {
  const fault = box.take(route)
  if (!fault) return work()
  switch (fault.kind) {
    case 'status': {
      const headers: Record<string, string> = {}
      if (fault.retryAfter !== undefined) headers['retry-after'] = String(fault.retryAfter)
      const message =
        fault.status === 429 ? 'Too many requests: slow down.' : `Injected failure (HTTP ${fault.status}).`
      return c.json(
        { error: { code: fault.status === 429 ? 'rate_limited' : 'server_error', message } },
        fault.status as 500,
        headers,
      )
    }
    case 'hang':
      await sleep(fault.ms)
      return c.json({ error: { code: 'unavailable', message: 'Service unavailable.' } }, 503)
    case 'lose': {
      const answer = await work()
      await sleep(fault.ms)
      return answer
    }
    case 'reset': {
      const answer = fault.process ? await work() : null
      dropConnection(c)
      return answer ?? c.body(null, 503)
    }
  }
}
