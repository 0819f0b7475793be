import { CloudError } from '#functions/lib/ports/cloud-error';
import { deniedMessage, type IamDecision } from './iam-policy';

/** CloudFormation's ValidationError, with its message exactly as the service words it. */
export const validationError = (message: string) =>
  new CloudError('invalid-request', 'ValidationError', message);

export const templateFormatError = (detail: string) => validationError(`Template format error: ${detail}`);

export const stackNotFound = (stackNameOrId: string) =>
  validationError(`Stack with id ${stackNameOrId} does not exist`);

/** STS words its refusal without a reason; IAM says whether a policy denied or none allowed. */
export const accessDenied = (caller: string, action: string, resource: string, decision?: IamDecision) =>
  new CloudError(
    'access-denied',
    'AccessDenied',
    decision
      ? deniedMessage(caller, { action, resource, context: {} }, decision)
      : `User: ${caller} is not authorized to perform: ${action} on resource: ${resource}`,
  );
