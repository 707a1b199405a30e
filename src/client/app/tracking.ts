import type { LoggedUser } from '../../shared/contracts/auth'
import type { ClientContext } from '../../shared/contracts/client-context'
import { clientContextQuery, currentUserQuery } from '../api/session'
import { queryClient } from './query-client'

/** What a tracking event carries besides its own data (§7 "External"). */
export interface TrackingEvent {
  event: string
  clientName: string | null
  /** The user's legal entities ("business unit"), by name. */
  businessUnit: string | null
  userId: number | null
  [key: string]: unknown
}

type TrackingWindow = { dataLayer?: unknown[] }

/**
 * Pushes an event to the tag manager's data layer (window.dataLayer) with the client's name, the
 * business unit and the user id, as §7 says. The tag manager reads the layer when a client
 * configures one; without it the pushes stay in the page and go nowhere.
 */
export function trackEvent(event: string, data: Record<string, unknown> = {}): void {
  if (typeof window === 'undefined') return
  const user = queryClient.getQueryData<LoggedUser>(currentUserQuery.queryKey)
  const client = queryClient.getQueryData<ClientContext>(clientContextQuery.queryKey)
  const units = client?.localLegalEntities.map((le) => le.name) ?? []
  const entry: TrackingEvent = {
    event,
    clientName: client?.name ?? null,
    businessUnit: units.length > 0 ? units.join(', ') : null,
    userId: user?.id ?? null,
    ...data,
  }
  const w = window as unknown as TrackingWindow
  w.dataLayer ??= []
  w.dataLayer.push(entry)
}
