import { expect, it } from 'vitest';

it('turns zod jitless through its global config, without importing zod', async () => {
  await import('#web/zod-without-eval');
  const { z } = await import('zod');
  expect(z.config().jitless).toBe(true);
});
