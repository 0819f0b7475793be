import type { Requirements } from '../requirements';
import { TEMPLATE_FILE } from './names';

/**
 * Where the generated workflow finds Sahab's pull-request check (action/ in Sahab's repository, a
 * composite action that runs the published scanner package): one home for the reference.
 */
export const SAHAB_ACTION = 'sahab-dev/sahab/action@v1';

/**
 * A GitHub Actions workflow for the repository that holds the template: on every pull request and
 * push that touches it, Sahab's check (SAHAB_ACTION: the scanner package, no checkout of Sahab)
 * compares the template with its base on the requested frameworks, validates it with AWS's
 * validator, uploads SARIF to code scanning and keeps one comment on the pull request; on the main
 * branch it then deploys the stack through an OIDC role (no stored keys).
 */
export function pipelineWorkflow(req: Requirements): string {
  return `name: Check and deploy

on:
  pull_request:
    paths: ['${TEMPLATE_FILE}', '.github/workflows/deploy.yml']
  push:
    branches: [main]
    paths: ['${TEMPLATE_FILE}', '.github/workflows/deploy.yml']
  workflow_dispatch:

permissions:
  contents: read
  security-events: write
  pull-requests: write
  id-token: write

env:
  AWS_REGION: ${req.region}
  STACK_NAME: \${{ vars.STACK_NAME || 'sahab-design' }}

jobs:
  check:
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@v4
        with:
          # the base commit too: the check compares the template with it
          fetch-depth: 0
      - name: Compliance and cost check (${req.frameworks.join(', ')})
        uses: ${SAHAB_ACTION}
        with:
          paths: ${TEMPLATE_FILE}
          frameworks: ${req.frameworks.join(' ')}
          region: \${{ env.AWS_REGION }}
          fail-on: high
          validate: true

  deploy:
    needs: check
    if: github.event_name != 'pull_request' && github.ref == 'refs/heads/main'
    runs-on: ubuntu-latest
    environment: production
    steps:
      - uses: actions/checkout@v4
      - uses: aws-actions/configure-aws-credentials@v4
        with:
          role-to-assume: \${{ vars.AWS_DEPLOY_ROLE_ARN }}
          aws-region: \${{ env.AWS_REGION }}
      - name: Deploy the stack
        run: >-
          aws cloudformation deploy
          --template-file ${TEMPLATE_FILE}
          --stack-name "$STACK_NAME"
          --capabilities CAPABILITY_IAM CAPABILITY_NAMED_IAM
          --no-fail-on-empty-changeset
          \${{ vars.STACK_PARAMETERS && format('--parameter-overrides {0}', vars.STACK_PARAMETERS) || '' }}
`;
}
