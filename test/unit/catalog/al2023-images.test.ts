import { describe, expect, it } from 'vitest';
import { AL2023_IMAGES, al2023Image, FALLBACK_IMAGE_REGION } from '#shared/catalog/al2023-images';

/** The deploy dialog's regions (spec section 9). */
const DEPLOY_REGIONS = ['me-south-1', 'us-east-1', 'us-west-2', 'eu-west-1', 'ap-southeast-1'];

describe('bundled Amazon Linux 2023 images', () => {
  it('covers the 17 regions of the spec, every deploy region among them, with dated image ids', () => {
    expect(Object.keys(AL2023_IMAGES)).toHaveLength(17);
    for (const region of DEPLOY_REGIONS) expect(AL2023_IMAGES[region], region).toBeDefined();
    for (const image of Object.values(AL2023_IMAGES)) {
      expect(image.imageId).toMatch(/^ami-[0-9a-f]{17}$/);
      expect(image.name).toMatch(/^al2023-ami-2023\.[\d.]+-kernel-[\d.]+-x86_64$/);
      expect(image.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
  });

  it("returns the region's own image when it has one", () => {
    const image = al2023Image('me-south-1');
    expect(image.region).toBe('me-south-1');
    expect(image.imageId).toBe(AL2023_IMAGES['me-south-1']?.imageId);
  });

  it('falls back to the us-east-1 image for a region it does not know', () => {
    const image = al2023Image('xx-nowhere-9');
    expect(image.region).toBe(FALLBACK_IMAGE_REGION);
    expect(image.imageId).toBe(AL2023_IMAGES[FALLBACK_IMAGE_REGION]?.imageId);
  });
});
