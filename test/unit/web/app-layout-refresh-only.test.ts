import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { appLayoutRefreshOnly } from '../../../web/build/app-layout-refresh-only';

// the package's `exports` hide its internal files from resolution, so they are read from its folder
const cloudscape = dirname(
  createRequire(import.meta.url).resolve('@cloudscape-design/components/package.json'),
);
const internalPath = join(cloudscape, 'app-layout', 'internal.js');
const internalSource = readFileSync(internalPath, 'utf8');

/** Runs the plugin's transform hook as Vite would, collecting the errors it raises. */
function transform(code: string, id: string) {
  const hook = appLayoutRefreshOnly().transform as unknown as (
    this: { error(message: string): never },
    code: string,
    id: string,
  ) => { code: string } | null;
  return hook.call(
    {
      error(message: string): never {
        throw new Error(message);
      },
    },
    code,
    id,
  );
}

describe('appLayoutRefreshOnly', () => {
  it("replaces the installed Cloudscape's layout switch by the visual-refresh layout alone", () => {
    const result = transform(internalSource, internalPath);
    expect(result?.code).toContain("import RefreshedAppLayout from './visual-refresh';");
    expect(result?.code).toContain('export const AppLayoutInternal');
    expect(result?.code).not.toContain('visual-refresh-toolbar');
    expect(result?.code).not.toContain('./classic');
  });

  it('the installed Cloudscape always runs the visual refresh, so the switch never picks Classic', () => {
    const environment = readFileSync(join(cloudscape, 'internal', 'environment.js'), 'utf8');
    expect(environment).toContain('ALWAYS_VISUAL_REFRESH = true');
  });

  it('stops the build when a Cloudscape release changes the switch', () => {
    const changed = internalSource.replace("from './visual-refresh-toolbar'", "from './toolbar-layout'");
    expect(() => transform(changed, internalPath)).toThrow(/app-layout\/internal\.js changed/);
  });

  it('leaves every other module alone', () => {
    expect(transform(internalSource, join(cloudscape, 'app-layout', 'index.js'))).toBeNull();
  });
});
