import type { ApplicationStage } from '../../../shared/domain/statuses'

/** /dashboard/queue/:stage[/application/:appId]: one stage across every project (issue 25 §1). */
export function queuePath(stage: ApplicationStage, appId?: number | string): string {
  return `/dashboard/queue/${stage}${appId === undefined ? '' : `/application/${appId}`}`
}
