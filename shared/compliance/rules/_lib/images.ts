import { AL2023_IMAGES } from '#shared/catalog/al2023-images';
import { isUnknown } from '#shared/cfn/unknown';

/**
 * Images that require IMDSv2 themselves: Amazon Linux 2023 AMIs are registered with ImdsSupport
 * v2.0, so an instance started from one refuses IMDSv1 unless its metadata options say otherwise.
 * Recognised by the public SSM parameter the template reads (as a parameter's type, or a
 * `{{resolve:ssm:...}}` reference) or by an image id of the bundled AL2023 table.
 */
const AL2023_SSM_PATH = /^\/aws\/service\/ami-amazon-linux-latest\/al2023-ami-/;
const SSM_REFERENCE = /^\{\{resolve:ssm:([^:}]+)(?::\d+)?\}\}$/;
const AL2023_IMAGE_IDS = new Set(Object.values(AL2023_IMAGES).map((image) => image.imageId));

/** Whether the ImageId value names an image that requires IMDSv2 by itself. */
export function imageRequiresImdsV2(imageId: unknown): boolean {
  if (isUnknown(imageId))
    return imageId.ssmParameter !== undefined && AL2023_SSM_PATH.test(imageId.ssmParameter);
  if (typeof imageId !== 'string') return false;
  const reference = SSM_REFERENCE.exec(imageId.trim());
  if (reference) return AL2023_SSM_PATH.test(reference[1]);
  return AL2023_IMAGE_IDS.has(imageId.trim());
}
