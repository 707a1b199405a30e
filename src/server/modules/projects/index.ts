import type { ServerModule } from '../module'
import { projectInvitationRoutes, projectListRoutes, projectRoutes } from './routes'

/** Projects (jobs): create, edit, publish, status changes, templates, attachments, history, and applying or inviting talents to them. */
export const projectsModule: ServerModule = {
  name: 'projects',
  mounts: [
    ['/api/project', projectRoutes],
    ['/api/projects', projectListRoutes],
    ['/api/projectInvitation', projectInvitationRoutes],
  ],
}

export { extractProject } from './job-extract-service'
export { applyTalents, inviteTalents } from './project-actions-service'
export { loadProject } from './project-service'
