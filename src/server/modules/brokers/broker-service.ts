import { sql } from 'drizzle-orm'
import type { z } from 'zod'
import type {
  BrokerCompany,
  BrokerEmployee,
  BrokerList,
  brokerCompanyQuerySchema,
  brokerEmployeeQuerySchema,
} from '../../../shared/contracts/brokers'
import type { DbOrTx } from '../../db/client'
import { containsPattern, rowsOf } from '../../db/sql-helpers'
import type { AuthUser } from '../../deps'

type Counted<T> = T & { total: number }

/** The client's broker companies whose name contains the query, by name, with their people's count. */
export async function listBrokerCompanies(
  db: DbOrTx,
  user: AuthUser,
  q: z.output<typeof brokerCompanyQuerySchema>,
): Promise<BrokerList<BrokerCompany>> {
  const name = q.query ? sql`AND b.name ILIKE ${containsPattern(q.query)}` : sql``
  const rows = rowsOf<
    Counted<{ id: number; name: string; city: string | null; country_code: string | null; employees: number }>
  >(
    await db.execute(sql`
      SELECT b.id, b.name, b.city, b.country_code,
        (SELECT count(*) FROM broker_employees e WHERE e.broker_company_id = b.id)::int AS employees,
        count(*) OVER ()::int AS total
      FROM broker_companies b WHERE b.client_id = ${user.clientId} ${name}
      ORDER BY lower(b.name), b.id OFFSET ${q.from} LIMIT ${q.size}`),
  )
  return {
    totalResults: rows[0]?.total ?? (q.from > 0 ? await countCompanies(db, user, name) : 0),
    results: rows.map((r) => ({
      id: Number(r.id),
      name: r.name,
      city: r.city,
      countryCode: r.country_code,
      employeeCount: Number(r.employees),
    })),
  }
}

async function countCompanies(db: DbOrTx, user: AuthUser, name: ReturnType<typeof sql>) {
  const [row] = rowsOf<{ n: number }>(
    await db.execute(
      sql`SELECT count(*)::int AS n FROM broker_companies b WHERE b.client_id = ${user.clientId} ${name}`,
    ),
  )
  return Number(row?.n ?? 0)
}

/** The client's broker employees (of one company, when asked), whose name or email contains the query. */
export async function listBrokerEmployees(
  db: DbOrTx,
  user: AuthUser,
  q: z.output<typeof brokerEmployeeQuerySchema>,
): Promise<BrokerList<BrokerEmployee>> {
  const company =
    q.brokerCompanyId === undefined ? sql`` : sql`AND e.broker_company_id = ${q.brokerCompanyId}`
  const pattern = containsPattern(q.query)
  const text = q.query
    ? sql`AND (e.first_name || ' ' || e.last_name ILIKE ${pattern} OR e.email ILIKE ${pattern})`
    : sql``
  const rows = rowsOf<
    Counted<{
      id: number
      broker_company_id: number
      company: string
      first_name: string
      last_name: string
      email: string | null
      phone: string | null
    }>
  >(
    await db.execute(sql`
      SELECT e.id, e.broker_company_id, b.name AS company, e.first_name, e.last_name, e.email, e.phone,
        count(*) OVER ()::int AS total
      FROM broker_employees e JOIN broker_companies b ON b.id = e.broker_company_id
      WHERE e.client_id = ${user.clientId} ${company} ${text}
      ORDER BY lower(b.name), lower(e.last_name), lower(e.first_name), e.id OFFSET ${q.from} LIMIT ${q.size}`),
  )
  return {
    totalResults: rows[0]?.total ?? 0,
    results: rows.map((r) => ({
      id: Number(r.id),
      brokerCompanyId: Number(r.broker_company_id),
      brokerCompanyName: r.company,
      firstName: r.first_name,
      lastName: r.last_name,
      email: r.email,
      phone: r.phone,
    })),
  }
}
