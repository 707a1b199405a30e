import { Hono } from 'hono'
import { z } from 'zod'
import { idParams } from '../../../shared/contracts/ids'
import {
  bulkResultsQuerySchema,
  denyRequestSchema,
  memberListQuerySchema,
  membershipBulkRequestSchema,
  membershipChangeRequestSchema,
  membershipsAcrossQuerySchema,
  poolContactRequestSchema,
  poolDeleteQuerySchema,
  poolFormSchema,
  poolInvitationsQuerySchema,
  poolProjectAddSchema,
  poolTalentsRequestSchema,
  projectPoolsUpdateSchema,
} from '../../../shared/contracts/pools'
import type { MembershipAction } from '../../../shared/domain/pool-membership'
import type { AppEnv } from '../../deps'
import { notFound } from '../../kernel/api-error'
import { nowOf } from '../../kernel/clock'
import { parseBody, parseParams } from '../../kernel/validate'
import { requirePermission } from '../auth'
import { heldUntil } from '../email'
import { poolsErrors } from './errors'
import { bulkResults, runMembershipBulk } from './membership-bulk'
import {
  addTalentsToPool,
  changeMemberships,
  listAcross,
  listMembers,
  removeTalentsFromPool,
  transitionOne,
} from './membership-service'
import { checkDenyEmail, contactPool, heldEmails, holdDenyEmails, previewPoolContact } from './pool-emails'
import {
  addPoolToProjects,
  poolInvitations,
  poolProjects,
  projectPools,
  updateProjectPools,
} from './pool-projects'
import { createPool, deletePool, getPool, listCategories, updatePool } from './pool-service'

/** Every change of a pool or a membership needs pool-manage (§6, issue 22 §3); reading needs a session. */
const manage = requirePermission('POOL_MANAGE')
/** Publishing pools to projects is the job-pool permission (§6 job manage pool). */
const publish = requirePermission('JOB_MANAGE_POOL')

/** Contacting talents is an entry of their action log (as freelancer/contact). */
const contact = requirePermission('FREELANCER_ACTION_LOG')

/** A body that may be left out (a deny without one sends the default pool-rejection email). */
async function optionalBody<S extends z.ZodType>(c: import('hono').Context<AppEnv>, schema: S) {
  const raw = await c.req.text()
  if (raw.trim() === '') return parseParams({}, schema)
  return parseBody(c, schema)
}

const taskParams = z.object({ taskId: z.string().uuid(poolsErrors.validationId) })

function taskIdOf(value: unknown) {
  const parsed = taskParams.safeParse(value)
  // A malformed id names no task of the caller's: the same 404 as someone else's task.
  if (!parsed.success) throw notFound(poolsErrors.tasksNotFound)
  return parsed.data.taskId
}

const single = (action: MembershipAction) =>
  [
    manage,
    async (c: import('hono').Context<AppEnv>) => {
      const { id } = parseParams(c.req.param(), idParams)
      return c.json(await transitionOne(c.var.deps, c.var.user, action, id))
    },
  ] as const

