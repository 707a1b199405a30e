import '@radix-ui/themes/styles.css'
import './app/app.css'
import './app/shell/shell.css'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { RouterProvider } from 'react-router/dom'
import { scheduleRefresh } from './app/auth-session'
import { AppProviders } from './app/providers'
import { queryClient } from './app/query-client'
import { router } from './app/router'
import { installEarlyKeyCapture } from './commands/key-queue'
import { chordOf } from './commands/shortcut-matcher'

// A session from an earlier visit keeps its refresh timer running from the start.
scheduleRefresh()
// Keys typed right after sign-in wait for the signed-in frame (commands/key-queue.ts).
installEarlyKeyCapture(chordOf)

const container = document.getElementById('root')
if (!container) throw new Error('index.html has no #root element')

createRoot(container).render(
  <StrictMode>
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
)
