/** A failed answer: its status, status text and parsed body (field errors, a detail, ...). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly statusText: string,
    readonly body: unknown,
    /** The path the request went to, e.g. '/api/users/me/'. */
    readonly path: string,
    /** The answer's X-Request-Id: the server logs (and reports) its faults under it. */
    readonly requestId: string | null = null,
  ) {
    super(`${status} ${statusText}`.trim());
    this.name = 'ApiError';
  }

  withStatusText(statusText: string): ApiError {
    return new ApiError(this.status, statusText, this.body, this.path, this.requestId);
  }

  /** The body's detail text, when it has one. */
  get detail(): string | null {
    const body = this.body;
    if (body && typeof body === 'object' && 'detail' in body && typeof body.detail === 'string')
      return body.detail;
    return null;
  }

  /** The body's field errors (400 answers): field name → messages. */
  get fieldErrors(): Record<string, string[]> {
    const out: Record<string, string[]> = {};
    if (this.status !== 400 || !this.body || typeof this.body !== 'object') return out;
    for (const [field, messages] of Object.entries(this.body)) {
      if (Array.isArray(messages)) out[field] = messages.map(String);
      else if (typeof messages === 'string') out[field] = [messages];
    }
    return out;
  }
}
