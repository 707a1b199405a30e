import { ApplicationDetail, type ApplicationPreview } from '../../application/components/application-detail'

export type PipelineDetailProps = {
  appId: number
  onPrevious: () => void
  onNext: () => void
  preview?: ApplicationPreview
}

/**
 * The application in the detail pane. Opened from a project view, so the view is recorded
 * when the user leaves it (§2).
 */
export function PipelineDetail({ appId, onPrevious, onNext, preview }: PipelineDetailProps) {
  return (
    <ApplicationDetail
      appId={appId}
      onPrevious={onPrevious}
      onNext={onNext}
      preview={preview}
      embedded
      recordView
    />
  )
}
