// The documents pool's worker thread entry (decision 150): TypeScript (tsx) registered in this
// thread, then the task.
import { register } from 'tsx/esm/api';

register();
const { default: makeDocument } = await import('./document-worker.ts');
export default makeDocument;
