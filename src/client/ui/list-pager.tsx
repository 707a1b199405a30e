import { Button, Flex, Text } from '@radix-ui/themes'

export type ListPagerProps = {
  page: number
  hasNext: boolean
  /** "Page 2 of 7" (or of an open end). */
  pageText: string
  previousLabel: string
  nextLabel: string
  onPage: (page: number) => void
}

/** The paging footer of a list screen; `<` and `>` are the same commands by key. */
export function ListPager({ page, hasNext, pageText, previousLabel, nextLabel, onPage }: ListPagerProps) {
  return (
    <Flex align="center" justify="end" gap="2" p="2" flexShrink="0">
      <Button variant="soft" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {previousLabel}
        <kbd className="toast-key">&lt;</kbd>
      </Button>
      {/* A fixed width: "Page 9 of 10" and "Page 10 of 10" leave the buttons where they are. */}
      <Text size="2" className="list-pager-text">
        {pageText}
      </Text>
      <Button variant="soft" disabled={!hasNext} onClick={() => onPage(page + 1)}>
        {nextLabel}
        <kbd className="toast-key">&gt;</kbd>
      </Button>
    </Flex>
  )
}
