import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';

/** Runs a conditional write: true when written, false when its condition failed. */
export async function conditional(write: Promise<unknown>): Promise<boolean> {
  try {
    await write;
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
}
