import { Card, Flex, Heading } from '@radix-ui/themes'
import { type ReactNode, useEffect, useRef } from 'react'
import { useLocation } from 'react-router'

export type TalentSectionProps = {
  /** Anchor of §2 (overview, resume); the URL hash scrolls here. */
  id: string
  title: string
  children: ReactNode
}

/** The anchor is kept in view until the layout has been still this long (at most MAX_KEEP_MS). */
const SETTLE_MS = 1500
const MAX_KEEP_MS = 10_000

/**
 * The router scrolls to the hash once, when the page renders; panels above this one load
 * their data afterwards and push it down, and a late scroll reset may move the page. Until
 * the layout has been still for a moment (and unless the user scrolls, clicks or types) the
 * anchored section is put back into view whenever it moved.
 */
function useKeepHashTarget(id: string) {
  const ref = useRef<HTMLElement>(null)
  const { hash } = useLocation()
  useEffect(() => {
    const el = ref.current
    if (hash !== `#${id}` || !el) return
    let anchorTop = Number.NaN
    let settle = 0
    const place = () => {
      el.scrollIntoView({ block: 'start' })
      anchorTop = el.getBoundingClientRect().top
    }
    // Moved by anything but the user (content loading above, a late scroll reset): back.
    const keep = () => {
      window.clearTimeout(settle)
      settle = window.setTimeout(stop, SETTLE_MS)
      if (Math.abs(el.getBoundingClientRect().top - anchorTop) > 4) place()
    }
    const observer = new ResizeObserver(keep)
    const stop = () => {
      observer.disconnect()
      window.clearTimeout(settle)
      window.removeEventListener('scroll', keep, true)
    }
    place()
    keep()
    observer.observe(el.parentElement ?? document.body)
    window.addEventListener('scroll', keep, true)
    const cap = window.setTimeout(stop, MAX_KEEP_MS)
    const byUser = ['wheel', 'keydown', 'pointerdown', 'touchstart'] as const
    for (const type of byUser) window.addEventListener(type, stop, { once: true, capture: true })
    return () => {
      stop()
      window.clearTimeout(cap)
      for (const type of byUser) window.removeEventListener(type, stop, { capture: true })
    }
  }, [hash, id])
  return ref
}

/** One anchored part of the talent page. */
export function TalentSection({ id, title, children }: TalentSectionProps) {
  const ref = useKeepHashTarget(id)
  return (
    <section ref={ref} id={id} aria-labelledby={`${id}-title`} className="talent-section">
      <Heading as="h2" id={`${id}-title`} size="5" mb="3">
        {title}
      </Heading>
      <Card size="3">
        <Flex direction="column" gap="5">
          {children}
        </Flex>
      </Card>
    </section>
  )
}
