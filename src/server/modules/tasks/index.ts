import type { ServerModule } from '../module'
import { taskRoutes } from './routes'

/** Background tasks of the signed-in user (bulk runs), as the snackbars poll them. */
export const tasksModule: ServerModule = {
  name: 'tasks',
  mounts: [['/api/tasks', taskRoutes]],
}

export { readTasksNow } from './task-service'
