import { parseArgs } from 'node:util'
import { openDatabase } from '../db/open'
import { EnvError, readEnv } from '../env'
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo-accounts'
import { resetDatabase, seedDemo } from './seed-demo'

/** `npm run seed -- --talents N --projects M [--applications K] [--seed S]`: wipes the database and seeds it. */

const USAGE = `Usage: npm run seed -- [--talents N] [--projects M] [--applications K] [--seed S]

Empties the configured database (DATABASE_URL, else PGlite under DATA_DIR) and fills it
with deterministic demo data.
  --talents N        talents to create (default SEED_TALENTS, 20000)
  --projects M       projects to create (default SEED_PROJECTS, 400)
  --applications K   applications in total (default 150 per project)
  --seed S           random seed (default 42); the same options give the same data`

class UsageError extends Error {}

function count(name: string, raw: string | undefined, fallback: number): number {
  if (raw === undefined) return fallback
  if (!/^\d+$/.test(raw.trim())) throw new UsageError(`--${name} must be a whole number >= 0, got "${raw}"`)
  const value = Number(raw)
  if (!Number.isSafeInteger(value)) throw new UsageError(`--${name} is too large: ${raw}`)
  return value
}

function parse(argv: string[], defaults: { talents: number; projects: number }) {
  let values: Record<string, string | boolean | undefined>
  try {
    ;({ values } = parseArgs({
      args: argv,
      options: {
        talents: { type: 'string' },
        projects: { type: 'string' },
        applications: { type: 'string' },
        seed: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
      strict: true,
      allowPositionals: false,
    }))
  } catch (e) {
    throw new UsageError((e as Error).message)
  }
  const str = (v: string | boolean | undefined) => (typeof v === 'string' ? v : undefined)
  const talents = count('talents', str(values.talents), defaults.talents)
  const projects = count('projects', str(values.projects), defaults.projects)
  return {
    help: values.help === true,
    talents,
    projects,
    applications: count('applications', str(values.applications), projects * 150),
    seed: count('seed', str(values.seed), 42),
  }
}

async function main(): Promise<number> {
  const env = readEnv()
  const args = parse(process.argv.slice(2), { talents: env.SEED_TALENTS, projects: env.SEED_PROJECTS })
  if (args.help) {
    console.log(USAGE)
    return 0
  }
  const target = env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${env.DATA_DIR}`
  console.log(`Opening ${target}...`)
  const database = await openDatabase(env)
  try {
    await resetDatabase(database.db)
    const summary = await seedDemo(database.db, {
      talents: args.talents,
      projects: args.projects,
      applications: args.applications,
      seed: args.seed,
      log: (msg) => console.log(`  ${msg}`),
    })
    console.log(
      `Seeded ${summary.clients} clients, ${summary.legalEntities} legal entities, ${summary.msps} recruiters, ` +
        `${summary.talents} talents, ${summary.projects} projects, ${summary.applications} applications ` +
        `in ${(summary.ms / 1000).toFixed(1)} s.`,
    )
    console.log(`\nDemo sign-in (password for every account: ${DEMO_PASSWORD})`)
    for (const account of DEMO_ACCOUNTS) console.log(`  ${account.email.padEnd(28)} ${account.role}`)
  } finally {
    await database.close()
  }
  return 0
}

main().then(
  (code) => {
    process.exitCode = code
  },
  (e: unknown) => {
    if (e instanceof UsageError) {
      console.error(`Error: ${e.message}\n\n${USAGE}`)
      process.exitCode = 2
    } else if (e instanceof EnvError) {
      console.error(e.message)
      process.exitCode = 2
    } else {
      console.error('Seeding failed:', e)
      process.exitCode = 1
    }
  },
)
