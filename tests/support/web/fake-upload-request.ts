// A stand-in XMLHttpRequest for the screens that upload files (src/web/lib/form-upload.ts): each
// request is kept in flight until the test makes it progress, answers it or fails it.
// `standInForUploads()` puts it in place for a file's tests, with the CSRF meta tags the calls read.

import { beforeEach, vi } from 'vitest';

export class FakeUploadRequest {
  static sent: FakeUploadRequest[] = [];
  readonly upload = new EventTarget();
  private readonly events = new EventTarget();
  headers: Record<string, string> = {};
  url = '';
  body: FormData | undefined;
  status = 0;
  responseText = '';
  withCredentials = false;
  aborted = false;
  open(_method: string, url: string) {
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  addEventListener(type: string, listener: EventListener) {
    this.events.addEventListener(type, listener);
  }
  send(body: FormData) {
    this.body = body;
    FakeUploadRequest.sent.push(this);
  }
  abort() {
    this.aborted = true;
    this.events.dispatchEvent(new Event('abort'));
  }
  progress(loaded: number, total: number) {
    const event = Object.assign(new Event('progress'), { lengthComputable: true, loaded, total });
    this.upload.dispatchEvent(event);
  }
  answer(status: number, body: object) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.events.dispatchEvent(new Event('load'));
  }
  fail() {
    this.events.dispatchEvent(new Event('error'));
  }
  /** The name of the file sent in the part `part`. */
  fileName(part: string) {
    return (this.body?.get(part) as File | null)?.name;
  }
}

export function standInForUploads() {
  beforeEach(() => {
    FakeUploadRequest.sent = [];
    vi.stubGlobal('XMLHttpRequest', FakeUploadRequest);
    document.head.innerHTML =
      '<meta name="_csrf" content="token-1"><meta name="_csrf_header" content="X-CSRF-TOKEN">';
    return () => vi.unstubAllGlobals();
  });
}
