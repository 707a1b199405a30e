import { Button, Flex, IconButton, Progress, Text } from '@radix-ui/themes'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import type { TaskDto } from '../../../../shared/contracts/pipeline'
import { Icon } from '../../../ui/icon'
import { showsProgress } from '../polling-rules'

export type TaskSnackbarProps = {
  task: TaskDto
  /** Distance from the bottom of the viewport, in px (stacked 70 px apart, §9). */
  offset: number
  onStop: () => void
  onDismiss: () => void
}

const KNOWN_TYPES = ['bulkReject', 'undoBulkReject', 'bulkEmail']

/**
 * i18n key of a text about the task: per known type (bulk reject, its undo), which counts
 * candidates; the generic one otherwise.
 */
const textKey = (type: string, text: 'title' | 'successful' | 'failed') =>
  `msp.v2.tasks.${KNOWN_TYPES.includes(type) ? type : 'generic'}.${text}`

/** One background task (§4): its progress while running, its outcome once finished. */
export function TaskSnackbar({ task, offset, onStop, onDismiss }: TaskSnackbarProps) {
  const { t } = useTranslation()
  const running = showsProgress(task.status)
  const { total, current, progress } = task.count
  const failed = task.status === 'FAILED'
  const projectId = task.args.projectId
  return (
    <li
      className="task-snackbar"
      data-status={task.status}
      style={{ bottom: offset }}
      role={failed ? 'alert' : 'status'}
      aria-label={t(textKey(task.type, 'title'), { count: total })}
    >
      <Flex direction="column" gap="1" className="task-snackbar-body">
        <Flex align="center" justify="between" gap="3">
          <Text size="2" weight="medium" truncate>
            {t(textKey(task.type, 'title'), { count: total })}
            {task.args.jobTitle ? (
              <Text as="span" color="gray" weight="regular">
                {' · '}
                {task.args.jobTitle}
              </Text>
            ) : null}
          </Text>
          <Flex align="center" gap="2" flexShrink="0">
            {running ? (
              <Button size="1" variant="soft" color="gray" onClick={onStop}>
                {t('msp.v2.tasks.stop')}
              </Button>
            ) : null}
            <IconButton
              size="1"
              variant="ghost"
              color="gray"
              aria-label={t('msp.v2.tasks.dismiss')}
              onClick={onDismiss}
            >
              <Icon name="close" size={14} />
            </IconButton>
          </Flex>
        </Flex>
        {running ? (
          <Flex align="center" gap="3">
            <Progress
              value={progress}
              max={100}
              size="1"
              aria-label={t('msp.v2.tasks.progress', { current, total })}
            />
            <Text size="1" color="gray" className="task-snackbar-count">
              {t('msp.v2.tasks.progress', { current, total })}
            </Text>
          </Flex>
        ) : (
          <Text size="1" color={failed ? 'red' : 'gray'}>
            <TaskOutcome task={task} projectId={projectId} />
          </Text>
        )}
      </Flex>
    </li>
  )
}

function TaskOutcome({ task, projectId }: { task: TaskDto; projectId: number | undefined }) {
  const { t } = useTranslation()
  const { current, total } = task.count
  if (task.status === 'SUCCESSFUL') {
    return <>{t(textKey(task.type, 'successful'), { count: Math.max(0, current - task.failedCount) })}</>
  }
  if (task.status === 'USER_STOPPED') return <>{t('msp.v2.tasks.userStopped', { current, total })}</>
  // §8: a failed bulk reject says how many candidates were not rejected, with a link to the project.
  return (
    <>
      {t(textKey(task.type, 'failed'), { count: task.failedCount })}
      {projectId ? (
        <>
          {' '}
          <Link to={`/project/${projectId}/active`}>{t('msp.v2.tasks.openProject')}</Link>
        </>
      ) : null}
    </>
  )
}
