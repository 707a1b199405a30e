import '../tasks.css'
import { useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import type { TaskDto } from '../../../../shared/contracts/pipeline'
import { SNACKBAR_SPACING_PX } from '../polling-rules'
import { dismissTask, stopRunningTask } from '../task-actions'
import { TaskSnackbar } from './task-snackbar'

/** Bottom margin of the lowest snackbar. */
const BASE_OFFSET_PX = 16

/** The open tasks' snackbars, newest at the bottom, 70 px apart (§4, §9). */
export function TaskSnackbarList({ tasks }: { tasks: readonly TaskDto[] }) {
  const { t } = useTranslation()
  const client = useQueryClient()
  return (
    <section aria-label={t('msp.v2.tasks.region')} className="task-snackbars">
      <ol>
        {tasks.map((task, index) => (
          <TaskSnackbar
            key={task.uuid}
            task={task}
            offset={BASE_OFFSET_PX + index * SNACKBAR_SPACING_PX}
            onStop={() => void stopRunningTask(client, task)}
            onDismiss={() => void dismissTask(client, task)}
          />
        ))}
      </ol>
    </section>
  )
}
