import type { FieldErrors } from '@waymark/contract';

/** Errors services throw; the error handler turns them into the spec's answers. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly body: Record<string, unknown>,
  ) {
    super(typeof body.detail === 'string' ? body.detail : `HTTP ${statusCode}`);
  }
}

export class ValidationError extends HttpError {
  constructor(readonly fields: FieldErrors) {
    super(400, fields);
  }
  static field(field: string, message: string): ValidationError {
    return new ValidationError({ [field]: [message] });
  }
}

export class NotFoundError extends HttpError {
  constructor() {
    super(404, { detail: 'Not found.' });
  }
}

export class PermissionDeniedError extends HttpError {
  constructor(detail = 'You do not have permission to perform this action.') {
    super(403, { detail });
  }
}

export class NotAuthenticatedError extends HttpError {
  constructor() {
    super(403, { detail: 'Authentication credentials were not provided.' });
  }
}

export class InvalidTokenError extends HttpError {
  constructor() {
    super(403, { detail: 'Invalid token.' });
  }
}

/**
 * 401 with a Basic challenge: what desktop GIS tools (QGIS, GDAL's curl) need to ask for the
 * access key. The rest of the API answers 403 without credentials, as it always has.
 */
export class AuthenticationRequiredError extends HttpError {
  constructor() {
    super(401, { detail: 'Authentication credentials were not provided or are not valid.' });
  }
}

export const BASIC_CHALLENGE = 'Basic realm="Waymark", charset="UTF-8"';
