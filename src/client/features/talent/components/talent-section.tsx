import { Card, Flex, Heading } from '@radix-ui/themes'
import { type ReactNode, useEffect, useRef } from 'react'
import { useLocation } from 'react-router'

export type TalentSectionProps = {
  /** Anchor of §2 (overview, resume); the URL hash scrolls here. */
  id: string
  title: string
  children: ReactNode
}

/** How long the anchor is kept in view while the panels above it load their data. */
const SETTLE_MS = 2000

/**
 * The router scrolls to the hash once, when the page renders; panels above this one load
 * their data afterwards and push it down. While they settle (and until the user scrolls or
 * types) the anchored section is scrolled back into view whenever it moved.
 */
function useKeepHashTarget(id: string) {
  const ref = useRef<HTMLElement>(null)
  const { hash } = useLocation()
  useEffect(() => {
    const el = ref.current
    if (hash !== `#${id}` || !el) return
    let lastTop = Number.NaN
    const keep = () => {
      if (el.offsetTop === lastTop) return
      lastTop = el.offsetTop
      el.scrollIntoView({ block: 'start' })
    }
    keep()
    const observer = new ResizeObserver(keep)
    observer.observe(el.parentElement ?? document.body)
    const stop = () => observer.disconnect()
    const timer = window.setTimeout(stop, SETTLE_MS)
    window.addEventListener('wheel', stop, { once: true })
    window.addEventListener('keydown', stop, { once: true })
    return () => {
      stop()
      window.clearTimeout(timer)
      window.removeEventListener('wheel', stop)
      window.removeEventListener('keydown', stop)
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
