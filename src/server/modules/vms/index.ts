import type { ServerModule } from '../module'
import { uploadRoutes, vmsRoutes } from './routes'

/**
 * The client's vendor management system (VMS, issue 20): sending applications to it (preflight,
 * the submission outbox and its dispatcher), what comes back (events by webhook and pull,
 * applied once each: statuses, interviews, offers), answering on the talent's behalf, the sync
 * board and the recruiter's notifications. Drivers live in integrations/vms.
 */
export const vmsModule: ServerModule = {
  name: 'vms',
  mounts: [
    ['/api/projectApplication', uploadRoutes],
    ['/api/vms', vmsRoutes],
  ],
  publicRoutes: ['POST /api/vms/webhook'],
}

export { createVmsDispatcher, type VmsDispatcher } from './dispatcher'
export { type IngestResult, ingestEvents } from './events-service'
export {
  createVmsConnections,
  noVms,
  type VmsConnection,
  type VmsConnections,
  type VmsRuntime,
} from './runtime'
export { setUpVms, type VmsSetup } from './setup'
export { createVmsPoller, pollConnection, type VmsPoller } from './sync-service'
export { vmsSendHandler } from './tasks/send-task'
