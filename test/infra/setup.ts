import { afterAll } from 'vitest';
import { removeTemporaryDirs } from '#test/fixtures/infra';

// Runs before every infra test file, though the files share one module graph: the cloud assemblies
// (megabytes each when bundled) a file synthesized are removed after it.
afterAll(removeTemporaryDirs);
