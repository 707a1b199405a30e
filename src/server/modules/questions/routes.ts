import { Hono } from 'hono'
import { z } from 'zod'
import { dbIdParam, idParams } from '../../../shared/contracts/ids'
import {
  projectQuestionsSchema,
  questionAddSchema,
  questionCreateSchema,
  questionOrderSchema,
  questionUpdateSchema,
} from '../../../shared/contracts/questions'
import type { AppEnv } from '../../deps'
import { parseBody, parseParams } from '../../kernel/validate'
import { requirePermission } from '../auth'
import { questionsErrors } from './errors'
import { defaultsOfJobHandle, defaultsOfLegalEntity, jobSpecificQuestions } from './question-reads'
import {
  addQuestions,
  deleteQuestion,
  type QuestionScope,
  reorderQuestions,
  replaceProjectQuestions,
  toggleHide,
  updateQuestion,
} from './question-service'

const handleParam = z.object({ handle: z.string().uuid(questionsErrors.projectNotFound) })
const jobSpecificQuery = z.object({
  projectId: dbIdParam.optional(),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
  size: z.coerce.number().int().min(1).max(999).default(100),
})
const read = requirePermission('JOB_MANAGE_READ')

const scopeOf = (s: { legalEntityId?: number; projectId?: number }): QuestionScope =>
  s.projectId !== undefined ? { projectId: s.projectId } : { legalEntityId: s.legalEntityId as number }

/**
 * Pre-application questions (§7), mounted at /api/preApplicationQuestion. Reads need
 * JOB_MANAGE_READ; writes check the scope's permission in the service (job-specific:
 * JOB_MANAGE_UPDATE, legal-entity defaults: TEAM_MANAGEMENT) and the client's flag.
 */
export const preApplicationQuestionRoutes = new Hono<AppEnv>()
  .post('/', async (c) => {
    const { legalEntityId, projectId, ...values } = await parseBody(c, questionCreateSchema)
    const scope = scopeOf({ legalEntityId, projectId })
    const [created] = await addQuestions(c.var.deps.db, c.var.user, scope, [values])
    return c.json(created, 201)
  })
  .post('/add', async (c) => {
    const body = await parseBody(c, questionAddSchema)
    return c.json(await addQuestions(c.var.deps.db, c.var.user, scopeOf(body), body.questions), 201)
  })
  .put('/', async (c) => {
    const { id, ...values } = await parseBody(c, questionUpdateSchema)
    return c.json(await updateQuestion(c.var.deps.db, c.var.user, id, values))
  })
  .put('/order', async (c) => {
    const { ids } = await parseBody(c, questionOrderSchema)
    return c.json(await reorderQuestions(c.var.deps.db, c.var.user, ids))
  })
  .put('/jobSpecific/project/:id', async (c) => {
    const { id } = parseParams(c.req.param(), idParams)
    const { questions } = await parseBody(c, projectQuestionsSchema)
    return c.json(await replaceProjectQuestions(c.var.deps.db, c.var.user, id, questions))
  })
  .put('/:id/toggleHide', async (c) => {
    const { id } = parseParams(c.req.param(), idParams)
    return c.json(await toggleHide(c.var.deps.db, c.var.user, id))
  })
  .delete('/:id', async (c) => {
    const { id } = parseParams(c.req.param(), idParams)
    await deleteQuestion(c.var.deps.db, c.var.user, id)
    return c.body(null, 204)
  })
  .get('/default/jobHandle/:handle', read, async (c) => {
    const { handle } = parseParams(c.req.param(), handleParam)
    return c.json(await defaultsOfJobHandle(c.var.deps.db, c.var.user, handle))
  })
  .get('/default/legalEntity/:id', read, async (c) => {
    const { id } = parseParams(c.req.param(), idParams)
    return c.json(await defaultsOfLegalEntity(c.var.deps.db, c.var.user, id))
  })
  .get('/jobSpecific/client', read, async (c) => {
    const query = parseParams(c.req.query(), jobSpecificQuery)
    return c.json(await jobSpecificQuestions(c.var.deps.db, c.var.user, query))
  })
