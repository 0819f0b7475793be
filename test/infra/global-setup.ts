import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** where the infra tests' cloud assemblies go (test/fixtures/infra.ts) */
    infraTempDir: string;
  }
}

// One folder for every cloud assembly of the run, removed when the run ends: the app synthesized
// once and shared by the files lives as long as the worker, and workers end without an exit event.
export default function setup(project: TestProject): () => void {
  const dir = mkdtempSync(join(tmpdir(), 'sahab-infra-'));
  project.provide('infraTempDir', dir);
  return () => rmSync(dir, { recursive: true, force: true });
}
