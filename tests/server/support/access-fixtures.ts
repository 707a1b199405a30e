import { randomUUID } from 'node:crypto'
import { type SQL, sql } from 'drizzle-orm'
import { rowsOf } from '../../../src/server/db/sql-helpers'
import { fileStorage } from '../../../src/server/integrations/files/storage'
import { DEMO_ACCOUNTS, type DemoAccount } from '../../../src/server/seed/demo-accounts'
import { PIPELINE_STAGES } from '../../../src/shared/domain/statuses'
import type { TestApp } from './test-app'

/**
 * What the access tests act on, per legal entity: the demo's three and one more per client that
 * no demo account works for (so every role, Anna and Gina included, has "another legal entity"
 * of its own client). Each gets a project, a template, a talent who applied to that project and
 * to nothing else (no consent, so only that application links them: their personal data is
 * visible exactly to the users of that legal entity), notes and logs by a recruiter who is none
 * of the demo accounts, files, a question, a location template. Makers create fresh ones for
 * calls that use them up (delete, status changes, erasure).
 */

export const LEGAL_ENTITY_KEYS = [
  'acmeStaffing',
  'acmeTalent',
  'acmeExtra',
  'globexServices',
  'globexExtra',
] as const
export type LeKey = (typeof LEGAL_ENTITY_KEYS)[number]

const CLIENT_OF: Record<LeKey, 'acme' | 'globex'> = {
  acmeStaffing: 'acme',
  acmeTalent: 'acme',
  acmeExtra: 'acme',
  globexServices: 'globex',
  globexExtra: 'globex',
}

/** The personal data of a fixture talent, as the strings a response must not contain where hidden. */
export interface PersonalData {
  email: string
  phone: string
  line1: string
  zipCode: string
}

export interface Fixture {
  key: LeKey
  clientId: number
  legalEntityId: number
  /** A recruiter of the client who is none of the demo accounts: "another recruiter". */
  author: number
  pool: number
  tag: number
  project: { id: number; title: string; jobHandle: string }
  template: number
  label: number
  talent: { id: number } & PersonalData
  application: number
  note: number
  log: number
  projectFile: string
  talentFile: string
  question: { id: number; componentName: string }
  locationTemplate: number
}

const q = async <T>(t: TestApp, query: SQL) => rowsOf<T>(await t.database.db.execute(query))
const one = async <T>(t: TestApp, query: SQL) => (await q<T>(t, query))[0]
const idOf = async (t: TestApp, query: SQL) => Number((await one<{ id: number }>(t, query)).id)

let serial = 0
const next = () => ++serial

export class AccessFixtures {
  readonly byKey = new Map<LeKey, Fixture>()
  readonly userIds = new Map<string, number>()
  /** Access tokens of the demo accounts by email (the test signs them in). */
  readonly tokens = new Map<string, string>()
  readonly clientIds = { acme: 0, globex: 0 }
  /** Every talent made here with the legal entity it applied to: whose personal data a role must not see. */
  readonly talents: { key: LeKey; data: PersonalData }[] = []
  /** Every project title made here (templates too), by legal entity: what a role outside it must not see. */
  readonly titles: { key: LeKey; title: string }[] = []

  private constructor(readonly t: TestApp) {}

  static async create(t: TestApp): Promise<AccessFixtures> {
    const fx = new AccessFixtures(t)
    for (const a of DEMO_ACCOUNTS)
      fx.userIds.set(a.email, await idOf(t, sql`SELECT id FROM msps WHERE email = ${a.email}`))
    fx.clientIds.acme = await idOf(t, sql`SELECT id FROM clients WHERE code = 'acme'`)
    fx.clientIds.globex = await idOf(t, sql`SELECT id FROM clients WHERE code = 'globex'`)
    for (const key of LEGAL_ENTITY_KEYS) fx.byKey.set(key, await fx.build(key))
    return fx
  }

  clientIdOf(account: DemoAccount): number {
    return this.clientIds[account.client]
  }

  get(key: LeKey): Fixture {
    return this.byKey.get(key) as Fixture
  }

  /** The legal entity whose things are a role's own, another legal entity's of its client, another client's. */
  targetsOf(account: DemoAccount): { own: LeKey; otherLegalEntity: LeKey; otherClient: LeKey } {
    const mine = new Set<string>(account.legalEntities)
    const sameClient = LEGAL_ENTITY_KEYS.filter((k) => CLIENT_OF[k] === account.client)
    return {
      own: account.legalEntities[0] as LeKey,
      otherLegalEntity: sameClient.find((k) => !mine.has(k)) as LeKey,
      otherClient: account.client === 'acme' ? 'globexServices' : 'acmeStaffing',
    }
  }

