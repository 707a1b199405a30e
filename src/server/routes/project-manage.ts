import { Hono } from 'hono'
import { z } from 'zod'
import { poolSearchRequestSchema, projectFormSchema } from '../../shared/contracts/project'
import { requireAuth, requirePermission } from '../auth/middleware'
import type { AppEnv } from '../deps'
import { uploadedFile } from '../http/upload'
import { parseBody, parseParams } from '../http/validate'
import { fileStorage } from '../integrations/storage'
import { extractProject } from '../services/job-extract-service'
import { listLocationTemplates, listSiteLocations } from '../services/location-service'
import { addAttachment, listAttachments, removeAttachment } from '../services/project-attachments'
import { projectHistory } from '../services/project-history'
import {
  createProject,
  getProject,
  loadProject,
  publishProject,
  updateProject,
} from '../services/project-service'
import {
  deleteTemplate,
  listClientMsps,
  listHiringManagers,
  listTemplates,
  searchPools,
  templateForm,
} from '../services/project-templates'

const idParam = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) })
const read = requirePermission('JOB_MANAGE_READ')
const legalEntityQuery = z.object({ legalEntityId: z.coerce.number().int().positive().optional() })

/**
 * Project management calls (§7 Project): create, read, edit, publish, history, templates, and
 * the lists the form picks from. Mounted at /api; each path group has its own auth guard so
 * the public sign-in routes stay public.
 */
export const projectManageRoutes = new Hono<AppEnv>()
  .use('/project', requireAuth)
  .use('/project/*', requireAuth)
  .use('/msp/listAllForClient', requireAuth)
  .use('/client/hiringManagers', requireAuth)
  .use('/search/pool/*', requireAuth)
  .use('/locationTemplate', requireAuth)
  .post('/project', requirePermission('JOB_MANAGE_CREATE'), async (c) => {
    const form = await parseBody(c, projectFormSchema)
    return c.json(await createProject(c.var.deps.db, c.var.user, form), 201)
  })
  .post('/project/extract', requirePermission('JOB_MANAGE_CREATE'), async (c) => {
    const file = await uploadedFile(c)
    return c.json(await extractProject(c.var.deps.db, c.var.user, file.bytes))
  })
  .get('/project/template/listAll', read, async (c) => c.json(await listTemplates(c.var.deps.db, c.var.user)))
  .get('/project/template/:id', read, async (c) => {
    const { id } = parseParams(c.req.param(), idParam)
    return c.json(await templateForm(c.var.deps.db, c.var.user, id))
  })
  .delete('/project/:id/template', requirePermission('JOB_MANAGE_CREATE'), async (c) => {
    const { id } = parseParams(c.req.param(), idParam)
    await deleteTemplate(c.var.deps.db, c.var.user, id)
    return c.body(null, 204)
  })
  .put('/project/publish/:id', requirePermission('JOB_MANAGE_PUBLISH'), async (c) => {
    const { id } = parseParams(c.req.param(), idParam)
    return c.json(await publishProject(c.var.deps.db, c.var.user, id))
  })
  .get('/project/siteLocations', read, async (c) =>
    c.json(await listSiteLocations(c.var.deps.db, c.var.user)),
  )
  .get('/locationTemplate', read, async (c) => {
    const { legalEntityId } = parseParams(c.req.query(), legalEntityQuery)
    return c.json(await listLocationTemplates(c.var.deps.db, c.var.user, legalEntityId))
  })
  .get('/project/:id', read, async (c) => {
    const { id } = parseParams(c.req.param(), idParam)
    return c.json(await getProject(c.var.deps.db, c.var.user, id))
  })
  .put('/project/:id', requirePermission('JOB_MANAGE_UPDATE'), async (c) => {
    const { id } = parseParams(c.req.param(), idParam)
    const form = await parseBody(c, projectFormSchema)
    return c.json(await updateProject(c.var.deps.db, c.var.user, id, form))
  })
  .get('/project/:id/attachment', read, async (c) => {
    const { id } = parseParams(c.req.param(), idParam)
    await loadProject(c.var.deps.db, c.var.user, id)
    return c.json(await listAttachments(c.var.deps.db, id))
  })
  .post('/project/:id/attachment', requirePermission('JOB_MANAGE_UPDATE'), async (c) => {
    const { id } = parseParams(c.req.param(), idParam)
    const file = await uploadedFile(c)
    return c.json(
      await addAttachment(c.var.deps.db, fileStorage(c.var.deps.env.DATA_DIR), c.var.user, id, file),
      201,
    )
  })
  .delete('/project/:id/attachment/:attachmentId', requirePermission('JOB_MANAGE_UPDATE'), async (c) => {
    const { id } = parseParams(c.req.param(), idParam)
    return c.json(await removeAttachment(c.var.deps.db, c.var.user, id, c.req.param('attachmentId')))
  })
  .get('/project/:id/history', read, async (c) => {
    const { id } = parseParams(c.req.param(), idParam)
    await loadProject(c.var.deps.db, c.var.user, id)
    return c.json(await projectHistory(c.var.deps.db, c.var.user, id))
  })
  .get('/msp/listAllForClient', async (c) => c.json(await listClientMsps(c.var.deps.db, c.var.user)))
  .get('/client/hiringManagers', read, async (c) =>
    c.json(await listHiringManagers(c.var.deps.db, c.var.user)),
  )
  .post('/search/pool/query', async (c) => {
    const req = await parseBody(c, poolSearchRequestSchema)
    return c.json(await searchPools(c.var.deps.db, c.var.user, req))
  })
