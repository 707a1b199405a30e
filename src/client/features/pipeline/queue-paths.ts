import {
  APPLICATION_STATUS_CODES,
  type ApplicationStage,
  type ApplicationStatusCode,
} from '../../../shared/domain/statuses'
import type { QueueFilter } from './api'

/** /dashboard/queue/:stage[/application/:appId]: one stage across every project (issue 25 §1). */
export function queuePath(stage: ApplicationStage, appId?: number | string): string {
  return `/dashboard/queue/${stage}${appId === undefined ? '' : `/application/${appId}`}`
}

/** The queue's narrowing from its query string: ?olderThan=14, ?status=sf. */
export function queueFilterOf(search: URLSearchParams): QueueFilter {
  const days = Number(search.get('olderThan'))
  const statuses = search
    .getAll('status')
    .filter((s): s is ApplicationStatusCode => (APPLICATION_STATUS_CODES as readonly string[]).includes(s))
  return {
    ...(Number.isInteger(days) && days > 0 && days <= 3650 ? { olderThanDays: days } : {}),
    ...(statuses.length > 0 ? { statuses } : {}),
  }
}
