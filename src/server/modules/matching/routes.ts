import { type Context, Hono } from 'hono'
import { idParams } from '../../../shared/contracts/ids'
import { toJobQuerySchema, toTextQuerySchema, toTextSchema } from '../../../shared/contracts/matching'
import type { AppEnv } from '../../deps'
import { badRequest } from '../../kernel/api-error'
import { acceptsUpload } from '../../kernel/body-limit'
import { nowOf } from '../../kernel/clock'
import { uploadedFile } from '../../kernel/upload'
import { parseBody, parseParams } from '../../kernel/validate'
import { requirePermission } from '../auth'
import { extractProject, loadProject } from '../projects'
import { matchingErrors } from './errors'
import { jobOfProject, rankTalents } from './match-service'
import { poolsForTalent } from './pool-fit'

/** Rankings list talents (names, titles): the talent permission, as the talent search. */
const talentReader = requirePermission('FREELANCER_HISTORY')
const today = (c: { var: AppEnv['Variables'] }) => nowOf(c.var.deps).toISOString().slice(0, 10)

/** Talents ranked for the job a text (or a document's text) describes; 400 when it names neither skills nor a title. */
async function rankText(c: Context<AppEnv>, bytes: Uint8Array, size: number) {
  const { fields } = await extractProject(c.var.deps.db, c.var.user, bytes)
  const skills = fields.skills ?? []
  const title = fields.title ?? ''
  if (skills.length === 0 && !title) throw badRequest(matchingErrors.matchTextNothingFound)
  const job = {
    projectId: null,
    title,
    skills,
    workMode: fields.workMode ?? null,
    siteCity: fields.site?.city ?? null,
    siteCountryCode: fields.site?.countryCode ?? null,
    sitePosition: null,
    rateMin: fields.rateMin ?? null,
    rateMax: fields.rateMax ?? null,
    rateUnit: fields.rateUnit ?? null,
    currency: fields.currency ?? null,
  }
  const ranked = await rankTalents(c.var.deps.db, c.var.user, job, size, today(c))
  // A text whose only "title" is a line no talent shares said nothing the ranking can use.
  if (skills.length === 0 && ranked.results.length === 0)
    throw badRequest(matchingErrors.matchTextNothingFound)
  return ranked
}

/** §7 Matching, mounted at /api/match: freelancers/toJob/{id}, freelancers/toText, pools/toFreelancer/{id}. */
export const matchRoutes = new Hono<AppEnv>()
  .get('/freelancers/toJob/:id', talentReader, async (c) => {
    const { id } = parseParams(c.req.param(), idParams)
    const { size } = parseParams(c.req.query(), toJobQuerySchema)
    const project = await loadProject(c.var.deps.db, c.var.user, id)
    return c.json(await rankTalents(c.var.deps.db, c.var.user, jobOfProject(project), size, today(c)))
  })
  // GET with ?text=&size= (as §7 lists it) for a short text; POST for a long one or a file.
  .get('/freelancers/toText', talentReader, async (c) => {
    const q = parseParams(c.req.query(), toTextQuerySchema)
    return c.json(await rankText(c, new TextEncoder().encode(q.text), q.size))
  })
  .post('/freelancers/toText', talentReader, acceptsUpload, async (c) => {
    const multipart = (c.req.header('content-type') ?? '').startsWith('multipart/')
    if (multipart) return c.json(await rankText(c, (await uploadedFile(c)).bytes, 25))
    const body = await parseBody(c, toTextSchema)
    return c.json(await rankText(c, new TextEncoder().encode(body.text), body.size))
  })
  .get('/pools/toFreelancer/:id', talentReader, async (c) => {
    const { id } = parseParams(c.req.param(), idParams)
    return c.json({ results: await poolsForTalent(c.var.deps.db, c.var.user, id) })
  })
