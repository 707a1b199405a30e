import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { rowsOf } from '../../src/server/db/sql-helpers'
import { findExisting } from '../../src/server/modules/external-search'
import type { TestApp } from './support/test-app'
import { talentTestApp } from './talent-support'

let t: TestApp
let clientId: number
let projectId: number
const q = async <T>(query: ReturnType<typeof sql>) => rowsOf<T>(await t.database.db.execute(query))

async function talent(first: string, last: string, city: string, o: { email?: string; phone?: string } = {}) {
  const [row] = await q<{ id: number }>(sql`
    INSERT INTO talents (client_id, state, first_name, last_name, current_city, current_country, email, phone)
    VALUES (${clientId}, 'ACTIVE', ${first}, ${last}, ${city}, 'DE', ${o.email ?? null}, ${o.phone ?? null})
    RETURNING id`)
  return Number(row.id)
}

const person = (
  first: string,
  last: string,
  city: string | null,
  o: { email?: string; phone?: string } = {},
) => ({
  firstName: first,
  lastName: last,
  city,
  countryCode: 'DE',
  email: o.email ?? null,
  phone: o.phone ?? null,
})

beforeAll(async () => {
  ;({ t } = await talentTestApp())
  const [acme] = await q<{ id: number }>(sql`SELECT id FROM clients WHERE code = 'acme'`)
  clientId = Number(acme.id)
  const [p] = await q<{
    id: number
  }>(sql`SELECT id FROM projects WHERE client_id = ${clientId} AND NOT is_template
    ORDER BY id LIMIT 1`)
  projectId = Number(p.id)
}, 60_000)
afterAll(() => t.close())

describe('which talents the people of a result page already are (findExisting)', () => {
  it('names each found talent with its pools (not the rejected ones) and its place in the project', async () => {
    const inPools = await talent('Oskar', 'Wendeburg', 'Kassel', { email: 'oskar.wendeburg@example.org' })
    const applied = await talent('Rieke', 'Sommerlath', 'Kassel', { phone: '+49 561 7788990' })
    const invited = await talent('Till', 'Ahrensfelde', 'Kassel')
    const pools = await q<{ id: number; name: string }>(sql`INSERT INTO pools (client_id, name)
      VALUES (${clientId}, 'Zeta backend'), (${clientId}, 'Alpha backend'), (${clientId}, 'Rejected here')
      RETURNING id, name`)
    const pool = (name: string) => Number(pools.find((p) => p.name === name)?.id)
    await q(sql`INSERT INTO pool_memberships (client_id, pool_id, talent_id, status) VALUES
      (${clientId}, ${pool('Zeta backend')}, ${inPools}, 'ACCEPTED'),
      (${clientId}, ${pool('Alpha backend')}, ${inPools}, 'PENDING'),
      (${clientId}, ${pool('Rejected here')}, ${inPools}, 'REJECTED')`)
    await q(sql`INSERT INTO applications (client_id, project_id, talent_id, status)
      VALUES (${clientId}, ${projectId}, ${applied}, 'a')`)
    await q(sql`INSERT INTO project_invitations (client_id, project_id, talent_id)
      VALUES (${clientId}, ${projectId}, ${invited})`)

    const found = await findExisting(
      t.database.db,
      clientId,
      [
        person('O.', 'Wendeburg', null, { email: ' Oskar.Wendeburg@Example.org ' }),
        person('Rieke', 'S.', 'Hamburg', { phone: '0561 77 88 990' }),
        person('Till', 'Ahrensfelde', 'kassel'),
        person('Nobody', 'Known', 'Kassel', { email: 'nobody@example.org', phone: '0561 1234567' }),
      ],
      projectId,
    )
    expect(found).toEqual([
      {
        talentId: inPools,
        firstName: 'Oskar',
        lastName: 'Wendeburg',
        by: 'email',
        pools: ['Alpha backend', 'Zeta backend'],
        inProject: null,
      },
      {
        talentId: applied,
        firstName: 'Rieke',
        lastName: 'Sommerlath',
        by: 'phone',
        pools: [],
        inProject: 'a',
      },
      {
        talentId: invited,
        firstName: 'Till',
        lastName: 'Ahrensfelde',
        by: 'nameAndCity',
        pools: [],
        inProject: 'invited',
      },
      null,
    ])
  })

  it('prefers the email to the phone and the phone to the name, and names the older of two namesakes', async () => {
    const older = await talent('Janne', 'Kwiatkowski', 'Görlitz')
    const newer = await talent('Janne', 'Kwiatkowski', 'Görlitz')
    const byPhone = await talent('Janne', 'Kwiatkowski', 'Görlitz', { phone: '+49 3581 445566' })
    const byEmail = await talent('Other', 'Person', 'Bautzen', { email: 'janne.k@example.org' })
    expect(newer).toBeGreaterThan(older)
    const [name, phone, email] = await findExisting(t.database.db, clientId, [
      person('Janne', 'Kwiatkowski', 'Gorlitz'),
      person('Janne', 'Kwiatkowski', 'Görlitz', { phone: '+49 (0) 3581 445566' }),
      person('Janne', 'Kwiatkowski', 'Görlitz', { email: 'janne.k@example.org', phone: '03581 445566' }),
    ])
    expect(name).toMatchObject({ talentId: older, by: 'nameAndCity' })
    expect(phone).toMatchObject({ talentId: byPhone, by: 'phone' })
    expect(email).toMatchObject({ talentId: byEmail, by: 'email' })
  })
})
