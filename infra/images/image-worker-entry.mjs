// Entry of an image-worker thread. The app runs TypeScript through tsx; a worker thread starts
// without the parent's loader when the parent is not tsx itself (vitest, for one), so register it
// here before loading the task module.
import { register } from 'tsx/esm/api';

register();
const { default: runImageTask } = await import('./image-worker.ts');

export default runImageTask;
