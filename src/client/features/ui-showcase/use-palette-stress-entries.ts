import { useMemo } from 'react'
import { useSearchParams } from 'react-router'
import { type Command, defineCommand } from '../../commands/registry'
import { useRegisterCommands } from '../../commands/use-register-commands'

const WORDS = [
  'alpha',
  'bravo',
  'charlie',
  'delta',
  'echo',
  'foxtrot',
  'golf',
  'hotel',
  'india',
  'juliet',
  'kilo',
  'lima',
]
const NONE: readonly Command[] = []
const MAX_ENTRIES = 10_000

/**
 * `/ui?paletteEntries=3000` fills the palette with that many inert entries, so the bench can
 * measure the §budget "keystroke to updated list at 3,000 commands". Titles are not i18n
 * keys on purpose: they are synthetic and shown untranslated.
 */
export function usePaletteStressEntries(): number {
  const [searchParams] = useSearchParams()
  const count = Math.min(MAX_ENTRIES, Math.max(0, Number(searchParams.get('paletteEntries')) || 0))
  const commands = useMemo(
    () =>
      count === 0
        ? NONE
        : Array.from({ length: count }, (_, i) =>
            defineCommand({
              id: `showcase.stress.${i}`,
              titleKey: `Showcase entry ${i + 1} ${WORDS[i % WORDS.length]} ${WORDS[(i * 7) % WORDS.length]}`,
              group: 'showcase',
              run: () => {},
            }),
          ),
    [count],
  )
  useRegisterCommands(commands)
  return count
}
