import { and, asc, desc, eq } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client'
import { cvItems, resources, talentLanguages, talentSkills, talents } from '../../db/schema/all'
import type { AuthUser } from '../../deps'
import type { FileStorage } from '../../integrations/files/storage'
import { isSeedStorageKey } from '../../seed/seed-files'
import { loadOwnedApplication } from '../pipeline'
import { type PdfBlock, renderPdf } from './cv-pdf-writer'
import { canSeePersonalData } from './personal-data'

const PROFICIENCY = ['beginner', 'intermediate', 'fluent', 'native']
const SECTIONS = [
  ['j_h', 'Work experience'],
  ['e_h', 'Education'],
  ['c_h', 'Certificates'],
] as const
const SKILL_SECTIONS = [
  ['skill', 'Skills'],
  ['ind', 'Industries'],
  ['soft', 'Technologies'],
] as const

const isPdf = (bytes: Uint8Array) =>
  bytes.length > 4 && bytes[0] === 0x25 && bytes[1] === 0x50 && bytes[2] === 0x44 && bytes[3] === 0x46

const period = (start: string | null, end: string | null, ongoing: boolean) => {
  const month = (d: string | null) => (d ? d.slice(0, 7) : '')
  const to = ongoing ? 'today' : month(end)
  return [month(start), to].filter(Boolean).join(' – ')
}

/**
 * GET /napi/application/cv/{appId}: the CV of the application's talent (cvPdfOfTalent); the
 * application must be the caller's (client and legal entity, loadOwnedApplication).
 */
export async function cvPdfForApplication(
  db: DbOrTx,
  storage: FileStorage,
  user: AuthUser,
  applicationId: number,
): Promise<{ name: string; bytes: Uint8Array }> {
  const { app } = await loadOwnedApplication(db, user, applicationId)
  const [t] = await db.select().from(talents).where(eq(talents.id, app.talentId))
  return cvPdfOfTalent(db, storage, user, t)
}

/**
 * The CV of one talent row of the caller's client (also GET freelancer/{id}/cv/pdf): the
 * uploaded PDF when it exists, else the profile rendered. The uploaded PDF and the contact line
 * (email, phone) are personal data: only where the data-protection rule shows it
 * (personal-data.ts); elsewhere the profile is rendered without them.
 */
export async function cvPdfOfTalent(
  db: DbOrTx,
  storage: FileStorage,
  user: AuthUser,
  t: typeof talents.$inferSelect,
): Promise<{ name: string; bytes: Uint8Array }> {
  const fileName = `CV ${t.firstName} ${t.lastName}.pdf`
  const showContact = await canSeePersonalData(db, user, t.id)
  if (t.cvId && showContact) {
    const [cv] = await db
      .select()
      .from(resources)
      .where(and(eq(resources.id, t.cvId), eq(resources.clientId, user.clientId)))
    // Seed keys only have a placeholder page: the rendered profile says more.
    if (cv && !isSeedStorageKey(cv.storageKey)) {
      const bytes = await storage.read(cv.storageKey)
      if (bytes && isPdf(bytes)) return { name: cv.name, bytes }
    }
  }
  const [items, skills, langs] = await Promise.all([
    db
      .select()
      .from(cvItems)
      .where(eq(cvItems.talentId, t.id))
      .orderBy(desc(cvItems.startDate), asc(cvItems.id)),
    db.select().from(talentSkills).where(eq(talentSkills.talentId, t.id)).orderBy(asc(talentSkills.name)),
    db
      .select()
      .from(talentLanguages)
      .where(eq(talentLanguages.talentId, t.id))
      .orderBy(desc(talentLanguages.proficiency)),
  ])
  const blocks: PdfBlock[] = [{ text: `${t.firstName} ${t.lastName}`, size: 20, bold: true }]
  if (t.title) blocks.push({ text: t.title, size: 12, grey: 0.35, spaceBefore: 2 })
  const place = [t.currentCity ?? t.homeCity, t.currentCountry ?? t.homeCountryCode]
    .filter(Boolean)
    .join(', ')
  const contact = showContact ? [t.email, t.phone] : []
  const line = [place, ...contact].filter(Boolean).join('  ·  ')
  if (line) blocks.push({ text: line.replace(/·/g, '-'), size: 9, grey: 0.35, spaceBefore: 4 })
  const heading = (text: string) => blocks.push({ text, size: 13, bold: true, spaceBefore: 14 })
  if (t.summary) {
    heading('Summary')
    blocks.push({ text: t.summary, spaceBefore: 2 })
  }
  for (const [kind, title] of SECTIONS) {
    const list = items.filter((i) => i.kind === kind)
    if (list.length === 0) continue
    heading(title)
    for (const i of list) {
      blocks.push({ text: [i.title, i.organization].filter(Boolean).join(' – '), bold: true, spaceBefore: 6 })
      const when = period(i.startDate, i.endDate, i.ongoing)
      if (when) blocks.push({ text: when, size: 9, grey: 0.4 })
      if (i.description) blocks.push({ text: i.description, spaceBefore: 2 })
    }
  }
  for (const [kind, title] of SKILL_SECTIONS) {
    const names = skills.filter((s) => s.kind === kind).map((s) => s.name)
    if (names.length === 0) continue
    heading(title)
    blocks.push({ text: names.join(', '), spaceBefore: 2 })
  }
  if (langs.length > 0) {
    heading('Languages')
    blocks.push({
      text: langs
        .map((l) => `${l.iso.toUpperCase()} (${PROFICIENCY[l.proficiency] ?? l.proficiency})`)
        .join(', '),
      spaceBefore: 2,
    })
  }
  return { name: fileName, bytes: renderPdf(blocks, `${t.firstName} ${t.lastName}`) }
}
