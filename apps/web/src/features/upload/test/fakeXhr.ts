import { vi } from 'vitest';

type Listener = (event: ProgressEvent) => void;

/** One XMLHttpRequest the code under test made: what it sent, and a way to answer it. */
export class FakeXhr {
  static sent: FakeXhr[] = [];
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | null = null;
  status = 0;
  statusText = '';
  responseText = '';
  private responseHeaders: Record<string, string> = {};
  private listeners = new Map<string, Listener[]>();
  private uploadListeners = new Map<string, Listener[]>();
  readonly upload = {
    addEventListener: (type: string, listener: Listener) =>
      this.uploadListeners.set(type, [...(this.uploadListeners.get(type) ?? []), listener]),
  };

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  getResponseHeader(name: string) {
    return this.responseHeaders[name.toLowerCase()] ?? null;
  }
  addEventListener(type: string, listener: Listener) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  send(body: FormData) {
    this.body = body;
    FakeXhr.sent.push(this);
  }
  abort() {
    this.emit(this.listeners, 'abort');
  }

  /** Reports `loaded` of `total` bytes of the body sent. */
  progress(loaded: number, total: number) {
    this.emit(this.uploadListeners, 'progress', { loaded, total, lengthComputable: true });
  }

  /** Answers the request; a body is sent as JSON. */
  respond(status: number, body?: unknown) {
    this.status = status;
    this.statusText = status === 200 ? 'OK' : `Status ${status}`;
    this.responseText = body === undefined ? '' : JSON.stringify(body);
    this.responseHeaders = body === undefined ? {} : { 'content-type': 'application/json' };
    this.emit(this.listeners, 'load');
  }

  private emit(map: Map<string, Listener[]>, type: string, init: Partial<ProgressEvent> = {}) {
    for (const listener of map.get(type) ?? []) listener({ type, ...init } as ProgressEvent);
  }
}

/** Stands in for XMLHttpRequest; the requests made are in FakeXhr.sent. */
export function stubXhr(): typeof FakeXhr {
  FakeXhr.sent = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return FakeXhr;
}

/** A file whose bytes cannot be read (gone from the disk, no permission). */
export function unreadableFile(name: string, size = 10): File {
  const file = new File(['x'.repeat(size)], name);
  Object.defineProperty(file, 'slice', {
    value: () => ({ arrayBuffer: () => Promise.reject(new Error('NotReadableError')) }),
  });
  return file;
}
