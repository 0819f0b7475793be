import { describe, expect, it } from 'vitest';
import { quickCreateLink } from '#shared/accounts/quick-create';

describe('quick-create link', () => {
  it('is absent without a public template URL', () => {
    expect(quickCreateLink({ externalId: 'user-1' })).toBeUndefined();
    expect(quickCreateLink({ externalId: 'user-1', templateUrl: '  ' })).toBeUndefined();
  });

  it('opens the console review page with the external id and platform account prefilled', () => {
    const link = quickCreateLink({
      templateUrl: 'https://sahab.example/sahab-role.yaml',
      externalId: 'user+1@x',
      platformAccountId: '111122223333',
      region: 'me-central-1',
    });
    const url = new URL(String(link));
    expect(url.origin).toBe('https://me-central-1.console.aws.amazon.com');
    expect(url.searchParams.get('region')).toBe('me-central-1');
    const [route, query] = url.hash.slice(1).split('?');
    expect(route).toBe('/stacks/create/review');
    const params = new URLSearchParams(query);
    expect(params.get('templateURL')).toBe('https://sahab.example/sahab-role.yaml');
    expect(params.get('param_ExternalId')).toBe('user+1@x');
    expect(params.get('param_PlatformAccountId')).toBe('111122223333');
    expect(params.get('stackName')).toBe('sahab-access');
  });
});
