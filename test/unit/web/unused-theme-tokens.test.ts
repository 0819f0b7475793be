import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { withoutUnreadTokens } from '../../../web/build/unused-theme-tokens';

const cloudscape = dirname(
  createRequire(import.meta.url).resolve('@cloudscape-design/components/package.json'),
);

describe("the base theme's token declarations, cut to the tokens something reads", () => {
  const theme = [
    '@layer awsui-base-theme{body{--a-1:#fff;--b-2:var(--c-3);--c-3:4px;--d-4:1px;--e-5:var(--f-6)}',
    '.awsui-context-alert:not(#\\9){--a-1:#000;--d-4:2px}',
    '.awsui_x--y:hover:not(#\\9){color:var(--g-7)}}',
  ].join('');

  it('keeps what other files read, what kept tokens read in turn, and every rule and selector', () => {
    const cut = withoutUnreadTokens(theme, ['.x{color:var(--a-1,#fff)}', 'const t="var(--b-2, 4px)"']);
    expect(cut).toBe(
      [
        '@layer awsui-base-theme{body{--a-1:#fff;--b-2:var(--c-3);--c-3:4px;}',
        '.awsui-context-alert:not(#\\9){--a-1:#000;}',
        '.awsui_x--y:hover:not(#\\9){color:var(--g-7)}}',
      ].join(''),
    );
  });

  it('keeps a token the theme reads outside its token declarations', () => {
    const withRead = theme.replace('color:var(--g-7)', 'color:var(--d-4)');
    expect(withoutUnreadTokens(withRead, [])).toContain('--d-4:1px');
    expect(withoutUnreadTokens(withRead, [])).toContain('--d-4:2px');
    expect(withoutUnreadTokens(withRead, [])).not.toContain('--a-1:');
  });

  it('on the installed theme, keeps every token when everything is read, and leaves valid blocks', () => {
    const installed = readFileSync(join(cloudscape, 'internal/base-theme/styles.scoped.css'), 'utf8');
    const names = [...new Set(installed.match(/--[\w-]+(?=:)/g))];
    expect(names.length).toBeGreaterThan(500);
    expect(withoutUnreadTokens(installed, [names.join(' ')])).toBe(installed);
    const cut = withoutUnreadTokens(installed, ['var(--color-text-body-default-b2us04)']);
    expect(cut.length).toBeLessThan(installed.length / 5);
    // the token read, and the palette colour its light value reads
    expect(cut).toContain('--color-text-body-default-b2us04:var(--color-neutral-950-qa1l7j);');
    expect(cut).toContain('--color-neutral-950-qa1l7j:#0f141a;');
    expect(cut).not.toContain('--color-primary-50-hzpado:');
    expect(cut.split('{').length).toBe(installed.split('{').length);
    expect(cut.split('}').length).toBe(installed.split('}').length);
  });
});