  private async build(key: LeKey): Promise<Fixture> {
    const t = this.t
    const client = CLIENT_OF[key]
    const clientId = await idOf(t, sql`SELECT id FROM clients WHERE code = ${client}`)
    const names: Partial<Record<LeKey, string>> = {
      acmeStaffing: 'Acme Staffing GmbH',
      acmeTalent: 'Acme Talent B.V.',
      globexServices: 'Globex Services Ltd',
    }
    const legalEntityId = names[key]
      ? await idOf(t, sql`SELECT id FROM legal_entities WHERE name = ${names[key]}`)
      : await idOf(
          t,
          sql`INSERT INTO legal_entities (client_id, name, country_code, config)
            VALUES (${clientId}, ${`Matrix ${key}`}, 'DE', '{}'::jsonb) RETURNING id`,
        )
    const demo = DEMO_ACCOUNTS.map((a) => a.email)
    const author = await idOf(
      t,
      sql`SELECT id FROM msps WHERE client_id = ${clientId} AND NOT (email = ANY(${`{${demo.join(',')}}`}::text[]))
        ORDER BY id LIMIT 1`,
    )
    const pool = await idOf(t, sql`SELECT id FROM pools WHERE client_id = ${clientId} ORDER BY id LIMIT 1`)
    const base = { key, clientId, legalEntityId, author, pool } as Fixture
    const project = await this.project(base, { visible: true })
    const [row] = await q<{ title: string; job_handle: string }>(
      t,
      sql`SELECT title, job_handle FROM projects WHERE id = ${project}`,
    )
    const stage = await idOf(
      t,
      sql`SELECT id FROM pipeline_stages WHERE project_id = ${project} AND key = 'active'`,
    )
    const label = await idOf(
      t,
      sql`INSERT INTO pipeline_labels (project_id, stage_id, name) VALUES (${project}, ${stage}, 'Matrix label') RETURNING id`,
    )
    const fx: Fixture = {
      ...base,
      tag: await this.tag(clientId),
      project: { id: project, title: row.title, jobHandle: String(row.job_handle) },
      template: await this.template(base),
      label,
      talent: { id: 0, email: '', phone: '', line1: '', zipCode: '' },
      application: 0,
      note: 0,
      log: 0,
      projectFile: await this.projectFile({ ...base, project: { id: project } } as Fixture),
      talentFile: '',
      question: { id: 0, componentName: '' },
      locationTemplate: await this.locationTemplate(base),
    }
    fx.talent = await this.talent(fx, { apply: false })
    fx.application = await this.application(fx, 'a')
    fx.note = await this.note(fx)
    fx.log = await this.log(fx)
    fx.talentFile = await this.talentFile(fx)
    fx.question = await this.question(fx)
    return fx
  }

  /** A project of the fixture's legal entity with its pipeline stages; not visible to freelancers unless asked. */
  async project(
    f: Pick<Fixture, 'key' | 'clientId' | 'legalEntityId'>,
    o: { visible?: boolean; template?: boolean } = {},
  ) {
    const n = next()
    const id = await idOf(
      this.t,
      sql`INSERT INTO projects (client_id, legal_entity_id, title, description, status, freelancer_visible,
          positions, max_submissions, hiring_deadline, assignment_start, work_mode, is_template, template_name)
        VALUES (${f.clientId}, ${f.legalEntityId}, ${`Matrix project ${f.key} #${n}#`}, 'Matrix', 'ACTIVE',
          ${o.visible ?? false}, 3, 10, '2027-06-30', '2027-07-01', 'rm', ${o.template ?? false},
          ${o.template ? `Matrix template ${f.key} #${n}#` : null})
        RETURNING id`,
    )
    this.titles.push({ key: f.key, title: `Matrix project ${f.key} #${n}#` })
    if (o.template) this.titles.push({ key: f.key, title: `Matrix template ${f.key} #${n}#` })
    const values = PIPELINE_STAGES.map(
      (key, position) => sql`(${id}, ${key}, ${`msp.v2.pipeline.stage.${key}`}, ${position})`,
    )
    await this.t.database.db.execute(
      sql`INSERT INTO pipeline_stages (project_id, key, name_key, position) VALUES ${sql.join(values, sql`, `)}`,
    )
    return id
  }

  template(f: Pick<Fixture, 'key' | 'clientId' | 'legalEntityId'>) {
    return this.project(f, { template: true })
  }

