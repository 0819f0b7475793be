import { CloudError, type CloudErrorKind } from '#functions/lib/ports/cloud-error';

const KIND_BY_CODE: Record<string, CloudErrorKind> = {
  AccessDenied: 'access-denied',
  AccessDeniedException: 'access-denied',
  UnauthorizedOperation: 'access-denied',
  InsufficientCapabilitiesException: 'invalid-request',
  AlreadyExistsException: 'already-exists',
  ValidationError: 'invalid-request',
  InvalidParameterValue: 'invalid-request',
  Throttling: 'throttled',
  ThrottlingException: 'throttled',
  RequestLimitExceeded: 'throttled',
  TooManyRequestsException: 'throttled',
  ExpiredToken: 'expired-credentials',
  ExpiredTokenException: 'expired-credentials',
  RequestExpired: 'expired-credentials',
  'InvalidVpcID.NotFound': 'not-found',
  'InvalidSubnetID.NotFound': 'not-found',
};

/** An SDK v3 service exception (or anything thrown) as a CloudError, keeping AWS's name and words. */
export function toCloudError(error: unknown): CloudError {
  if (error instanceof CloudError) return error;
  const { name, message, $metadata } = (error ?? {}) as {
    name?: string;
    message?: string;
    $metadata?: { httpStatusCode?: number };
  };
  const code = name && name !== 'Error' ? name : 'UnknownError';
  const status = $metadata?.httpStatusCode ?? 0;
  const kind = KIND_BY_CODE[code] ?? (status >= 500 ? 'unavailable' : 'invalid-request');
  return new CloudError(kind, code, message || code);
}

/** CloudFormation answers a missing stack with a ValidationError naming it, not a 404. */
export function isMissingStack(error: CloudError): boolean {
  return error.code === 'ValidationError' && / does not exist$/.test(error.message);
}

/** UpdateStack with nothing to change is refused with this ValidationError; it is not a failure. */
export const NO_UPDATES_MESSAGE = 'No updates are to be performed.';

export function isNoUpdates(error: CloudError): boolean {
  return error.code === 'ValidationError' && error.message === NO_UPDATES_MESSAGE;
}
