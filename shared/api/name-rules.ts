/**
 * Names a user types, as patterns: the route schemas check them on the server, and the forms as
 * the user types, without loading the schemas.
 */

/** CloudFormation's stack name rule; the spec's minimum length is 3. */
export const STACK_NAME_PATTERN = /^[a-zA-Z][-a-zA-Z0-9]*$/;

/**
 * An instance's name prefixes every logical id, parameter, condition, mapping and output it brings
 * into the composed template, so it follows CloudFormation's logical-id rule (and a length that
 * leaves room for the template's own names).
 */
export const INSTANCE_NAME_PATTERN = /^[A-Za-z][A-Za-z0-9]{0,31}$/;