  /**
   * A talent with personal data who applied to the fixture's project and to nothing else (no
   * consent, no pools). `apply: false` leaves the application to the caller.
   */
  async talent(f: Fixture, o: { state?: string; apply?: boolean } = {}): Promise<Fixture['talent']> {
    const n = next()
    const pd: PersonalData = {
      email: `pd.${f.key.toLowerCase()}.${n}@matrix.test`,
      phone: `+49 555 ${70_000 + n}`,
      line1: `Matrixgasse ${n}a`,
      zipCode: `D-${90_000 + n}`,
    }
    const id = await idOf(
      this.t,
      sql`INSERT INTO talents (client_id, state, email, email_verified, phone, first_name, last_name, title,
          home_line1, home_zip_code, home_city, home_country_code, current_city, current_country)
        VALUES (${f.clientId}, ${o.state ?? 'ACTIVE'}, ${pd.email}, true, ${pd.phone}, 'Mara', ${`Matrix ${f.key} ${n}`},
          'Data Engineer', ${pd.line1}, ${pd.zipCode}, 'Berlin', 'DE', 'Berlin', 'DE') RETURNING id`,
    )
    await this.t.database.db.execute(sql`
      INSERT INTO history_events (client_id, entity_type, entity_id, event, old_value, new_value) VALUES
        (${f.clientId}, 'talent', ${id}, 'UPDATED_EMAIL', NULL, ${JSON.stringify({ email: pd.email })}::jsonb),
        (${f.clientId}, 'talent', ${id}, 'MSP_UPDATED', ${JSON.stringify({ phone: '+49 1' })}::jsonb,
          ${JSON.stringify({ phone: pd.phone, title: 'Data Engineer' })}::jsonb)`)
    // An uploaded CV whose bytes carry the contact data: never served where it is hidden.
    const cv = randomUUID()
    const bytes = new TextEncoder().encode(`%PDF-1.4\n% ${pd.email} ${pd.phone}\n%%EOF\n`)
    await fileStorage(this.t.deps.env.DATA_DIR).write(`matrix/${cv}.pdf`, bytes)
    await this.t.database.db.execute(sql`
      INSERT INTO resources (id, client_id, name, content_type, size, storage_key)
        VALUES (${cv}, ${f.clientId}, 'Uploaded CV.pdf', 'application/pdf', ${bytes.length}, ${`matrix/${cv}.pdf`})`)
    await this.t.database.db.execute(sql`UPDATE talents SET cv_id = ${cv} WHERE id = ${id}`)
    const talent = { id, ...pd }
    this.talents.push({ key: f.key, data: pd })
    if (o.apply !== false) await this.application({ ...f, talent }, 'a')
    return talent
  }

  /** An application of the fixture's talent (or `talentId`) to its project (or `projectId`). */
  async application(f: Fixture, status: string, o: { projectId?: number; talentId?: number } = {}) {
    return idOf(
      this.t,
      sql`INSERT INTO applications (client_id, project_id, talent_id, status, source)
        VALUES (${f.clientId}, ${o.projectId ?? f.project.id}, ${o.talentId ?? f.talent.id}, ${status}, 'applied')
        RETURNING id`,
    )
  }

  /** A request to the VMS about the fixture's application, its body naming the talent (issue 20). */
  vmsRequest(f: Fixture) {
    const body = JSON.stringify({ candidate: { email: f.talent.email, phone: f.talent.phone } })
    return idOf(
      this.t,
      sql`INSERT INTO vms_requests (client_id, application_id, kind, attempt, method, url, request_body, outcome, started_at)
        VALUES (${f.clientId}, ${f.application}, 'submit', 1, 'POST', 'http://vms.test/v1/submissions', ${body},
          'accepted', now())
        RETURNING id`,
    )
  }

  /** An open interview or offer the MSP recorded on a fresh application of the fixture's project. */
  async vmsRecord(f: Fixture, kind: 'interview' | 'offer') {
    const application = await this.application(f, 's2c', {
      talentId: (await this.talent(f, { apply: false })).id,
    })
    return kind === 'interview'
      ? idOf(
          this.t,
          sql`INSERT INTO vms_interviews (application_id, source, status, scheduled_at)
            VALUES (${application}, 'msp', 'uc', now() + interval '2 days') RETURNING id`,
        )
      : idOf(
          this.t,
          sql`INSERT INTO vms_offers (application_id, source, status, rate, currency, rate_unit)
            VALUES (${application}, 'msp', 'cre', 80, 'EUR', 'HR') RETURNING id`,
        )
  }

