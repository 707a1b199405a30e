import { type SQL, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client'
import { queryPrepared } from '../../db/prepared'
import { intArray } from '../../db/sql-helpers'
import type { AuthUser } from '../../deps'
import { legalEntityFlagSql } from '../client'

type Reader = Pick<AuthUser, 'clientId' | 'legalEntityIds'>

/**
 * THE data-protection rule (§4) for a talent's personal data (email, phone, the street and
 * postal code of the home address, uploaded CV and CV attachments, the CV's contact line): a
 * user sees it only when the talent is linked to one of the user's legal entities —
 *   1. the talent's consent is current (consent_to in the future) and one of the user's legal
 *      entities works with talent consent (its configuration's talentConsent), or
 *   2. the talent applied to a project of one of them (an application, whatever its status).
 * Pool memberships and invitations are no link: pools belong to the client, not to a legal
 * entity, and a recruiter adds talents to pools and invites them at will, so either would let
 * anyone make a talent's data visible to themselves.
 *
 * One boolean SQL expression over the talent row `alias` (its id and consent_to), evaluated per
 * talent by every reader of personal data: profile, CV, search rows and filters, application
 * detail, history, files. Cheapest test first: consent is a column of the row (the legal-entity
 * part is uncorrelated, computed once per statement); then one index probe per application of
 * the talent (applications_talent_idx) and its project's primary key. The link is a scalar
 * subquery with LIMIT 1, not an EXISTS: PostgreSQL turns an EXISTS into a hashed subplan that
 * reads every application of the legal entities (~30-55 ms on the demo data, PGlite) even for a
 * page of ten rows; this one is probed per row.
 */
export function personalDataVisibleSql(user: Reader, alias = 't'): SQL {
  const t = sql.raw(alias)
  const les = intArray(user.legalEntityIds)
  return sql`(
    (${t}.consent_to > now() AND EXISTS (
      SELECT 1 FROM legal_entities pd_le
      WHERE pd_le.id = ANY(${les}) AND ${legalEntityFlagSql('pd_le', 'talentConsent')}))
    OR (
      SELECT true FROM applications pd_a JOIN projects pd_p ON pd_p.id = pd_a.project_id
      WHERE pd_a.talent_id = ${t}.id AND pd_p.legal_entity_id = ANY(${les}) LIMIT 1) IS NOT NULL)`
}

/** The rule for one talent of the reader's client (false for anyone else's). */
export async function canSeePersonalData(db: DbOrTx, user: Reader, talentId: number): Promise<boolean> {
  const [row] = await queryPrepared<{ visible: boolean }>(
    db,
    sql`SELECT ${personalDataVisibleSql(user)} AS visible FROM talents t
      WHERE t.id = ${talentId} AND t.client_id = ${user.clientId}`,
  )
  return row?.visible === true
}

/**
 * Whether the reader may open a talent's files (uploaded CV, CV attachments): they carry
 * personal data, so only where the rule above shows it, and only as far as the reader's
 * permissions reach the talent (§6): with the talent permission (FREELANCER_HISTORY) any talent
 * whose data they may see; with APPLICATION_VIEW alone a talent who applied to a project of
 * one of their legal entities (the application detail's attachments).
 */
export async function mayOpenTalentFiles(db: DbOrTx, user: AuthUser, talentId: number): Promise<boolean> {
  const talentReader = user.permissions.includes('FREELANCER_HISTORY')
  const applicationReader = user.permissions.includes('APPLICATION_VIEW')
  if (!talentReader && !applicationReader) return false
  const [row] = await queryPrepared<{ visible: boolean; applied: boolean }>(
    db,
    sql`SELECT ${personalDataVisibleSql(user)} AS visible,
        (SELECT true FROM applications a JOIN projects p ON p.id = a.project_id
          WHERE a.talent_id = t.id AND p.legal_entity_id = ANY(${intArray(user.legalEntityIds)}) LIMIT 1) IS NOT NULL AS applied
      FROM talents t
      WHERE t.id = ${talentId} AND t.client_id = ${user.clientId} AND t.state <> 'DELETED'`,
  )
  if (!row) return false
  return (talentReader && row.visible === true) || (applicationReader && row.applied === true)
}
