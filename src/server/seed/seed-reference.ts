import { clientConfigSchema, legalEntityConfigSchema } from '../../shared/contracts/client-config'
import { lettersFromPermissions, type PermissionName } from '../../shared/domain/permissions'
import type { ClientCtx, LegalEntityCtx, SeedContext } from './context'
import { DEMO_ACCOUNTS, type DemoLegalEntityKey } from './demo-accounts'
import {
  CATEGORIES,
  CLIENTS,
  type ClientDef,
  LEGAL_ENTITIES,
  POOL_REGIONS,
  RECRUITER_PERMISSIONS,
} from './demo-clients'
import { SEED_EMAIL_TEMPLATES } from './email-templates'
import { CITIES, COUNTRIES, LANGUAGES, streetLine } from './geo-data'
import { FAMILIES } from './job-families'
import { TAG_VALUES } from './phrases'
import { daysAgo } from './random'
import { addBrokers } from './seed-brokers'
import { seedDefaultQuestions } from './seed-questions'

const CLIENT_LANGUAGES = ['en', 'de', 'fr', 'nl', 'es']

export async function seedReference(ctx: SeedContext, passwordHash: string): Promise<void> {
  const { writer: w, ids } = ctx
  for (const [iso, name] of LANGUAGES) w.add('languages', { iso, name })
  for (const row of COUNTRIES) {
    const [de, fr, nl, es] = row.tr
    w.add('countries', {
      iso2: row.iso2,
      name: row.name,
      translations: { en: row.name, de, fr, nl, es },
      phone_code: row.phoneCode,
    })
  }

  for (const def of CLIENTS) {
    const id = ids.next('clients')
    const config = clientConfigSchema.parse(def.config)
    w.add('clients', {
      id,
      code: def.code,
      name: def.name,
      talent_domain_name: `talents.${def.code}.test`,
      project_logo: `/brand/${def.code}/project-logo.svg`,
      msp_logo: `/brand/${def.code}/msp-logo.svg`,
      has_consent_enabled: def.hasConsentEnabled,
      google_calendar_app_client_id: def.calendarClientId,
      config,
      created_at: daysAgo(1500),
    })
    CLIENT_LANGUAGES.forEach((iso, position) => {
      w.add('client_languages', { client_id: id, iso, position })
    })
    const client: ClientCtx = {
      id,
      code: def.code,
      name: def.name,
      currencies: config.currencies,
      preApplicationQuestions: config.preApplicationQuestions,
      teamAssigneeLimit: config.teamAssigneeLimit,
      legalEntities: [],
      mspIds: [],
      hiringManagerIds: [],
      tagIds: [],
      pools: [],
      siteCities: def.siteCities,
    }
    ctx.clients.push(client)
    for (const le of LEGAL_ENTITIES.filter((l) => l.client === def.code)) addLegalEntity(ctx, client, le)
    addRecruiters(ctx, client, def, passwordHash)
    for (const name of def.hiringManagers) {
      const hmId = ids.next('hiring_managers')
      const email = `${name
        .replace(/^Dr\. /, '')
        .toLowerCase()
        .replace(/[^a-z]+/g, '.')}@${def.code}-client.test`
      w.add('hiring_managers', { id: hmId, client_id: id, name, email })
      client.hiringManagerIds.push(hmId)
    }
    for (const value of TAG_VALUES) {
      const tagId = ids.next('tags')
      w.add('tags', { id: tagId, client_id: id, value })
      client.tagIds.push(tagId)
    }
    addCategoriesAndPools(ctx, client)
    addBrokers(ctx, client)
    addEmailTemplates(ctx, client)
  }
  // An old maintenance window: the banner logic has data, but nothing shows by default.
  w.add('announcements', {
    id: ids.next('announcements'),
    client_id: null,
    deadline: '2026-06-01T20:00:00.000Z',
    deadline_with_leadtime: '2026-06-01T19:30:00.000Z',
    message: 'Scheduled maintenance: the workspace is unavailable for about 30 minutes.',
  })
  await w.flush()
}

/** Issue 19: every motivation's template, in the five client languages. */
function addEmailTemplates(ctx: SeedContext, client: ClientCtx): void {
  const at = daysAgo(400)
  for (const template of SEED_EMAIL_TEMPLATES) {
    const id = ctx.ids.next('email_templates')
    ctx.writer.add('email_templates', {
      id,
      client_id: client.id,
      motivation: template.motivation,
      name: template.name,
      is_default: template.isDefault,
      created_at: at,
      updated_at: at,
    })
    for (const language of CLIENT_LANGUAGES) {
      const variant = template.variants[language as keyof typeof template.variants]
      ctx.writer.add('email_template_variants', {
        template_id: id,
        language,
        subject: variant.subject,
        body: variant.body,
      })
    }
  }
}

