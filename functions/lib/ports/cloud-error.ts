/**
 * What a cloud port throws when AWS (or the sandbox cloud) refuses a call. `code` is AWS's error
 * name and `message` AWS's own words, so the product can show exactly what CloudFormation or STS
 * said; `kind` is the part domain code branches on.
 */
export type CloudErrorKind =
  | 'access-denied'
  | 'already-exists'
  | 'not-found'
  | 'invalid-request'
  | 'throttled'
  | 'expired-credentials'
  | 'unavailable';

export class CloudError extends Error {
  constructor(
    readonly kind: CloudErrorKind,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'CloudError';
  }
}

export function isCloudError(error: unknown, kind?: CloudErrorKind): error is CloudError {
  return error instanceof CloudError && (kind === undefined || error.kind === kind);
}
