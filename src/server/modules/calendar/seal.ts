import type { CalendarGrant } from '../../integrations/calendar/port'
import { secretSealer } from '../../kernel/seal'

/** Calendar grants at rest, sealed (kernel/seal.ts), so a database dump alone gives no access to anyone's calendar. */
export function grantSealer(signingKey: Uint8Array) {
  const sealer = secretSealer(signingKey, 'calendar-grants')
  return {
    seal: (grant: CalendarGrant): string => sealer.seal(JSON.stringify(grant)),
    open: (sealed: string): CalendarGrant => JSON.parse(sealer.open(sealed)) as CalendarGrant,
  }
}
export type GrantSealer = ReturnType<typeof grantSealer>
