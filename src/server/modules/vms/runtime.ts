import type { VmsDriver } from '../../integrations/vms/port'

/** A legal entity's VMS as configured for this process (README: VMS_* variables, npm start's reference VMS). */
export interface VmsConnection {
  legalEntityId: number
  baseUrl: string
  driver: VmsDriver
}

export interface VmsConnections {
  get(legalEntityId: number): VmsConnection | null
  list(): readonly VmsConnection[]
}

export function createVmsConnections(list: readonly VmsConnection[]): VmsConnections {
  const byId = new Map(list.map((c) => [c.legalEntityId, c]))
  return { get: (id) => byId.get(id) ?? null, list: () => list }
}

/** What the routes need of the delivery worker. */
export interface VmsDispatcherHandle {
  /** Something was queued and committed: look now. */
  wake(): void
  /** Delivers one queued interview or offer answer at once (the recruiter waits for it). */
  deliverResponseNow(kind: 'interview' | 'offer', id: number): Promise<void>
}

/** The VMS side of the app's dependencies (AppDeps.vms); absent: no legal entity is connected. */
export interface VmsRuntime {
  connections: VmsConnections
  dispatcher?: VmsDispatcherHandle
}

export const noVms: VmsRuntime = { connections: createVmsConnections([]) }
