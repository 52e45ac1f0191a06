// The PDF pool's worker thread entry: TypeScript (tsx) registered in this thread, then the task.
import { register } from 'tsx/esm/api';

register();
const { default: renderPdfTask } = await import('./pdf-worker.ts');
export default renderPdfTask;