  /** A live interview (issue 24) on the fixture's application, organized by another recruiter. */
  calendarInterview(f: Fixture) {
    return idOf(
      this.t,
      sql`INSERT INTO calendar_interviews (client_id, application_id, organizer_id, starts_at, ends_at, title,
          event_uid, provider, calendar_id, sync_state)
        VALUES (${f.clientId}, ${f.application}, ${f.author}, now() + interval '2 days',
          now() + interval '2 days 1 hour', 'Matrix interview', gen_random_uuid()::text, 'caldav', 'http://127.0.0.1:9/c/', 'done')
        RETURNING id`,
    )
  }

  /** A note on the fixture's application by another recruiter. */
  note(f: Fixture) {
    return idOf(
      this.t,
      sql`INSERT INTO manual_logs (application_id, action_type, note, execution_date, msp_id)
        VALUES (${f.application}, 'nt', 'Matrix note of another recruiter', now(), ${f.author}) RETURNING id`,
    )
  }

  /** An action log on the fixture's talent by another recruiter. */
  log(f: Fixture) {
    return idOf(
      this.t,
      sql`INSERT INTO talent_action_logs (client_id, talent_id, action_type, note, execution_date, created_by)
        VALUES (${f.clientId}, ${f.talent.id}, 'note', 'Matrix log of another recruiter', now(), ${f.author})
        RETURNING id`,
    )
  }

  private async resource(clientId: number, name: string) {
    const id = randomUUID()
    await this.t.database.db.execute(sql`
      INSERT INTO resources (id, client_id, name, content_type, size, storage_key)
        VALUES (${id}, ${clientId}, ${name}, 'application/pdf', 10, ${`seed/${id}`})`)
    return id
  }

  async projectFile(f: Fixture) {
    const id = await this.resource(f.clientId, `Matrix job ${f.key}.pdf`)
    await this.t.database.db.execute(
      sql`INSERT INTO project_attachments (project_id, resource_id) VALUES (${f.project.id}, ${id})`,
    )
    return id
  }

  async talentFile(f: Fixture) {
    const id = await this.resource(f.clientId, `Matrix certificate ${f.key}.pdf`)
    await this.t.database.db.execute(sql`
      INSERT INTO cv_items (client_id, talent_id, kind, title, attachment_id)
        VALUES (${f.clientId}, ${f.talent.id}, 'c_h', 'Matrix certificate', ${id})`)
    return id
  }

  /** A job-specific question of the fixture's project. */
  async question(f: Fixture) {
    const componentName = `matrixQuestion${next()}`
    const id = await idOf(
      this.t,
      sql`INSERT INTO questions (client_id, project_id, component_name, question_json, question_type, position, label)
        VALUES (${f.clientId}, ${f.project.id}, ${componentName}, '{"type":"text"}'::jsonb, 'job-specific', 100,
          'Matrix question') RETURNING id`,
    )
    return { id, componentName }
  }

  locationTemplate(f: Pick<Fixture, 'clientId' | 'legalEntityId'>) {
    return idOf(
      this.t,
      sql`INSERT INTO location_templates (client_id, legal_entity_id, body)
        VALUES (${f.clientId}, ${f.legalEntityId}, '{"name":"Matrix site","city":"Berlin"}'::jsonb) RETURNING id`,
    )
  }

  tag(clientId: number) {
    return idOf(
      this.t,
      sql`INSERT INTO tags (client_id, value) VALUES (${clientId}, ${`matrix-tag-${next()}`}) RETURNING id`,
    )
  }

  /** A pending membership of a fresh talent of the fixture in the client's pool. */
  async membership(f: Fixture) {
    const talent = await this.talent(f)
    return idOf(
      this.t,
      sql`INSERT INTO pool_memberships (client_id, pool_id, talent_id, status)
        VALUES (${f.clientId}, ${f.pool}, ${talent.id}, 'PENDING') RETURNING id`,
    )
  }

  /** A fresh pool of the client (rename and delete act on it, not on the fixture's pool). */
  pool(clientId: number) {
    return idOf(
      this.t,
      sql`INSERT INTO pools (client_id, name) VALUES (${clientId}, ${`Matrix pool ${next()}`}) RETURNING id`,
    )
  }

  /** A membership of a fresh talent of the fixture in the client's pool, in `status`. */
  async membershipIn(f: Fixture, status: string) {
    const talent = await this.talent(f)
    return idOf(
      this.t,
      sql`INSERT INTO pool_memberships (client_id, pool_id, talent_id, status)
        VALUES (${f.clientId}, ${f.pool}, ${talent.id}, ${status}) RETURNING id`,
    )
  }

