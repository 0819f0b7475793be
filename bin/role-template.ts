// Writes the cross-account role template to the site root (the link wizard's download).
import { writeFileSync } from 'node:fs';
import { ROLE_TEMPLATE } from '#shared/accounts/role-template';

writeFileSync('web/public/sahab-role.yaml', ROLE_TEMPLATE);
console.log('web/public/sahab-role.yaml written');
