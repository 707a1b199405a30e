import { useEffect } from 'react'
import type { RecordView } from '../../shared/contracts/views'
import { api } from './http'

/**
 * §2: talent, project and pool views are recorded when the user leaves the screen (or it
 * switches to another entity). keepalive lets the request outlive a closing tab. A failed
 * record is not worth an error toast: the user did nothing.
 */
export function useRecordViewOnLeave(entityType: RecordView['entityType'], entityId: number | null): void {
  useEffect(() => {
    if (!entityId) return
    const record = () => {
      api('/views', { method: 'POST', body: { entityType, entityId }, keepalive: true }).catch(() => {})
    }
    window.addEventListener('pagehide', record)
    return () => {
      window.removeEventListener('pagehide', record)
      record()
    }
  }, [entityType, entityId])
}
