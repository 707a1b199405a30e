import { ApplicationDetail } from '../../application/components/application-detail'

export type PipelineDetailProps = {
  appId: number
  onPrevious: () => void
  onNext: () => void
}

/**
 * The application in the detail pane. Opened from a project view, so the view is recorded
 * when the user leaves it (§2).
 */
export function PipelineDetail({ appId, onPrevious, onNext }: PipelineDetailProps) {
  return <ApplicationDetail appId={appId} onPrevious={onPrevious} onNext={onNext} embedded recordView />
}
