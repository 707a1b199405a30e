import { Flex, Text } from '@radix-ui/themes'
import { useTranslation } from 'react-i18next'
import { type CvItem, formatCvDate } from '../talent-format'

export type CvItemListProps = {
  items: readonly CvItem[]
}

/** Entries of one resume section (work experience, education or certificates). */
export function CvItemList({ items }: CvItemListProps) {
  const { t } = useTranslation()
  return (
    <ol className="plain-list">
      {items.map((item) => {
        const start = formatCvDate(item.startDate)
        const end = item.ongoing ? t('msp.v2.talent.ongoing') : formatCvDate(item.endDate)
        const period = [start, end].filter(Boolean).join(' – ')
        return (
          <Flex asChild direction="column" gap="1" mb="4" key={item.id}>
            <li>
              <Text size="2" weight="bold">
                {item.title}
              </Text>
              {item.organization || period ? (
                <Text size="2" color="gray">
                  {[item.organization, period].filter(Boolean).join(' · ')}
                </Text>
              ) : null}
              {item.description ? (
                <Text as="p" size="2" className="talent-text">
                  {item.description}
                </Text>
              ) : null}
            </li>
          </Flex>
        )
      })}
    </ol>
  )
}
