import { describe, expect, it } from 'vitest';
import { requirementsFromBrief } from '#functions/lib/simulators/offline-planner/read-brief';

/**
 * An application named as what the brief's asks are for ("a cache for our Rails app", "search for
 * our e-commerce platform") is the brief's own: the asks are built, and the general words for an
 * application ("app", "platform", "site") do not bring back the web application and database the
 * purpose already stood for. New wording.
 */
const kinds = (brief: string) => requirementsFromBrief({ prompt: brief }).workloads.map((w) => w.kind);

describe('an application the asks are for is not built again by its general words', () => {
  it.each<[string, string]>([
    ['Session cache for our Rails app: Redis, two nodes with automatic failover.', 'cache'],
    ['A shared file system for our Django app, about 200 GB of user uploads.', 'shared-files'],
    ['Full-text search for our e-commerce platform, so shoppers find products by name.', 'search'],
    ['Caching in front of our Laravel site, to take load off during sales.', 'cache'],
    ['Redis caching for the PHP application our agency already runs on its own hosting.', 'cache'],
  ])('%s', (brief, kind) => {
    const read = kinds(brief);
    expect(read).toContain(kind);
    expect(read).not.toContain('web-app');
    expect(read).not.toContain('relational-database');
  });

  it('still builds an application the brief asks for in general words', () => {
    expect(kinds('We need an app for our customers to book tables at our restaurants.')).toContain('web-app');
    expect(kinds('A booking site for our clinic, with a cache so pages load fast.')).toContain('web-app');
  });
});
