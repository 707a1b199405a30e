import { Card, Flex, Heading, Skeleton, Text } from '@radix-ui/themes'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { formatShortNumber } from '../../../../shared/domain/formats'

export type CountItem = {
  key: string
  label: string
  /** Undefined while loading. */
  value: number | undefined
  /** A Radix colour name for the marker beside the label. */
  tone?: string
  /** Where the count leads (the list behind it); the whole card is the link. */
  href?: string
}

export type CountListProps = {
  items: CountItem[]
  /** Heading level of each item, so the page outline stays correct where it is nested. */
  headingLevel: 'h3' | 'h4'
}

/** A list of labelled totals; each total is a heading followed by its number. */
export function CountList({ items, headingLevel }: CountListProps) {
  const { i18n } = useTranslation()
  const full = new Intl.NumberFormat(i18n.language)
  return (
    <ul className="plain-list count-list">
      {items.map((item) => (
        <li key={item.key}>
          <CountCard href={item.href}>
            <Flex direction="column" gap="2" className="count-card-body">
              {item.tone ? (
                <span
                  className="count-tone"
                  style={{ background: `var(--${item.tone}-9)` }}
                  aria-hidden="true"
                />
              ) : null}
              <Heading as={headingLevel} size="2" weight="medium" color="gray" className="count-label">
                {item.label}
              </Heading>
              <Skeleton loading={item.value === undefined}>
                <Text as="p" size={{ initial: '6', sm: '7' }} weight="bold" className="count-value">
                  {item.value === undefined ? (
                    '000'
                  ) : (
                    <data value={item.value} title={full.format(item.value)}>
                      {formatShortNumber(item.value, i18n.language)}
                    </data>
                  )}
                </Text>
              </Skeleton>
            </Flex>
          </CountCard>
        </li>
      ))}
    </ul>
  )
}

function CountCard({ href, children }: { href?: string; children: ReactNode }) {
  if (!href)
    return (
      <Card size={{ initial: '1', sm: '2' }} className="count-card">
        {children}
      </Card>
    )
  return (
    <Card size={{ initial: '1', sm: '2' }} className="count-card" asChild>
      <Link to={href}>{children}</Link>
    </Card>
  )
}
