import { Hono } from 'hono'
import { idParams } from '../../../shared/contracts/ids'
import {
  applyTalentsRequestSchema,
  deleteProjectsRequestSchema,
  inviteTalentsRequestSchema,
  projectStatusRequestSchema,
} from '../../../shared/contracts/pipeline'
import { projectFormSchema } from '../../../shared/contracts/project'
import {
  projectApplicantsQuerySchema,
  projectAssignmentsSchema,
  projectCloseOrReopenSchema,
  projectPositionsSchema,
  projectPublicDeadlineSchema,
  projectRateRangeSchema,
  projectReasonForClosingSchema,
  projectTimelinesSchema,
} from '../../../shared/contracts/project-parts'
import type { AppEnv } from '../../deps'
import { fileStorage } from '../../integrations/files/storage'
import { acceptsUpload } from '../../kernel/body-limit'
import { nowOf } from '../../kernel/clock'
import { uploadedFile } from '../../kernel/upload'
import { parseBody, parseParams } from '../../kernel/validate'
import { requirePermission } from '../auth'
import { listSiteLocations } from '../locations'
import { extractProject } from './job-extract-service'
import { applyTalents, changeProjectStatus, deleteProjects, inviteTalents } from './project-actions-service'
import { addAttachment, listAttachments, removeAttachment } from './project-attachments'
import { projectHistory } from './project-history'
import {
  closeOrReopen,
  projectApplicants,
  projectAssignments,
  updateProjectPart,
  updateReasonForClosing,
} from './project-parts-service'
import { createProject, getProject, loadProject, publishProject, updateProject } from './project-service'
import { deleteTemplate, listTemplates, templateForm } from './project-templates'

const read = requirePermission('JOB_MANAGE_READ')
const update = requirePermission('JOB_MANAGE_UPDATE')
const create = requirePermission('JOB_MANAGE_CREATE')
/** Applying and inviting talents act on the project's pipeline (§6 application manage). */
const managePipeline = requirePermission('APPLICATION_MANAGE')
/** A project's team is §6 job team management's. */
const teamManagement = requirePermission('JOB_TEAM_MANAGEMENT')
/** Who applied is the pipeline's to see (§6 application view). */
const applicationView = requirePermission('APPLICATION_VIEW')

/**
 * §7 Project calls, mounted at /api/project: create (and read a job description into a
 * form), templates, read, edit, publish, status, attachments, history, and applying talents.
 */
