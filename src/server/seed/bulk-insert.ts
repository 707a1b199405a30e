import { sql } from 'drizzle-orm'
import { type DbOrTx, driverOf } from '../db/client'

/**
 * Buffered bulk writes for the seed. Rows are plain objects keyed by column name; `flush`
 * writes every buffered table in dependency order (parents first, so foreign keys hold on
 * PostgreSQL), one statement per chunk:
 * - PGlite: `COPY ... FROM '/dev/blob'` (about twice as fast as JSON in the WASM build);
 * - PostgreSQL: `INSERT ... SELECT ... FROM json_populate_recordset(NULL::t, $1::json)`,
 *   one parameter per statement whatever the row count.
 */

/** Columns written per table; generated columns (talents.full_name, cv_items.job_text) never appear. */
const SPECS = {
  clients:
    'id code name talent_domain_name project_logo msp_logo has_consent_enabled google_calendar_app_client_id config created_at',
  legal_entities: 'id client_id name country_code config',
  languages: 'iso name',
  client_languages: 'client_id iso position',
  countries: 'iso2 name translations phone_code',
  msps: 'id client_id email first_name last_name password_hash auth_type permissions locale calendar_enabled calendar_connection_status active created_at',
  msp_legal_entities: 'msp_id legal_entity_id',
  hiring_managers: 'id client_id name email',
  broker_companies: 'id client_id name city country_code created_at',
  broker_employees: 'id client_id broker_company_id first_name last_name email phone created_at',
  categories: 'id client_id status translations',
  location_templates: 'id client_id legal_entity_id body',
  tags: 'id client_id value',
  pools: 'id client_id name description ready4_public category_id created_at',
  resources: 'id client_id name content_type size storage_key created_by created_at',
  talents:
    'id client_id state tier email email_verified phone first_name last_name title summary consent_to cv_id home_line1 home_line2 home_zip_code home_city home_state home_country_code current_country current_city latitude longitude not_available_from not_available_until rate_min rate_max rate_currency rate_unit experience_years owner_id vms_id skills_text cv_text created_at updated_at',
  cv_items:
    'id client_id talent_id kind title organization start_date end_date ongoing description attachment_id',
  talent_skills: 'talent_id kind name client_id',
  talent_languages: 'talent_id iso proficiency',
  talent_tags: 'talent_id tag_id assigned_by assigned_at',
  pool_memberships: 'id client_id pool_id talent_id status stage created_at updated_at',
  talent_action_logs:
    'id client_id talent_id action_type note execution_date created_by created_at updated_at',
  data_harbour_talents:
    'id client_id external_id first_name last_name title city country_code skills cv_resource_id',
  projects:
    'id client_id legal_entity_id job_handle title description skills employment work_mode site_line1 site_line2 site_zip_code site_city site_state site_country_code rate_min rate_max rate_unit currency assignment_start assignment_end hiring_deadline public_deadline publish_date publish_date_visible positions max_submissions status openness filled partially_filled freelancer_visible multiple_applications_allowed reason_for_closing vms_job_id hiring_manager_id owner_id is_template template_name last_application_at created_by created_at updated_at',
  project_assignees: 'project_id msp_id position',
  project_pools: 'project_id pool_id',
  project_attachments: 'project_id resource_id',
  pipeline_stages: 'id project_id key name_key position',
  pipeline_labels: 'id project_id stage_id name name_key position',
  questions:
    'id client_id legal_entity_id project_id component_name question_json question_type position hide mandatory label msp_visibility msp_can_edit parent_question_id parent_question_answer',
  project_invitations: 'id client_id project_id talent_id status invited_by created_at opened_at source',
  data_harbour_matches: 'id project_id data_harbour_talent_id score status created_at',
  applications:
    'id client_id project_id talent_id status rate rate_unit currency client_rate vms_id vms_submitted_at allocated_msp_id source msp_pipeline_last_updated created_at updated_at',
  application_labels: 'application_id label_id added_by added_at',
  answers: 'id application_id question_id group_id type value object_value updated_at',
  manual_logs: 'id application_id action_type note execution_date msp_id created_at updated_at',
  vms_interviews: 'id application_id status scheduled_at location notes created_at updated_at',
  vms_offers: 'id application_id status rate currency start_date created_at updated_at',
  assessments: 'id application_id name provider status score result_url completed_at created_at',
  history_events: 'id client_id entity_type entity_id event msp_id old_value new_value created_at',
  announcements: 'id client_id deadline deadline_with_leadtime message',
  email_templates: 'id client_id motivation name is_default created_at updated_at',
  email_template_variants: 'template_id language subject body',
  email_outbox:
    'id client_id msp_id motivation to_address from_address subject text_body status created_at sent_at talent_id language message_id attempts transport smtp_response',
} as const

export type TableName = keyof typeof SPECS
export type Cell =
  | string
  | number
  | boolean
  | null
  | undefined
  | readonly unknown[]
  | { readonly [k: string]: unknown }
type Words<S extends string> = S extends `${infer H} ${infer R}` ? H | Words<R> : S
export type RowOf<T extends TableName> = { [K in Words<(typeof SPECS)[T]>]?: Cell }

