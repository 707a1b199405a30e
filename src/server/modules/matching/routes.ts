import { Hono } from 'hono'
import { idParams } from '../../../shared/contracts/ids'
import { toJobQuerySchema, toTextSchema } from '../../../shared/contracts/matching'
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

/** §7 Matching, mounted at /api/match: freelancers/toJob/{id}, freelancers/toText, pools/toFreelancer/{id}. */
export const matchRoutes = new Hono<AppEnv>()
  .get('/freelancers/toJob/:id', talentReader, async (c) => {
    const { id } = parseParams(c.req.param(), idParams)
    const { size } = parseParams(c.req.query(), toJobQuerySchema)
    const project = await loadProject(c.var.deps.db, c.var.user, id)
    return c.json(await rankTalents(c.var.deps.db, c.var.user, jobOfProject(project), size, today(c)))
  })
  .post('/freelancers/toText', talentReader, acceptsUpload, async (c) => {
    const multipart = (c.req.header('content-type') ?? '').startsWith('multipart/')
    let bytes: Uint8Array
    let size = 25
    if (multipart) bytes = (await uploadedFile(c)).bytes
    else {
      const body = await parseBody(c, toTextSchema)
      bytes = new TextEncoder().encode(body.text)
      size = body.size
    }
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
    return c.json(ranked)
  })
  .get('/pools/toFreelancer/:id', talentReader, async (c) => {
    const { id } = parseParams(c.req.param(), idParams)
    return c.json({ results: await poolsForTalent(c.var.deps.db, c.var.user, id) })
  })
