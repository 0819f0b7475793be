/**
 * What the role template lets Sahab do in a linked account, in plain words for the link wizard.
 * test/unit/accounts/role-permissions.test.ts holds each sentence to the template: the requests a
 * "never" sentence describes are refused by IAM's own rules.
 */
export const ROLE_PERMISSIONS = {
  may: [
    'Create CloudFormation stacks tagged managed-by: sahab, and update or delete only those, always running as the execution role.',
    'Read your stacks, networks and resource settings (the AWS SecurityAudit policy) to scan them against SAMA, NCA-ECC and CITC.',
    'Through CloudFormation, create the networks, servers, databases, storage, keys, functions and queues of the templates you deploy.',
    'Create IAM roles only with the SahabWorkloadBoundary permissions boundary, which caps what those roles can ever do, and under the /sahab/ path.',
  ],
  never: [
    'Change or delete a stack Sahab did not create, or the stack holding these roles.',
    'Create a role without the boundary, take the boundary off a role, or rewrite the boundary.',
    'Edit a trust policy or a policy version outside the /sahab/ path.',
    "Change a key or secret policy, or a function's code or settings, on a resource Sahab did not create; or write a bucket policy on a bucket outside your account.",
    'Stop or delete a CloudTrail trail (trails in Sahab stacks are kept when the stack is deleted), or delete logs Sahab did not create.',
    'Change the two Sahab roles themselves.',
  ],
} as const;
