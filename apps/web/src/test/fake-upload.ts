import { vi } from 'vitest';

type Answer = { status: number; responseText?: string };

/**
 * The upload's PUT (XMLHttpRequest, for its progress events) stubbed. By default it answers 200
 * at once; with `{ manual: true }` it reports half the bytes sent and waits for the returned
 * `finish` to answer.
 */
export function stubUploadPut({ manual = false }: { manual?: boolean } = {}) {
  let answer: (a: Answer) => void = () => {};
  class FakeXhr extends EventTarget {
    status = 0;
    responseText = '';
    upload = new EventTarget();
    open() {}
    setRequestHeader() {}
    send() {
      answer = ({ status, responseText = '' }) => {
        this.status = status;
        this.responseText = responseText;
        this.dispatchEvent(new Event('load'));
      };
      if (!manual) {
        queueMicrotask(() => answer({ status: 200 }));
        return;
      }
      const progress = new Event('progress') as ProgressEvent;
      Object.assign(progress, { lengthComputable: true, loaded: 50, total: 100 });
      queueMicrotask(() => this.upload.dispatchEvent(progress));
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return { finish: (a: Answer) => answer(a) };
}
