import { Heading, Text } from '@radix-ui/themes'

export type AuthHeadingProps = {
  title: string
  description: string
}

/** The title and one-line explanation that open every sign-in style page. */
export function AuthHeading({ title, description }: AuthHeadingProps) {
  return (
    <div>
      <Heading as="h1" size="7">
        {title}
      </Heading>
      <Text as="p" color="gray" mt="1">
        {description}
      </Text>
    </div>
  )
}
