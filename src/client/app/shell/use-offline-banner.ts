import { useEffect, useState } from 'react'

/** §1/§9: the banner stays this long after the connection returns. */
export const OFFLINE_BANNER_HIDE_DELAY_MS = 1000

/**
 * Whether the offline banner shows: at once when the browser goes offline, and until
 * 1 s after it is back online, so a flapping connection does not make it flicker.
 */
export function useOfflineBanner(): boolean {
  const [visible, setVisible] = useState(() => typeof navigator !== 'undefined' && !navigator.onLine)
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined
    const onOffline = () => {
      clearTimeout(timer)
      setVisible(true)
    }
    const onOnline = () => {
      clearTimeout(timer)
      timer = setTimeout(() => setVisible(false), OFFLINE_BANNER_HIDE_DELAY_MS)
    }
    window.addEventListener('offline', onOffline)
    window.addEventListener('online', onOnline)
    return () => {
      clearTimeout(timer)
      window.removeEventListener('offline', onOffline)
      window.removeEventListener('online', onOnline)
    }
  }, [])
  return visible
}
