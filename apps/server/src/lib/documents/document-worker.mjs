// The documents pool's worker thread entry when the server runs from source (decision 150; built,
// the worker is dist/document-worker.js: decision 175): TypeScript (tsx) registered in this
// thread, then the task.
import { register } from 'tsx/esm/api';

register();
const { default: makeDocument } = await import('./document-worker.ts');
export default makeDocument;
