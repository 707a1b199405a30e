import { errorText } from '../../../app/api-error'
import { type Command, defineCommand } from '../../../commands/registry'
import { i18n, translateIfKnown } from '../../../i18n/i18n'
import { tableController } from '../../../ui/data-table/table-controller'
import { showToast } from '../../../ui/toasts/toast-store'
import { pipelineController, targetIds } from '../pipeline-controller'
import { markSelectionSeen } from './api'
import { isUnseen, nextUnseenController } from './use-review-memory'

const pipeline = () => pipelineController.current()

/** Review memory's commands on a pipeline list or the work queue (issue 25 §1). */
export const reviewMemoryCommands: readonly Command[] = [
  // Review memory (issue 25 §1): like "next unread" in a mail client. Global, so it also works
  // while the pane has the focus; the pane then shows the row it lands on.
  defineCommand({
    id: 'pipeline.review.nextUnseen',
    titleKey: 'msp.v2.reviewMemory.command.nextUnseen',
    group: 'pipeline',
    page: 'pipeline',
    shortcut: 'shift+u',
    keywords: ['unseen', 'unread', 'new', 'next', 'bold'],
    when: () => pipeline() !== null && tableController.current() !== null,
    run: async () => {
      // The screen's whole list (nextUnseenController); a table without one, its loaded rows.
      const whole = nextUnseenController.current()
      let found: boolean
      try {
        found = whole ? await whole.next() : (tableController.current()?.focusNextWhere(isUnseen) ?? false)
      } catch (error) {
        showToast('error', errorText(error, translateIfKnown))
        return
      }
      if (!found) showToast('success', i18n.t('msp.v2.reviewMemory.none'))
    },
  }),
  // Like "mark as read": the selection (or the focused row) stops being bold without opening each.
  defineCommand({
    id: 'pipeline.review.markSeen',
    titleKey: 'msp.v2.reviewMemory.command.markSeen',
    group: 'pipeline',
    page: 'pipeline',
    keywords: ['seen', 'read', 'unbold'],
    when: () => pipeline()?.targets().some(isUnseen) ?? false,
    run: async () => {
      const p = pipeline()
      if (!p) return
      try {
        await markSelectionSeen(targetIds(p))
      } catch (error) {
        showToast('error', errorText(error, translateIfKnown))
      }
    },
  }),
]
