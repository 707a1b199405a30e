import { useEffect } from 'react'
import type { RecordView } from '../../shared/contracts/views'
import { recordView } from '../api/views'

/**
 * §2: talent, project and pool views are recorded when the user leaves the screen (or it
 * switches to another entity).
 */
export function useRecordViewOnLeave(entityType: RecordView['entityType'], entityId: number | null): void {
  useEffect(() => {
    if (!entityId) return
    const record = () => recordView({ entityType, entityId })
    window.addEventListener('pagehide', record)
    return () => {
      window.removeEventListener('pagehide', record)
      record()
    }
  }, [entityType, entityId])
}
