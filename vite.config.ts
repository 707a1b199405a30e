import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'
import { radixThemesRootWithoutTooltip } from './src/build/radix-themes-root.ts'

const FRAMEWORK =
  /node_modules[\\/](react|react-dom|scheduler|react-router|i18next|react-i18next|@tanstack[\\/](query-core|react-query)|jotai|ofetch|ufo|destr|use-sync-external-store)[\\/]/

const apiTarget = process.env.API_URL ?? 'http://localhost:3000'

export default defineConfig({
  plugins: [react(), radixThemesRootWithoutTooltip()],
  root: '.',
  publicDir: 'src/client/public',
  build: {
    outDir: 'dist',
    sourcemap: true,
    chunkSizeWarningLimit: 800,
    // The libraries every screen runs on travel as one chunk: one request and one gzip
    // dictionary instead of a dozen small shared chunks (README "Decisions").
    rolldownOptions: { output: { codeSplitting: { groups: [{ name: 'framework', test: FRAMEWORK }] } } },
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
