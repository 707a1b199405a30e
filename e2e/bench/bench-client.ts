import type { ServerProcess } from '../../tests/server/support/server-process'

/** The demo's Anna, who signs in for the HTTP benches. */
export const ANNA = { email: 'anna.admin@acme.test', password: 'Recruit!2026' }

export async function timed<T>(run: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const started = performance.now()
  const value = await run()
  return { ms: performance.now() - started, value }
}

/** A JSON client of a server process's API with Anna's token; a non-2xx answer throws. */
export function client(server: ServerProcess, token: string) {
  return async <T = unknown>(path: string, init: { method?: string; json?: unknown } = {}): Promise<T> => {
    const res = await fetch(`${server.url}/api${path}`, {
      method: init.method ?? 'GET',
      headers: {
        authorization: `Bearer ${token}`,
        ...(init.json === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: init.json === undefined ? undefined : JSON.stringify(init.json),
    })
    if (!res.ok) throw new Error(`${init.method ?? 'GET'} ${path}: ${res.status} ${await res.text()}`)
    return res.json() as Promise<T>
  }
}

/** Anna's access token from the server process. */
export async function signIn(server: ServerProcess): Promise<string> {
  const res = await fetch(`${server.url}/api/authorize`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ANNA),
  })
  if (!res.ok) throw new Error(`sign-in failed: ${res.status}`)
  return ((await res.json()) as { access_token: string }).access_token
}