export const projectRoutes = new Hono<AppEnv>()
  .post('/', create, async (c) => {
    const form = await parseBody(c, projectFormSchema)
    return c.json(await createProject(c.var.deps.db, c.var.user, form), 201)
  })
  .post('/extract', create, acceptsUpload, async (c) => {
    const file = await uploadedFile(c)
    return c.json(await extractProject(c.var.deps.db, c.var.user, file.bytes))
  })
  .get('/template/listAll', read, async (c) => c.json(await listTemplates(c.var.deps.db, c.var.user)))
  .get('/template/:id', read, async (c) => {
    const { id } = parseParams(c.req.param(), idParams)
    return c.json(await templateForm(c.var.deps.db, c.var.user, id))
  })
  .delete('/:id/template', create, async (c) => {
    const { id } = parseParams(c.req.param(), idParams)
    await deleteTemplate(c.var.deps.db, c.var.user, id)
    return c.body(null, 204)
  })
  .put('/publish/:id', requirePermission('JOB_MANAGE_PUBLISH'), async (c) => {
    const { id } = parseParams(c.req.param(), idParams)
    return c.json(await publishProject(c.var.deps.db, c.var.user, id, nowOf(c.var.deps)))
  })
  .get('/siteLocations', read, async (c) => c.json(await listSiteLocations(c.var.deps.db, c.var.user)))
  .get('/:id', read, async (c) => {
    const { id } = parseParams(c.req.param(), idParams)
    return c.json(await getProject(c.var.deps.db, c.var.user, id))
  })
  .put('/:id', update, async (c) => {
    const { id } = parseParams(c.req.param(), idParams)
    const form = await parseBody(c, projectFormSchema)
    return c.json(await updateProject(c.var.deps.db, c.var.user, id, form, nowOf(c.var.deps)))
  })
  .put('/:id/status', update, async (c) => {
    const { id } = parseParams(c.req.param(), idParams)
    const input = await parseBody(c, projectStatusRequestSchema)
    return c.json(await changeProjectStatus(c.var.deps, c.var.user, id, input))
  })
  .get('/:id/attachment', read, async (c) => {
    const { id } = parseParams(c.req.param(), idParams)
    await loadProject(c.var.deps.db, c.var.user, id)
    return c.json(await listAttachments(c.var.deps.db, id))
  })
  .post('/:id/attachment', update, acceptsUpload, async (c) => {
    const { id } = parseParams(c.req.param(), idParams)
    const file = await uploadedFile(c)
    return c.json(
      await addAttachment(c.var.deps.db, fileStorage(c.var.deps.env.DATA_DIR), c.var.user, id, file),
      201,
    )
  })
  .delete('/:id/attachment/:attachmentId', update, async (c) => {
    const { id } = parseParams(c.req.param(), idParams)
    const storage = fileStorage(c.var.deps.env.DATA_DIR)
    return c.json(await removeAttachment(c.var.deps.db, storage, c.var.user, id, c.req.param('attachmentId')))
  })
  .get('/:id/history', read, async (c) => {
    const { id } = parseParams(c.req.param(), idParams)
    await loadProject(c.var.deps.db, c.var.user, id)
    return c.json(await projectHistory(c.var.deps.db, c.var.user, id))
  })
  .put('/:id/timelines', update, async (c) => {
    const { id } = parseParams(c.req.param(), idParams)
    const part = await parseBody(c, projectTimelinesSchema)
    return c.json(await updateProjectPart(c.var.deps.db, c.var.user, id, part, nowOf(c.var.deps)))
  })
  .put('/:id/positions', update, async (c) => {
    const { id } = parseParams(c.req.param(), idParams)
    const part = await parseBody(c, projectPositionsSchema)
    return c.json(await updateProjectPart(c.var.deps.db, c.var.user, id, part, nowOf(c.var.deps)))
  })
  .put('/:id/assignmentsUpdate', update, teamManagement, async (c) => {
    const { id } = parseParams(c.req.param(), idParams)
    const part = await parseBody(c, projectAssignmentsSchema)
    return c.json(await updateProjectPart(c.var.deps.db, c.var.user, id, part, nowOf(c.var.deps)))
  })
  .post('/:id/updateRateRange', update, async (c) => {
    const { id } = parseParams(c.req.param(), idParams)
    const { rateUnit, ...rates } = await parseBody(c, projectRateRangeSchema)
    const part = rateUnit === undefined ? rates : { ...rates, rateUnit }
    return c.json(await updateProjectPart(c.var.deps.db, c.var.user, id, part, nowOf(c.var.deps)))
  })
  .post('/:id/updatePublicDeadline', update, async (c) => {
    const { id } = parseParams(c.req.param(), idParams)
    const part = await parseBody(c, projectPublicDeadlineSchema)
    return c.json(await updateProjectPart(c.var.deps.db, c.var.user, id, part, nowOf(c.var.deps)))
  })
  .put('/:id/reasonforclosing', update, async (c) => {
    const { id } = parseParams(c.req.param(), idParams)
    const { reasonForClosing } = await parseBody(c, projectReasonForClosingSchema)
    return c.json(await updateReasonForClosing(c.var.deps, c.var.user, id, reasonForClosing))
  })
  .post('/closeOrReopen', update, async (c) => {
    const { id, reasonForClosing } = await parseBody(c, projectCloseOrReopenSchema)
    return c.json(await closeOrReopen(c.var.deps, c.var.user, id, reasonForClosing))
  })
  .get('/:id/applications', applicationView, async (c) => {
    const { id } = parseParams(c.req.param(), idParams)
    const page = parseParams(c.req.query(), projectApplicantsQuerySchema)
    return c.json(await projectApplicants(c.var.deps.db, c.var.user, id, page))
  })
  .get('/:id/freelancers', applicationView, async (c) => {
    const { id } = parseParams(c.req.param(), idParams)
    const page = parseParams(c.req.query(), projectApplicantsQuerySchema)
    return c.json(await projectApplicants(c.var.deps.db, c.var.user, id, page))
  })
  .get('/:id/assignments', read, async (c) => {
    const { id } = parseParams(c.req.param(), idParams)
    return c.json(await projectAssignments(c.var.deps.db, c.var.user, id))
  })
  .post('/:id/apply', managePipeline, async (c) => {
    const { id } = parseParams(c.req.param(), idParams)
    const { talentIds, trackingSource } = await parseBody(c, applyTalentsRequestSchema)
    return c.json(await applyTalents(c.var.deps, c.var.user, id, talentIds, trackingSource))
  })

/** DELETE projects {ids} (§7, §5 delete rules), mounted at /api/projects. */
export const projectListRoutes = new Hono<AppEnv>().delete(
  '/',
  requirePermission('JOB_MANAGE_DELETE'),
  async (c) => {
    const { ids } = await parseBody(c, deleteProjectsRequestSchema)
    return c.json(await deleteProjects(c.var.deps, c.var.user, ids))
  },
)

/** POST projectInvitation/add (§7), mounted at /api/projectInvitation. */
export const projectInvitationRoutes = new Hono<AppEnv>().post('/add', managePipeline, async (c) => {
  const { projectId, talentIds, source } = await parseBody(c, inviteTalentsRequestSchema)
  return c.json(await inviteTalents(c.var.deps, c.var.user, projectId, talentIds, source))
})
