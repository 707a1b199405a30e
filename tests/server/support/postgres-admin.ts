import pg from 'pg'

export function templateDatabaseName(): string {
  return `rw_template_${process.pid}`
}

/** Runs `fn` on a short-lived connection to the server of `url` (CREATE/DROP DATABASE). */
export async function withDatabase<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return await fn(client)
  } finally {
    await client.end()
  }
}
