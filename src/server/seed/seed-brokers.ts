import type { ClientCtx, SeedContext } from './context'
import { daysAgo } from './random'

/** The staffing agencies each demo client works with, and their contact people (§7 brokercompany, brokeremployee). */
const BROKERS: Record<string, { name: string; city: string; country: string; people: [string, string][] }[]> =
  {
    acme: [
      {
        name: 'Nordlicht Personal GmbH',
        city: 'Hamburg',
        country: 'DE',
        people: [
          ['Jana', 'Vogt'],
          ['Timo', 'Brandt'],
        ],
      },
      {
        name: 'Rhein IT Consulting',
        city: 'Köln',
        country: 'DE',
        people: [
          ['Sabine', 'Krüger'],
          ['Lukas', 'Hahn'],
          ['Eda', 'Yilmaz'],
        ],
      },
      {
        name: 'Polder Talent B.V.',
        city: 'Rotterdam',
        country: 'NL',
        people: [
          ['Sanne', 'de Boer'],
          ['Ruben', 'Visser'],
        ],
      },
      { name: 'Alpine Engineering Partners AG', city: 'Zürich', country: 'CH', people: [['Reto', 'Meier']] },
      {
        name: 'Lumière Freelance SARL',
        city: 'Lyon',
        country: 'FR',
        people: [
          ['Camille', 'Robert'],
          ['Hugo', 'Petit'],
        ],
      },
    ],
    globex: [
      {
        name: 'Thames Contractors Ltd',
        city: 'London',
        country: 'GB',
        people: [
          ['Oliver', 'Hughes'],
          ['Amelia', 'Clarke'],
        ],
      },
      { name: 'Pennine Tech Recruitment', city: 'Leeds', country: 'GB', people: [['Harry', 'Walsh']] },
      {
        name: 'Liffey Talent Partners',
        city: 'Dublin',
        country: 'IE',
        people: [
          ['Aoife', 'Byrne'],
          ['Cian', 'Murphy'],
        ],
      },
    ],
  }

const slug = (s: string) =>
  s
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')

export function addBrokers(ctx: SeedContext, client: ClientCtx): void {
  for (const [n, broker] of (BROKERS[client.code] ?? []).entries()) {
    const companyId = ctx.ids.next('broker_companies')
    const created = daysAgo(900 - n * 40)
    ctx.writer.add('broker_companies', {
      id: companyId,
      client_id: client.id,
      name: broker.name,
      city: broker.city,
      country_code: broker.country,
      created_at: created,
    })
    for (const [i, [first, last]] of broker.people.entries())
      ctx.writer.add('broker_employees', {
        id: ctx.ids.next('broker_employees'),
        client_id: client.id,
        broker_company_id: companyId,
        first_name: first,
        last_name: last,
        email: `${slug(first)}.${slug(last)}@${slug(broker.name).split('-')[0]}.broker.test`,
        phone: `+49 40 5550${n}${i}${String(companyId).padStart(2, '0')}`,
        created_at: created,
      })
  }
}
