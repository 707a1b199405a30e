import type { z } from 'zod'

/**
 * Responses are held to the shared zod contracts in development and tests, but not in
 * production builds: zod would add ~25 KB gzip to every first page (the budget is 200 KB),
 * and the server's API tests hold it to the same contracts. Vite drops the dev branch,
 * so the schema module is never fetched in production.
 */
export async function checkResponse<S extends z.ZodType>(
  loadSchema: () => Promise<S>,
  body: unknown,
): Promise<z.infer<S>> {
  if (import.meta.env.DEV) return (await loadSchema()).parse(body)
  return body as z.infer<S>
}
