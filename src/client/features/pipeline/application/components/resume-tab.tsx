import { Flex, Spinner } from '@radix-ui/themes'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'

export type ResumeTabProps = { appId: number }

/** §9: the app bar is 56 px on mobile, 64 px on desktop. */
const appBarHeight = () => (window.matchMedia?.('(min-width: 768px)').matches === false ? 56 : 64)
const frameHeight = () => Math.max(240, window.innerHeight - appBarHeight())
/** j/k through the pipeline passes many applications: a CV loads once the pane rests on one. */
const FRAME_DELAY_MS = 300

/**
 * §2 Resume: the CV PDF of /napi/application/cv/{appId} (the uploaded one or one rendered
 * from the profile), full window height minus the app bar, following window resizes, with
 * a loading overlay until the frame has loaded. The server reads the session cookie, since
 * the browser loads the frame without our Authorization header.
 */
export function ResumeTab({ appId }: ResumeTabProps) {
  const { t } = useTranslation()
  const [height, setHeight] = useState(frameHeight)
  const [loadedId, setLoadedId] = useState<number | null>(null)
  const [frameId, setFrameId] = useState<number | null>(null)
  useEffect(() => {
    const timer = window.setTimeout(() => setFrameId(appId), FRAME_DELAY_MS)
    return () => window.clearTimeout(timer)
  }, [appId])
  useEffect(() => {
    const onResize = () => setHeight(frameHeight())
    window.addEventListener('resize', onResize)
    return () => window.removeEventListener('resize', onResize)
  }, [])
  const loading = loadedId !== appId
  return (
    <div className="application-resume" style={{ position: 'relative', height }}>
      {frameId === appId ? (
        <iframe
          key={appId}
          src={`/napi/application/cv/${appId}`}
          title={t('msp.v2.application.resume.title')}
          onLoad={() => setLoadedId(appId)}
          style={{ width: '100%', height: '100%', border: 0, display: 'block' }}
        />
      ) : null}
      {loading ? (
        <Flex
          role="status"
          aria-label={t('msp.v2.application.resume.loading')}
          align="center"
          justify="center"
          style={{ position: 'absolute', inset: 0, background: 'var(--color-panel-translucent)' }}
        >
          <Spinner size="3" />
        </Flex>
      ) : null}
    </div>
  )
}
