import { availableParallelism } from 'node:os'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'
import { appChunks } from './src/build/app-chunks.ts'
import { preloadListsWithoutLoadedChunks } from './src/build/preload-lists.ts'
import { radixThemesRootWithoutTooltip } from './src/build/radix-themes-root.ts'

const FRAMEWORK =
  /node_modules[\\/](react|react-dom|scheduler|react-router|i18next|react-i18next|@tanstack[\\/](query-core|react-query)|jotai|ofetch|ufo|destr|use-sync-external-store)[\\/]/

const apiTarget = process.env.API_URL ?? 'http://localhost:3000'

const chunks = appChunks({
  entry: 'src/client/main.tsx',
  layout: 'src/client/app/layouts/default-layout.tsx',
  router: 'src/client/app/router.tsx',
  features: {
    pipeline: [
      'src/client/features/pipeline/components/pipeline-page.tsx',
      'src/client/features/pipeline/pipeline-loader.ts',
    ],
  },
})
const preloadLists = preloadListsWithoutLoadedChunks()

export default defineConfig({
  plugins: [react(), radixThemesRootWithoutTooltip(), chunks.plugin, preloadLists.plugin],
  root: '.',
  publicDir: 'src/client/public',
  build: {
    outDir: 'dist',
    // Maps are built (dist/assets/*.map, for reading a stack trace) but not linked from each
    // chunk: the comments cost ~2.7 KB gzip of every route's first paint (ARCHITECTURE budget).
    sourcemap: 'hidden',
    chunkSizeWarningLimit: 800,
    modulePreload: { resolveDependencies: preloadLists.resolveDependencies },
    // The libraries every screen runs on travel as one chunk: one request and one gzip
    // dictionary instead of a dozen small shared chunks; then the frame and one chunk per
    // feature (src/build/app-chunks.ts, README "Decisions").
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [{ name: 'framework', test: FRAMEWORK, priority: 3 }, ...chunks.groups],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': apiTarget, '/napi': apiTarget },
  },
  test: {
    projects: [
      {
        extends: true,
        test: { name: 'unit', include: ['src/**/*.test.ts', 'src/**/*.test.tsx'], environment: 'node' },
      },
      {
        extends: true,
        test: {
          name: 'api',
          include: ['tests/server/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/server/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          pool: 'forks',
          // Vitest's default is one worker less than the cores: one on CI's two. An API file waits on
          // child processes, timers and sockets much of its time, so two halve the suite there.
          maxWorkers: Math.max(2, availableParallelism()),
        },
      },
      {
        extends: true,
        test: {
          name: 'client',
          include: ['tests/client/**/*.test.tsx', 'tests/client/**/*.test.ts'],
          environment: 'happy-dom',
          setupFiles: ['tests/client/support/setup.ts'],
        },
      },
    ],
  },
})