const COLUMNS = Object.fromEntries(
  Object.entries(SPECS).map(([table, cols]) => [table, cols.split(' ')]),
) as Record<TableName, string[]>

/** text[] columns and jsonb columns need their own COPY encodings. */
const PG_ARRAY_COLUMNS = new Set(['projects.skills', 'data_harbour_talents.skills'])
const JSON_COLUMNS = new Set([
  'clients.config',
  'legal_entities.config',
  'countries.translations',
  'categories.translations',
  'location_templates.body',
  'questions.question_json',
  'questions.parent_question_answer',
  'answers.object_value',
  'history_events.old_value',
  'history_events.new_value',
])

/** Tables with a serial id the generator assigns itself; their sequences are moved past max(id). */
export const SERIAL_TABLES = (Object.keys(SPECS) as TableName[]).filter(
  (t) => COLUMNS[t].includes('id') && t !== 'resources',
)

const TABLE_ORDER = Object.keys(SPECS) as TableName[]
const JSON_CHUNK_ROWS = 5000

interface PgliteLike {
  query(q: string, params?: unknown[], opts?: { blob?: Blob }): Promise<unknown>
  dumpDataDir: unknown
}

/** The PGlite instance behind a drizzle handle, or null on node-postgres. */
export function pgliteOf(db: DbOrTx): PgliteLike | null {
  const client = driverOf(db) as PgliteLike | undefined
  return client && typeof client.dumpDataDir === 'function' ? client : null
}

export class BulkWriter {
  private readonly buffers = new Map<TableName, Record<string, Cell>[]>()
  private readonly pglite: PgliteLike | null
  readonly written = new Map<TableName, number>()
  buffered = 0

  constructor(private readonly db: DbOrTx) {
    this.pglite = pgliteOf(db)
  }

  add<T extends TableName>(table: T, row: RowOf<T>): void {
    let list = this.buffers.get(table)
    if (!list) {
      list = []
      this.buffers.set(table, list)
    }
    list.push(row as Record<string, Cell>)
    this.buffered++
  }

  count(table: TableName): number {
    return (this.written.get(table) ?? 0) + (this.buffers.get(table)?.length ?? 0)
  }

  /** Writes everything buffered, parents before children. */
  async flush(): Promise<void> {
    for (const table of TABLE_ORDER) {
      const rows = this.buffers.get(table)
      if (!rows || rows.length === 0) continue
      this.buffers.delete(table)
      if (this.pglite) await this.copyPglite(this.pglite, table, rows)
      else await this.insertJson(table, rows)
      this.written.set(table, (this.written.get(table) ?? 0) + rows.length)
    }
    this.buffered = 0
  }

  private async copyPglite(
    client: PgliteLike,
    table: TableName,
    rows: Record<string, Cell>[],
  ): Promise<void> {
    const cols = COLUMNS[table]
    const kinds = cols.map((col) =>
      PG_ARRAY_COLUMNS.has(`${table}.${col}`)
        ? 'array'
        : JSON_COLUMNS.has(`${table}.${col}`)
          ? 'json'
          : 'plain',
    )
    const parts: string[] = []
    for (const row of rows) {
      let line = ''
      for (let i = 0; i < cols.length; i++) {
        if (i > 0) line += '\t'
        line += copyCell(row[cols[i]], kinds[i])
      }
      parts.push(line)
    }
    parts.push('')
    const columnList = cols.map((c) => `"${c}"`).join(', ')
    await client.query(`COPY "${table}" (${columnList}) FROM '/dev/blob'`, [], {
      blob: new Blob([parts.join('\n')]),
    })
  }

  private async insertJson(table: TableName, rows: Record<string, Cell>[]): Promise<void> {
    const columnList = sql.raw(COLUMNS[table].map((c) => `"${c}"`).join(', '))
    for (let i = 0; i < rows.length; i += JSON_CHUNK_ROWS) {
      const json = JSON.stringify(rows.slice(i, i + JSON_CHUNK_ROWS))
      await this.db.execute(
        sql`INSERT INTO ${sql.identifier(table)} (${columnList}) SELECT ${columnList} FROM json_populate_recordset(NULL::${sql.identifier(table)}, ${json}::json)`,
      )
    }
  }
}

const NEEDS_ESCAPE = /[\\\t\n\r]/

function escapeCopy(s: string): string {
  if (!NEEDS_ESCAPE.test(s)) return s
  return s.replace(/[\\\t\n\r]/g, (ch) =>
    ch === '\\' ? '\\\\' : ch === '\t' ? '\\t' : ch === '\n' ? '\\n' : '\\r',
  )
}

function copyCell(value: Cell, kind: 'array' | 'json' | 'plain'): string {
  if (value === null || value === undefined) return '\\N'
  if (kind === 'json') return escapeCopy(JSON.stringify(value))
  if (typeof value === 'string') return escapeCopy(value)
  if (typeof value === 'number') return String(value)
  if (typeof value === 'boolean') return value ? 't' : 'f'
  if (kind === 'array' && Array.isArray(value)) {
    const items = value.map((v) => `"${String(v).replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`)
    return escapeCopy(`{${items.join(',')}}`)
  }
  return escapeCopy(JSON.stringify(value))
}
