import type { SeedContext } from './context'
import { CITIES_BY_COUNTRY } from './geo-data'
import { FAMILIES, FAMILY_WEIGHTS } from './job-families'
import { ORIGIN_WEIGHTS } from './names'
import { daysAgo, type Rng } from './random'

/** The data-harbour source (§7): outside talents per client, matched to projects with a score. */

export interface DataHarbourIndex {
  /** Data-harbour talent ids per client id and family index. */
  byClientFamily: Map<number, number[][]>
}

export function seedDataHarbourTalents(ctx: SeedContext, rng: Rng, talentCount: number): DataHarbourIndex {
  const index: DataHarbourIndex = { byClientFamily: new Map() }
  for (const client of ctx.clients) {
    const lists = FAMILIES.map(() => [] as number[])
    index.byClientFamily.set(client.id, lists)
    const share = client.code === 'acme' ? 0.85 : 0.15
    const count = Math.max(40, Math.round(talentCount * share * 0.05))
    for (let i = 0; i < count; i++) {
      const id = ctx.ids.next('data_harbour_talents')
      const origin = rng.weighted(ORIGIN_WEIGHTS[client.code])
      const family = rng.weighted(FAMILY_WEIGHTS)
      const country = rng.weighted(origin.countries)
      const city = rng.pick(CITIES_BY_COUNTRY.get(country) ?? [])
      ctx.writer.add('data_harbour_talents', {
        id,
        client_id: client.id,
        external_id: `DH-${client.code.toUpperCase()}-${String(700000 + id * 13).padStart(7, '0')}`,
        first_name: rng.pick(origin.first),
        last_name: rng.pick(origin.last),
        title: rng.pick(FAMILIES[family].titles),
        city: city?.name ?? null,
        country_code: country,
        skills: rng.sample(FAMILIES[family].skills, rng.int(3, 7)),
        cv_resource_id: null,
      })
      lists[family].push(id)
    }
  }
  return index
}

/** Up to 15 matches for one project, mostly from its own family. */
export function seedDataHarbourMatches(
  ctx: SeedContext,
  rng: Rng,
  index: DataHarbourIndex,
  clientId: number,
  family: number,
  projectId: number,
  createdDaysAgo: number,
): void {
  const lists = index.byClientFamily.get(clientId)
  if (!lists) return
  const pool = lists[family].length > 0 ? lists[family] : lists.flat()
  for (const dhId of rng.sample(pool, rng.int(0, 15))) {
    ctx.writer.add('data_harbour_matches', {
      id: ctx.ids.next('data_harbour_matches'),
      project_id: projectId,
      data_harbour_talent_id: dhId,
      score: Math.round(rng.float(45, 98) * 100) / 100,
      status: rng.weighted([
        ['spotted', 70],
        ['invited', 15],
        ['archived', 15],
      ] as [string, number][]),
      created_at: daysAgo(rng.float(0, createdDaysAgo)),
    })
  }
}
