import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import * as esbuild from 'esbuild';
import { describe, expect, it } from 'vitest';
import { CLOUDSCAPE_TRIMS, callEnd, cloudscapeUnusedParts } from '../../../web/build/cloudscape-unused-parts';

// the package's `exports` hide its internal files from resolution, so they are read from its folder
const cloudscape = dirname(
  createRequire(import.meta.url).resolve('@cloudscape-design/components/package.json'),
);
const zod = dirname(createRequire(import.meta.url).resolve('zod/package.json'));
const folderOf = (name = '@cloudscape-design/components') =>
  name === 'zod' ? zod : join(cloudscape, '..', '..', name);
const installed = (module: string, name?: string) => readFileSync(join(folderOf(name), module), 'utf8');

/** Runs the plugin's transform hook as Vite would; its `this.error` throws. */
function transform(code: string, id: string) {
  const hook = cloudscapeUnusedParts().transform as unknown as (
    this: { error(message: string): never },
    code: string,
    id: string,
  ) => { code: string } | null;
  const context = {
    error(message: string): never {
      throw new Error(message);
    },
  };
  return hook.call(context, code, id);
}

/** Module paths a piece of code imports. */
const importsOf = (code: string) => [...code.matchAll(/from '([^']+)'/g)].map((match) => match[1]);

describe('cloudscapeUnusedParts', () => {
  it("replaces the installed AppLayout's switch by the visual-refresh layout alone", () => {
    const path = join(cloudscape, 'app-layout/internal.js');
    const result = transform(installed('app-layout/internal.js'), path);
    expect(importsOf(installed('app-layout/internal.js'))).toContain('./visual-refresh-toolbar');
    expect(importsOf(result?.code ?? '')).toEqual(['react', './visual-refresh']);
    expect(result?.code).toContain('export const AppLayoutInternal');
  });

  it('the installed Cloudscape always runs the visual refresh, so the switch never picks Classic', () => {
    expect(installed('internal/environment.js')).toContain('ALWAYS_VISUAL_REFRESH = true');
  });

  it("keeps the error boundary's fallback, without the message formatter", () => {
    const path = join(cloudscape, 'error-boundary/fallback.js');
    const result = transform(installed('error-boundary/fallback.js'), path);
    expect(importsOf(installed('error-boundary/fallback.js'))).toContain('intl-messageformat');
    expect(importsOf(result?.code ?? '')).not.toContain('intl-messageformat');
    expect(result?.code).not.toContain('IntlMessageFormat');
    expect(result?.code).toContain('export function ErrorBoundaryFallback');
  });

  it.each(CLOUDSCAPE_TRIMS)('stops the build when a release changes $module', (trim) => {
    const changed = installed(trim.module, trim.package).replace(trim.expect[0], '');
    expect(() => transform(changed, join(folderOf(trim.package), trim.module))).toThrow(
      `${trim.package ?? 'Cloudscape'}'s ${trim.module} changed`,
    );
  });

  it("keeps zod's parsing and leaves out its JSON Schema generation, which throws in plain words", async () => {
    const module = 'v4/classic/schemas.js';
    const code = transform(installed(module, 'zod'), join(zod, module))?.code ?? '';
    const imports = (text: string) => [...text.matchAll(/from "([^"]+)"/g)].map((match) => match[1]);
    expect(imports(installed(module, 'zod'))).toContain('../core/to-json-schema.js');
    expect(imports(code)).not.toContain('../core/to-json-schema.js');
    expect(imports(code)).not.toContain('../core/json-schema-processors.js');
    expect(imports(code)).toContain('./parse.js');
    expect(code).toContain("JSON Schema generation is left out of Sahab's web build");
    await expect(esbuild.transform(code, { loader: 'js', format: 'esm' })).resolves.toBeTruthy();
    expect(() => transform('z.toJSONSchema(schema)', '/repo/web/src/x.ts')).toThrow("the cut of zod's");
  });

  it.each(['app-layout/drawer/overflow-menu.js', 'table/header-cell/sort-menu.js'])(
    'loads the button dropdown of %s on demand, each of its elements in a Suspense',
    async (module) => {
      const installedCode = installed(module);
      const code = transform(installedCode, join(cloudscape, module))?.code ?? '';
      expect(importsOf(installedCode)).toContain('../../button-dropdown/internal');
      expect(importsOf(code)).not.toContain('../../button-dropdown/internal');
      expect(code).toContain("React.lazy(() => import('../../button-dropdown/internal'))");
      const elements = (text: string) =>
        text.split('React.createElement(InternalButtonDropdown, ').length - 1;
      const suspended = (text: string) =>
        text.split(
          'React.createElement(React.Suspense, { fallback: null }, React.createElement(InternalButtonDropdown, ',
        ).length - 1;
      expect(elements(installedCode)).toBeGreaterThan(0);
      expect(suspended(code)).toBe(elements(installedCode));
      // still a module the bundler can read, with the Suspense closed where the element closed
      await expect(esbuild.transform(code, { loader: 'js', format: 'esm' })).resolves.toBeTruthy();
    },
  );

  it('finds where a call ends past parentheses inside strings and nested calls', () => {
    const code = 'x = f(a, ")", g(\'(\'), `)`, h(b)); y()';
    expect(code.slice(code.indexOf('f'), callEnd(code, code.indexOf('(')))).toBe(
      'f(a, ")", g(\'(\'), `)`, h(b))',
    );
    expect(() => callEnd('f(a, g(b)', 1)).toThrow('never closes');
  });

  it("keeps the base theme's light tokens and the contexts Sahab renders, without the unused modes", () => {
    const module = 'internal/base-theme/styles.scoped.css';
    const css = transform(installed(module), join(cloudscape, module))?.code ?? '';
    expect(installed(module)).toContain('.awsui-dark-mode:not(#\\9)');
    for (const unused of [
      '.awsui-dark-mode',
      '.awsui-compact-mode',
      '.awsui-context-top-navigation',
      '.awsui-context-content-header',
    ])
      expect(css).not.toContain(unused);
    for (const kept of [
      '.awsui-context-flashbar:not',
      '.awsui-context-alert:not',
      '.awsui-motion-disabled:not',
    ])
      expect(css).toContain(kept);
    // the light tokens of `body`, the first rule, are kept as installed
    const lightTokens = (text: string) =>
      text.slice(text.indexOf('body {'), text.indexOf('}', text.indexOf('body {')));
    expect(lightTokens(css)).toEqual(lightTokens(installed(module)));
    expect(lightTokens(css).length).toBeGreaterThan(10_000);
    expect(css.length).toBeLessThan(installed(module).length * 0.8);
    expect(css.trim().endsWith('}')).toBe(true);
  });

  it('stops the build when Sahab starts using a mode whose tokens were cut', () => {
    expect(() => transform('applyMode(Mode.Dark);', '/repo/web/src/main.tsx')).toThrow(
      'uses applyMode: the cut of Cloudscape',
    );
    expect(() =>
      transform('<ContentLayout headerVariant="high-contrast" />', '/repo/web/src/pages/X.tsx'),
    ).toThrow('uses high-contrast');
    const topNavigation = join(cloudscape, 'top-navigation/internal.js');
    expect(() => transform(installed('top-navigation/internal.js'), topNavigation)).toThrow(
      'is part of the build',
    );
    expect(transform('export const mode = "light";', '/repo/web/src/main.tsx')).toBeNull();
  });

  it('leaves every other module alone', () => {
    expect(transform(installed('app-layout/index.js'), join(cloudscape, 'app-layout/index.js'))).toBeNull();
  });
});
