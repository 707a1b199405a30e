// Worker threads start without the TypeScript loader the server runs under (tsx, or the
// test runner's): register tsx here, then load the worker's TypeScript body.
import { register } from 'tsx/esm/api'

register()
await import('./document-worker.ts')
