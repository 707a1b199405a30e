import { Flex } from '@radix-ui/themes'
import { useQuery } from '@tanstack/react-query'
import { hasSession } from '../auth-session'
import { clientContextQuery, currentUserQuery } from '../session-queries'
import { ClientBrand } from './client-brand'
import { UserMenu } from './user-menu'

/** §1 header: client logo left, user menu right (only when signed in). */
export function TopBar() {
  const signedIn = hasSession()
  const user = useQuery({ ...currentUserQuery, enabled: signedIn })
  const client = useQuery({ ...clientContextQuery, enabled: signedIn })
  return (
    <header className="top-bar">
      <Flex align="center" justify="between" gap="4" height="100%" px={{ initial: '3', md: '5' }}>
        <ClientBrand client={signedIn ? client.data : undefined} />
        {signedIn && user.data ? <UserMenu user={user.data} /> : null}
      </Flex>
    </header>
  )
}
