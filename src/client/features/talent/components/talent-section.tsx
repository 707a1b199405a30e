import { Card, Flex, Heading } from '@radix-ui/themes'
import type { ReactNode } from 'react'

export type TalentSectionProps = {
  /** Anchor of §2 (overview, resume); the URL hash scrolls here. */
  id: string
  title: string
  children: ReactNode
}

/** One anchored part of the talent page. */
export function TalentSection({ id, title, children }: TalentSectionProps) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="talent-section">
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
