// The worker thread's entry when run from source (tsx dev mode, vitest): a worker thread does not inherit the
// TypeScript loader, so it registers tsx itself. The built server bundles rules-worker.ts instead (no tsx).
import { register } from 'tsx/esm/api';

register();
const { default: runTask } = await import('./rules-worker.ts');
export default runTask;
