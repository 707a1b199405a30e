import { Hono } from 'hono'
import { z } from 'zod'
import type { AppEnv } from '../../deps'
import { notFound } from '../../kernel/api-error'
import { tasksErrors } from './errors'
import { acknowledgeTask, stopTask, tasksNow } from './task-service'

const taskId = z.string().uuid()

/** A malformed id names no task of the caller's: the same 404 as someone else's task. */
function idOf(value: string): string {
  const parsed = taskId.safeParse(value)
  if (!parsed.success) throw notFound(tasksErrors.notFound)
  return parsed.data
}

/** §7 Tasks: background tasks of the signed-in user (§4 statuses, polled by the snackbars). */
export const taskRoutes = new Hono<AppEnv>()
  .get('/now', async (c) => c.json(await tasksNow(c.var.deps.db, c.var.user)))
  .put('/:id/acknowledge', async (c) =>
    c.json(await acknowledgeTask(c.var.deps.db, c.var.user, idOf(c.req.param('id')))),
  )
  .put('/:id/stop', async (c) => c.json(await stopTask(c.var.deps.db, c.var.user, idOf(c.req.param('id')))))
