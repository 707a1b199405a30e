import { sql } from 'drizzle-orm'
import type { TalentRegister, TalentRegisterResponse } from '../../../shared/contracts/talent-register'
import { rowsOf } from '../../db/sql-helpers'
import type { AppDeps, AuthUser } from '../../deps'
import { ApiError } from '../../kernel/api-error'
import { nowOf } from '../../kernel/clock'
import { talentsErrors } from './errors'
import { writeTalentEvent } from './talent-service'

/**
 * POST freelancer/register: a talent the recruiter registers (state ACTIVE, the recruiter its
 * owner), with skills and a REGISTERED history event saying who registered them. One talent per
 * email and client: a second registration of an address is refused with the existing talent's
 * id, so the dialog can open it (the unique index talents_client_email_uq is the last guard
 * against two at once).
 */
export async function registerTalent(
  deps: AppDeps,
  user: AuthUser,
  input: TalentRegister,
): Promise<TalentRegisterResponse> {
  const at = nowOf(deps).toISOString()
  // One skill per name whatever its case, as first written.
  const skills = input.skills.filter(
    (s, i) => input.skills.findIndex((o) => o.toLowerCase() === s.toLowerCase()) === i,
  )
  return deps.db.transaction(async (tx) => {
    if (input.email) {
      const [existing] = rowsOf<{ id: number }>(
        await tx.execute(sql`SELECT id FROM talents WHERE client_id = ${user.clientId}
          AND lower(btrim(email)) = ${input.email.toLowerCase()} AND state <> 'DELETED' LIMIT 1`),
      )
      if (existing) throw new ApiError(409, talentsErrors.registerExists, [String(existing.id)])
    }
    const [row] = rowsOf<{ id: number }>(
      await tx.execute(sql`
        INSERT INTO talents (client_id, state, email, phone, first_name, last_name, title, current_city,
          current_country, home_city, home_country_code, owner_id, skills_text, created_at, updated_at)
        VALUES (${user.clientId}, 'ACTIVE', ${input.email}, ${input.phone}, ${input.firstName}, ${input.lastName},
          ${input.title}, ${input.city}, ${input.countryCode}, ${input.city}, ${input.countryCode}, ${user.id},
          ${skills.join(' ')}, ${at}::timestamptz, ${at}::timestamptz)
        ON CONFLICT DO NOTHING RETURNING id`),
    )
    if (!row) throw new ApiError(409, talentsErrors.registerExists)
    const id = Number(row.id)
    if (skills.length > 0)
      await tx.execute(sql`INSERT INTO talent_skills (talent_id, kind, name, client_id)
        SELECT ${id}, 'skill', s, ${user.clientId} FROM unnest(${sql.param(skills)}::text[]) AS s
        ON CONFLICT DO NOTHING`)
    await writeTalentEvent(tx, user, id, 'REGISTERED', { source: 'msp' })
    return { id }
  })
}
