import { describe, expect, it } from 'vitest'
import { preloadListsWithoutLoadedChunks } from './preload-lists'

const chunk = (fileName: string, imports: string[]) => ({ type: 'chunk' as const, fileName, imports })

function withBundle(bundle: Record<string, ReturnType<typeof chunk>>) {
  const lists = preloadListsWithoutLoadedChunks()
  const hook = lists.plugin.generateBundle as { handler: (options: unknown, output: unknown) => void }
  hook.handler({}, bundle)
  return lists.resolveDependencies
}

describe('preload lists', () => {
  it('leave out what the importing chunk already loaded, and keep the rest in order', () => {
    const resolve = withBundle({
      'assets/page.js': chunk('assets/page.js', ['assets/framework.js', 'assets/frame.js']),
      'assets/frame.js': chunk('assets/frame.js', ['assets/framework.js']),
      'assets/framework.js': chunk('assets/framework.js', []),
      'assets/dialog.js': chunk('assets/dialog.js', ['assets/framework.js', 'assets/menu.js']),
      'assets/menu.js': chunk('assets/menu.js', ['assets/frame.js']),
    })
    const deps = ['assets/dialog.js', 'assets/framework.js', 'assets/menu.js', 'assets/frame.js']
    expect(resolve('assets/dialog.js', deps, { hostId: 'assets/page.js' })).toEqual([
      'assets/dialog.js',
      'assets/menu.js',
    ])
    // From a chunk that loaded nothing of it, the whole list stays.
    expect(resolve('assets/dialog.js', deps, { hostId: 'assets/framework.js' })).toEqual([
      'assets/dialog.js',
      'assets/menu.js',
      'assets/frame.js',
    ])
  })

  it('refuses to guess before the bundle is known', () => {
    const lists = preloadListsWithoutLoadedChunks()
    expect(() => lists.resolveDependencies('a.js', ['b.js'], { hostId: 'c.js' })).toThrow(/before the bundle/)
  })
})
