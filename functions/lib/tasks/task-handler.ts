import { isCloudError } from '../ports/cloud-error';

/**
 * A workflow task: the Lambda's event is the state's Payload. A throttled cloud call is rethrown
 * as `CloudThrottled`, the error name the definitions' Retry lists, so Step Functions backs off
 * and retries it; every other error reaches the Catch with its own message (AWS's words).
 */
export function taskHandler<I, O>(run: (input: I) => Promise<O>) {
  return async (input: I): Promise<O> => {
    try {
      return await run(input);
    } catch (error) {
      if (isCloudError(error, 'throttled')) {
        const retryable = new Error(error.message);
        retryable.name = 'CloudThrottled';
        throw retryable;
      }
      throw error;
    }
  };
}
