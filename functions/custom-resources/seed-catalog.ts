import type { CloudFormationCustomResourceEvent, CloudFormationCustomResourceResponse } from 'aws-lambda';
import { catalogSeedItems } from '#shared/catalog/seed';
import { templatePorts } from '../lib/compose/templates';
import { logger } from '../lib/logger';

/** Where CloudFormation waits for the answer: a presigned S3 URL in the event. */
export type Respond = (url: string, response: CloudFormationCustomResourceResponse) => Promise<void>;

const PHYSICAL_ID = 'sahab-template-catalog';

async function putResponse(url: string, response: CloudFormationCustomResourceResponse): Promise<void> {
  const body = JSON.stringify(response);
  // The presigned URL is signed without a content type, so none may be sent.
  const answer = await fetch(url, { method: 'PUT', body, headers: { 'content-type': '' } });
  if (!answer.ok) throw new Error(`CloudFormation response refused: ${answer.status}`);
}

/**
 * The catalog seed as a CloudFormation custom resource (infra/constructs/catalog-seed.ts): on
 * Create and Update it writes the catalog into the table (idempotent; deployment counts kept).
 * Delete leaves the items: the table outlives the app stack, and so does the catalog in it.
 * It answers CloudFormation itself, so no provider framework function is needed.
 */
export function seedCatalogHandler(respond: Respond = putResponse) {
  return async (event: CloudFormationCustomResourceEvent): Promise<void> => {
    const base = {
      PhysicalResourceId: PHYSICAL_ID,
      StackId: event.StackId,
      RequestId: event.RequestId,
      LogicalResourceId: event.LogicalResourceId,
    };
    let response: CloudFormationCustomResourceResponse;
    try {
      if (event.RequestType === 'Delete') {
        response = { ...base, Status: 'SUCCESS', Data: {} };
      } else {
        const outcome = await templatePorts().catalog.seed(catalogSeedItems());
        logger.info('Catalog seeded', { ...outcome });
        response = { ...base, Status: 'SUCCESS', Data: { ...outcome } };
      }
    } catch (error) {
      logger.error('Catalog seed failed', { error: error as Error });
      response = { ...base, Status: 'FAILED', Reason: `Catalog seed failed: ${(error as Error).message}` };
    }
    await respond(event.ResponseURL, response);
  };
}

export const handler = seedCatalogHandler();