/** §7 Pool calls, mounted at /api/pool. */
export const poolRoutes = new Hono<AppEnv>()
  .get('/categories', async (c) => c.json(await listCategories(c.var.deps.db, c.var.user)))
  .post('/', manage, async (c) => {
    const form = await parseBody(c, poolFormSchema)
    return c.json(await createPool(c.var.deps, c.var.user, form), 201)
  })
  .post('/freelancer/add', manage, async (c) => {
    const { poolId, talentIds } = await parseBody(c, poolTalentsRequestSchema)
    return c.json(await addTalentsToPool(c.var.deps, c.var.user, poolId, talentIds))
  })
  .post('/freelancer/remove', manage, async (c) => {
    const { poolId, talentIds } = await parseBody(c, poolTalentsRequestSchema)
    return c.json(await removeTalentsFromPool(c.var.deps, c.var.user, poolId, talentIds))
  })
  .post('/project/add', publish, async (c) => {
    const { poolId, projectIds } = await parseBody(c, poolProjectAddSchema)
    return c.json(await addPoolToProjects(c.var.deps, c.var.user, poolId, projectIds))
  })
  .get('/membership/pools', async (c) => {
    const q = parseParams(c.req.query(), membershipsAcrossQuerySchema)
    return c.json(await listAcross(c.var.deps.db, c.var.user, q))
  })
  .get('/membership/pool/:id', async (c) => {
    const { id } = parseParams(c.req.param(), idParams)
    const q = parseParams(c.req.query(), memberListQuerySchema)
    return c.json(await listMembers(c.var.deps.db, c.var.user, id, q))
  })
  .post('/contact', contact, async (c) => {
    const req = await parseBody(c, poolContactRequestSchema)
    return c.json(await contactPool(c.var.deps, c.var.user, req))
  })
  .post('/contact/preview', contact, async (c) => {
    const req = await parseBody(c, poolContactRequestSchema)
    return c.json(await previewPoolContact(c.var.deps, c.var.user, req))
  })
  .put('/membership/acceptBulk', manage, async (c) => {
    const { ids } = await parseBody(c, membershipBulkRequestSchema)
    return c.json(await runMembershipBulk(c.var.deps, c.var.user, 'accept', ids))
  })
  .put('/membership/denyBulk', manage, async (c) => {
    const { ids, email } = await parseBody(c, membershipBulkRequestSchema)
    return c.json(await runMembershipBulk(c.var.deps, c.var.user, 'deny', ids, email))
  })
  .put('/membership/archiveBulk', manage, async (c) => {
    const { ids } = await parseBody(c, membershipChangeRequestSchema)
    return c.json(await changeMemberships(c.var.deps, c.var.user, 'archive', ids))
  })
  .put('/membership/restoreBulk', manage, async (c) => {
    const { ids } = await parseBody(c, membershipChangeRequestSchema)
    return c.json(await changeMemberships(c.var.deps, c.var.user, 'restore', ids))
  })
  .get('/membership/bulk/:taskId', async (c) => {
    const taskId = taskIdOf(c.req.param())
    const q = parseParams(c.req.query(), bulkResultsQuerySchema)
    return c.json(await bulkResults(c.var.deps.db, c.var.user, taskId, q))
  })
  .put('/membership/:id/accept', ...single('accept'))
  .put('/membership/:id/deny', manage, async (c) => {
    const { id } = parseParams(c.req.param(), idParams)
    const { email } = await optionalBody(c, denyRequestSchema)
    const { deps, user } = c.var
    await checkDenyEmail(deps.db, user.clientId, email)
    const now = nowOf(deps)
    let counts = { held: 0, skipped: 0 }
    const moved = await transitionOne(deps, user, 'deny', id, async (tx, m) => {
      counts = await holdDenyEmails(tx, {
        actor: user,
        denied: [m],
        email,
        sendAfter: heldUntil(deps, now),
        from: deps.env.MAIL_FROM,
      })
    })
    return c.json({ ...moved, emails: heldEmails(deps, counts, now) })
  })
  .put('/membership/:id/archive', ...single('archive'))
  .put('/membership/:id/restore', ...single('restore'))
  .get('/:id', async (c) => {
    const { id } = parseParams(c.req.param(), idParams)
    return c.json(await getPool(c.var.deps.db, c.var.user, id))
  })
  .put('/:id', manage, async (c) => {
    const { id } = parseParams(c.req.param(), idParams)
    const form = await parseBody(c, poolFormSchema)
    return c.json(await updatePool(c.var.deps, c.var.user, id, form))
  })
  .delete('/:id', manage, async (c) => {
    const { id } = parseParams(c.req.param(), idParams)
    const { members } = parseParams(c.req.query(), poolDeleteQuerySchema)
    return c.json(await deletePool(c.var.deps, c.var.user, id, members))
  })
  .get('/:id/projects', async (c) => {
    const { id } = parseParams(c.req.param(), idParams)
    return c.json(await poolProjects(c.var.deps.db, c.var.user, id))
  })
  .get('/:id/projectInvitations', async (c) => {
    const { id } = parseParams(c.req.param(), idParams)
    const q = parseParams(c.req.query(), poolInvitationsQuerySchema)
    return c.json(await poolInvitations(c.var.deps.db, c.var.user, id, q, false))
  })
  .get('/:id/projectInvitations/open', async (c) => {
    const { id } = parseParams(c.req.param(), idParams)
    const q = parseParams(c.req.query(), poolInvitationsQuerySchema)
    return c.json(await poolInvitations(c.var.deps.db, c.var.user, id, q, true))
  })

/** §7 project/{id}/pools and /poolsUpdate, mounted at /api/project beside the projects module's routes. */
export const projectPoolRoutes = new Hono<AppEnv>()
  .get('/:id/pools', requirePermission('JOB_MANAGE_READ'), async (c) => {
    const { id } = parseParams(c.req.param(), idParams)
    return c.json(await projectPools(c.var.deps.db, c.var.user, id))
  })
  .put('/:id/poolsUpdate', publish, async (c) => {
    const { id } = parseParams(c.req.param(), idParams)
    const { poolIds } = await parseBody(c, projectPoolsUpdateSchema)
    return c.json(await updateProjectPools(c.var.deps, c.var.user, id, poolIds))
  })
