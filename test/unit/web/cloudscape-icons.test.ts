import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import * as esbuild from 'esbuild';
import { describe, expect, it } from 'vitest';
import { iconNames, namedIn, withIcons } from '../../../web/build/cloudscape-icons';
import { iconsInUse } from '../../../web/build/cloudscape-unused-parts';

const cloudscape = dirname(
  createRequire(import.meta.url).resolve('@cloudscape-design/components/package.json'),
);
const installedIcons = readFileSync(join(cloudscape, 'icon/generated/icons.js'), 'utf8');

describe("Cloudscape's icon map, cut to the icons something names", () => {
  it('finds icon names in single, double and back quotes, and nothing that only contains one', () => {
    const names = ['close', 'angle-down', 'status-info', 'search'];
    const texts = [
      "name: 'close'",
      'iconName="angle-down"',
      'icon: `status-info`',
      'research angle-downward',
    ];
    expect([...namedIn(texts, names)].sort()).toEqual(['angle-down', 'close', 'status-info']);
  });

  it('keeps the entries asked for, each whole, and the map stays valid code', async () => {
    const map = [
      "import React from 'react';",
      'const icons = {',
      '    "a": React.createElement("svg", {},',
      '        React.createElement("path", { d: "M1" })),',
      '    "b": React.createElement("svg", {},',
      '        React.createElement("path", { d: "M2" })),',
      '    "c": React.createElement("svg", {},',
      '        React.createElement("path", { d: "M3" }))',
      '};',
      'export default icons;',
    ].join('\n');
    const cut = withIcons(map, new Set(['a', 'b']));
    expect(iconNames(cut)).toEqual(['a', 'b']);
    expect(cut).toContain('"M2"');
    expect(cut).not.toContain('"M3"');
    await expect(esbuild.transform(cut, { loader: 'jsx', format: 'esm' })).resolves.toBeTruthy();
  });

  it('keeps every icon Sahab and the Cloudscape components name, and leaves out the rest', async () => {
    const inUse = iconsInUse(installedIcons);
    const all = iconNames(installedIcons);
    expect(all.length).toBeGreaterThan(100);
    // named by Sahab's own code (account menu, deployment links) and inside Cloudscape (alerts, selects)
    for (const name of ['sign-out', 'grid-view', 'external', 'status-negative', 'caret-down-filled', 'close'])
      expect(inUse).toContain(name);
    // an icon set entry that no file spells as a literal
    expect(all).toContain('bug');
    expect(inUse).not.toContain('bug');
    const cut = withIcons(installedIcons, inUse);
    expect(iconNames(cut)).toEqual(all.filter((name) => inUse.has(name)));
    expect(cut.length).toBeLessThan(installedIcons.length * 0.6);
    await expect(esbuild.transform(cut, { loader: 'js', format: 'esm' })).resolves.toBeTruthy();
  });
});
