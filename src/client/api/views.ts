import type { RecordView } from '../../shared/contracts/views'
import { api } from '../app/http'

/**
 * POST views (§2): a talent, project, pool or application the user looked at. keepalive lets
 * the request outlive a closing tab; a failed record is not worth an error toast.
 */
export function recordView(view: RecordView): void {
  api('/views', { method: 'POST', body: view, keepalive: true }).catch(() => {})
}
