import { describe, expect, it } from 'vitest'
import { NAV_ITEMS, type NavItem, visibleNavItems } from '../../../src/client/app/shell/nav-items'
import { legalEntityConfigSchema } from '../../../src/shared/contracts/client-config'
import { ALL_PERMISSIONS, testClient, testUser } from '../support/fixtures'

const ids = (items: NavItem[]) => items.map((item) => item.id)
/** Every item as if its screen existed, to check the flag and permission rules themselves. */
const allAvailable = NAV_ITEMS.map((item) => ({ ...item, available: true }))

describe('main menu gating (§2, §6)', () => {
  it('shows only items whose screen exists in this milestone', () => {
    expect(ids(visibleNavItems(NAV_ITEMS, testUser(), testClient({ analyticsPage: true })))).toEqual([
      'dashboard',
      'analytics',
      'projects',
      'talents',
      'pools',
      'settings',
      'outbox',
      'createProject',
    ])
  })

  it('shows nothing without a user', () => {
    expect(visibleNavItems(NAV_ITEMS, undefined, testClient())).toEqual([])
  })

  it('hides items whose permission the user lacks', () => {
    const user = testUser({ permissions: [] })
    expect(ids(visibleNavItems(allAvailable, user, testClient()))).toEqual(['pools', 'settings'])
  })

  it('shows analytics only with the client flag, calendar only when enabled for user and client', () => {
    const on = visibleNavItems(
      allAvailable,
      testUser(),
      testClient({ analyticsPage: true, calendarEnabled: true }),
    )
    expect(ids(on)).toEqual([
      'dashboard',
      'analytics',
      'projects',
      'talents',
      'pools',
      'settings',
      'outbox',
      'createProject',
      'calendar',
    ])
    const off = visibleNavItems(
      allAvailable,
      testUser({ calendar: { enabled: false, connectionStatus: 'NC' } }),
      testClient({ analyticsPage: false, calendarEnabled: true }),
    )
    expect(ids(off)).not.toContain('analytics')
    expect(ids(off)).not.toContain('calendar')
  })

  it('reserves distinct g-sequences for every item that has one', () => {
    const shortcuts = NAV_ITEMS.flatMap((item) => (item.shortcut ? [item.shortcut.join(' ')] : []))
    expect(new Set(shortcuts).size).toBe(shortcuts.length)
    expect(shortcuts).toEqual(['g d', 'g a', 'g p', 'g t', 'g o', 'g s', 'g m', 'g i'])
  })

  it('shows incomplete assessments only where a legal entity of the client uses assessments', () => {
    const withEntity = (assessmentsEnabled: boolean) => ({
      ...testClient(),
      legalEntity: [{ id: 1, name: 'Acme', config: legalEntityConfigSchema.parse({ assessmentsEnabled }) }],
    })
    const viewer = testUser({ permissions: [...ALL_PERMISSIONS, 'APPLICATION_VIEW'] })
    expect(ids(visibleNavItems(NAV_ITEMS, viewer, withEntity(true)))).toContain('assessments')
    expect(ids(visibleNavItems(NAV_ITEMS, viewer, withEntity(false)))).not.toContain('assessments')
    const readOnly = testUser({ permissions: [] })
    expect(ids(visibleNavItems(NAV_ITEMS, readOnly, withEntity(true)))).not.toContain('assessments')
  })
})
