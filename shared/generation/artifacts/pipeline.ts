import type { Requirements } from '../requirements';
import { TEMPLATE_FILE } from './names';

/**
 * A GitHub Actions workflow for the repository that holds the template: on every push it runs
 * Sahab's scanner (`npm run scan`, from the repository named by the SAHAB_REPOSITORY variable)
 * on the requested frameworks with AWS's validator, uploads the SARIF to code scanning, and on
 * the main branch deploys the stack through an OIDC role (no stored keys).
 */
export function pipelineWorkflow(req: Requirements): string {
  const frameworks = req.frameworks.map((f) => `--framework ${f}`).join(' ');
  return `name: Scan and deploy

on:
  push:
    paths: ['${TEMPLATE_FILE}', '.github/workflows/deploy.yml']
  workflow_dispatch:

permissions:
  contents: read
  security-events: write
  id-token: write

env:
  AWS_REGION: ${req.region}
  STACK_NAME: \${{ vars.STACK_NAME || 'sahab-design' }}

jobs:
  scan:
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@v4
      - uses: actions/checkout@v4
        with:
          repository: \${{ vars.SAHAB_REPOSITORY }}
          path: .sahab
      - uses: actions/setup-node@v4
        with:
          node-version: 22
      - name: Install the scanner
        run: npm ci --prefix .sahab --no-audit --no-fund
      - name: Scan (${req.frameworks.join(', ')}) and validate
        run: npm run --prefix .sahab scan -- "$GITHUB_WORKSPACE/${TEMPLATE_FILE}" ${frameworks} --region "$AWS_REGION" --validate --format sarif --fail-on high > results.sarif
      - name: Upload SARIF to code scanning
        if: always()
        uses: github/codeql-action/upload-sarif@v3
        with:
          sarif_file: results.sarif
          category: sahab

  deploy:
    needs: scan
    if: github.ref == 'refs/heads/main'
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
