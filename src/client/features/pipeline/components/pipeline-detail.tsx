import { useTranslation } from 'react-i18next'
import { lazyComponent } from '../../../ui/lazy-component'
import type { ApplicationPreview } from '../application/components/application-detail'

export type PipelineDetailProps = {
  appId: number
  onPrevious: () => void
  onNext: () => void
  preview?: ApplicationPreview
}

/**
 * The application in the detail pane. Opened from a project view, so the view is recorded
 * when the user leaves it (§2). Its tabs (resume, screening, notes ...) load after the list.
 */
export const PipelineDetail = lazyComponent(
  () =>
    import('../application/components/application-detail').then(
      ({ ApplicationDetail }) =>
        function EmbeddedApplication(props: PipelineDetailProps) {
          return <ApplicationDetail {...props} embedded recordView />
        },
    ),
  ({ preview }) => <DetailLoading name={preview ? `${preview.firstName} ${preview.lastName}` : null} />,
)

function DetailLoading({ name }: { name: string | null }) {
  const { t } = useTranslation()
  return (
    <div className="pipeline-detail-loading" aria-busy="true">
      {name ? <strong>{name}</strong> : null}
      <span>{t('msp.v2.app.loading')}</span>
    </div>
  )
}
