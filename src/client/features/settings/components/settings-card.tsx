import { Card, Flex, Heading, Text } from '@radix-ui/themes'
import type { ReactNode } from 'react'

export type SettingsCardProps = {
  id: string
  title: string
  description?: string
  children: ReactNode
}

// Alt+digit jumps land below the sticky app bar.
const SCROLL_MARGIN = { scrollMarginTop: 'calc(var(--app-bar-height) + var(--space-3))' }

/** One settings form with its heading; the section is labelled by it for screen readers. */
export function SettingsCard({ id, title, description, children }: SettingsCardProps) {
  return (
    <Card size="3" asChild>
      <section id={id} aria-labelledby={`${id}-title`} style={SCROLL_MARGIN}>
        <Flex direction="column" gap="4">
          <div>
            <Heading as="h3" id={`${id}-title`} size="4">
              {title}
            </Heading>
            {description ? (
              <Text as="p" size="2" color="gray" mt="1">
                {description}
              </Text>
            ) : null}
          </div>
          {children}
        </Flex>
      </section>
    </Card>
  )
}
