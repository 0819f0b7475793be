// Regenerates the rule catalogue in README.md from the rule metadata.
import { readFileSync, writeFileSync } from 'node:fs';
import { replaceRulesSection } from '#shared/compliance/output/rules-markdown';

const readme = readFileSync('README.md', 'utf8');
writeFileSync('README.md', replaceRulesSection(readme));
console.log('README.md rule catalogue updated');