  /** An open invitation of a fresh talent of the fixture to the fixture's project. */
  async invitation(f: Fixture) {
    const talent = await this.talent(f)
    return idOf(
      this.t,
      sql`INSERT INTO project_invitations (client_id, project_id, talent_id, status)
        VALUES (${f.clientId}, ${f.project.id}, ${talent.id}, 'invited') RETURNING id`,
    )
  }

  /** A talent of the fixture asked about their availability for the fixture's project. */
  async availabilityAsked(f: Fixture) {
    const talent = await this.talent(f)
    await this.t.database.db.execute(sql`INSERT INTO availability_requests (client_id, project_id, talent_id)
      VALUES (${f.clientId}, ${f.project.id}, ${talent.id})`)
    return talent.id
  }

  /** A data-harbour talent of the client matched to the fixture's project: its id and the match's. */
  async dataHarbourMatch(f: Fixture) {
    const dh = await idOf(
      this.t,
      sql`INSERT INTO data_harbour_talents (client_id, external_id, first_name, last_name, skills)
        VALUES (${f.clientId}, ${`matrix-dh-${next()}`}, 'Harbour', 'Matrix', '{SQL}') RETURNING id`,
    )
    const match = await idOf(
      this.t,
      sql`INSERT INTO data_harbour_matches (project_id, data_harbour_talent_id, score)
        VALUES (${f.project.id}, ${dh}, 80) RETURNING id`,
    )
    return { dh, match }
  }

  /** A finished bulk accept task of the user (its results are read by pool/membership/bulk). */
  poolTask(clientId: number, mspId: number) {
    return one<{ id: string }>(
      this.t,
      sql`INSERT INTO tasks (client_id, msp_id, type, status, args)
        VALUES (${clientId}, ${mspId}, 'poolAcceptBulk', 'SUCCESSFUL', '{"action":"accept","ids":[],"poolIds":[],"jobTitle":"Matrix"}'::jsonb) RETURNING id`,
    ).then((r) => String(r.id))
  }

  /** A background task of the user, in a state the task calls act on. */
  task(clientId: number, mspId: number, status: 'SUCCESSFUL' | 'SCHEDULED') {
    return one<{ id: string }>(
      this.t,
      sql`INSERT INTO tasks (client_id, msp_id, type, status, args)
        VALUES (${clientId}, ${mspId}, 'matrixIdle', ${status}, '{}'::jsonb) RETURNING id`,
    ).then((r) => String(r.id))
  }

  /** An email template of the client (issue 19). */
  emailTemplate(clientId: number) {
    return idOf(
      this.t,
      sql`INSERT INTO email_templates (client_id, motivation, name) VALUES (${clientId}, 'talentEmailByMsp', ${`Matrix template ${next()}`})
        RETURNING id`,
    )
  }

  /** An email send of the user, its undo window still open. */
  emailSend(clientId: number, mspId: number) {
    return one<{ id: string }>(
      this.t,
      sql`INSERT INTO email_sends (id, client_id, msp_id, motivation, target_kind, target_ids, variants,
          unique_per_talent, total, done_at, expires_at)
        VALUES (gen_random_uuid(), ${clientId}, ${mspId}, 'talentEmailByMsp', 'talents', '{}', '{}', true, 0, now(),
          now() + interval '1 hour') RETURNING id`,
    ).then((r) => String(r.id))
  }

  /** An outbox message to the fixture's talent about its application, in `status`. */
  emailMessage(f: Fixture, status: 'held' | 'failed') {
    return idOf(
      this.t,
      sql`INSERT INTO email_outbox (client_id, msp_id, motivation, to_address, from_address, subject, text_body,
          status, talent_id, application_id, send_after)
        VALUES (${f.clientId}, ${f.author}, 'applicantEmail', ${f.talent.email}, 'no-reply@workspace.local',
          'Matrix message', 'Hello', ${status}, ${f.talent.id}, ${f.application}, now() + interval '1 hour')
        RETURNING id`,
    )
  }

  /** An address on the client's suppression list. */
  async suppression(clientId: number) {
    const address = `bounced.${next()}@matrix.test`
    await this.t.database.db.execute(
      sql`INSERT INTO email_suppressions (client_id, address, reason) VALUES (${clientId}, ${address}, '550 unknown')`,
    )
    return address
  }

  /** A search bucket of the user. */
  bucket(clientId: number, mspId: number) {
    return idOf(
      this.t,
      sql`INSERT INTO search_buckets (client_id, msp_id, name, target, mode, ids)
        VALUES (${clientId}, ${mspId}, 'Matrix bucket', 'talents', 'selection', '{1}') RETURNING id`,
    )
  }
}
