import { CloudError } from '#functions/lib/ports/cloud-error';

/** CloudFormation's ValidationError, with its message exactly as the service words it. */
export const validationError = (message: string) =>
  new CloudError('invalid-request', 'ValidationError', message);

export const templateFormatError = (detail: string) => validationError(`Template format error: ${detail}`);

export const stackNotFound = (stackNameOrId: string) =>
  validationError(`Stack with id ${stackNameOrId} does not exist`);

export const accessDenied = (caller: string, action: string, resource: string) =>
  new CloudError(
    'access-denied',
    'AccessDenied',
    `User: ${caller} is not authorized to perform: ${action} on resource: ${resource}`,
  );