function addLegalEntity(ctx: SeedContext, client: ClientCtx, def: (typeof LEGAL_ENTITIES)[number]): void {
  const id = ctx.ids.next('legal_entities')
  const config = legalEntityConfigSchema.parse(def.config)
  ctx.writer.add('legal_entities', {
    id,
    client_id: client.id,
    name: def.name,
    country_code: def.country,
    config,
  })
  const le: LegalEntityCtx = {
    id,
    key: def.key,
    clientId: client.id,
    name: def.name,
    countryCode: def.country,
    vms: config.vmsType !== 'none',
    assessments: config.assessmentsEnabled,
    talentConsent: config.talentConsent,
    multipleApplicationsAllowed: config.multipleApplicationsAllowed,
    questionIds: [],
  }
  client.legalEntities.push(le)
  seedDefaultQuestions(ctx, le)
  const cities = CITIES.filter(
    (c) => client.siteCities.includes(c.name) && (c.country === def.country || def.country === 'GB'),
  )
  cities.slice(0, 4).forEach((city, i) => {
    ctx.writer.add('location_templates', {
      id: ctx.ids.next('location_templates'),
      client_id: client.id,
      legal_entity_id: id,
      body: {
        name: `${client.name} ${city.name}${i === 0 ? ' (HQ)' : ''}`,
        line1: streetLine(lineLang(city.country), i + 2, 10 + i * 7),
        line2: i === 0 ? 'Reception, 3rd floor' : null,
        zipCode: city.zip,
        city: city.name,
        state: city.state,
        countryCode: city.country,
      },
    })
  })
}

function lineLang(country: string): string {
  return COUNTRIES.find((c) => c.iso2 === country)?.lang ?? 'en'
}

function addRecruiters(ctx: SeedContext, client: ClientCtx, def: ClientDef, passwordHash: string): void {
  const leId = (key: DemoLegalEntityKey) => client.legalEntities.find((l) => l.key === key)?.id
  const add = (
    email: string,
    first: string,
    last: string,
    perms: PermissionName[],
    les: DemoLegalEntityKey[],
    hash: string | null,
  ) => {
    const id = ctx.ids.next('msps')
    const calendar = def.config.calendarEnabled === true && perms.includes('CALENDAR')
    ctx.writer.add('msps', {
      id,
      client_id: client.id,
      email,
      first_name: first,
      last_name: last,
      password_hash: hash,
      auth_type: 'PWD',
      permissions: lettersFromPermissions(perms),
      locale: 'en',
      calendar_enabled: calendar,
      calendar_connection_status: 'NC',
      active: true,
      created_at: daysAgo(1400 - id * 20),
    })
    for (const key of les) {
      const legalEntityId = leId(key)
      if (legalEntityId) ctx.writer.add('msp_legal_entities', { msp_id: id, legal_entity_id: legalEntityId })
    }
    client.mspIds.push(id)
  }
  for (const a of DEMO_ACCOUNTS.filter((acc) => acc.client === client.code)) {
    add(a.email, a.firstName, a.lastName, a.permissions, a.legalEntities, passwordHash)
  }
  for (const [first, last, les] of def.extraRecruiters) {
    const local = `${first}.${last}`.toLowerCase().replace(/[^a-z.]/g, '')
    const email = `${local}@${client.code}.test`
    add(email, first, last, RECRUITER_PERMISSIONS, les, null)
  }
}

function addCategoriesAndPools(ctx: SeedContext, client: ClientCtx): void {
  const categoryOfFamily = new Map<string, number>()
  for (const cat of CATEGORIES) {
    const id = ctx.ids.next('categories')
    const translations = (['en', 'de', 'fr', 'nl', 'es'] as const).map((code) => ({
      code,
      name: cat[code],
      description: `${cat.en} pools of ${client.name}`,
    }))
    ctx.writer.add('categories', { id, client_id: client.id, status: 'published', translations })
    for (const f of cat.families) categoryOfFamily.set(f, id)
  }
  ctx.writer.add('categories', {
    id: ctx.ids.next('categories'),
    client_id: client.id,
    status: 'draft',
    translations: [{ code: 'en', name: 'Legal (draft)', description: 'Not published yet' }],
  })
  const regions = POOL_REGIONS[client.code]
  const target = client.code === 'acme' ? 26 : 24
  for (let i = 0; i < target; i++) {
    const family = i % FAMILIES.length
    const region = regions[Math.floor(i / FAMILIES.length) % regions.length]
    const f = FAMILIES[family]
    const id = ctx.ids.next('pools')
    ctx.writer.add('pools', {
      id,
      client_id: client.id,
      name: `${f.label} – ${region}`,
      description: `${f.titles.slice(0, 3).join(', ')} and related profiles for ${client.name} assignments (${region}).`,
      ready4_public: i % 5 < 2,
      category_id: categoryOfFamily.get(f.key) ?? null,
      created_at: daysAgo(900 - i * 11),
    })
    client.pools.push({ id, clientId: client.id, family })
  }
}
