import { fileURLToPath } from 'node:url';
import { App, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { readAppConfig } from '#infra/config';
import { createSahab } from '#infra/sahab';
import { ensureWebBuild } from '#infra/web-build';
import { routeList } from '#shared/api/routes/index';

const app = new App();
const config = readAppConfig((key) => app.node.tryGetContext(key));
const siteAssetPath = config.webDist ?? (await ensureWebBuild(fileURLToPath(new URL('..', import.meta.url))));
const env = { account: process.env.CDK_DEFAULT_ACCOUNT, region: process.env.CDK_DEFAULT_REGION };
createSahab(app, { config, routes: routeList, siteAssetPath, env });
Validations.of(app).addPlugins(new AwsSolutionsChecks(app, { verbose: true }));
