import { chmodSync, mkdirSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRemoteJWKSet } from 'jose';
import { localLiveHub } from '#functions/lib/adapters/local/in-process-live-updates';
import { liveTopicOwnedBy } from '#functions/lib/compose/live';
import { stopTemplateChecker } from '#functions/lib/compose/template-checker';
import { installWorkflowJournal, stopWorkflowWorkers } from '#functions/lib/compose/workflows';
import { accessTokenVerifier } from '#functions/lib/live/access-token';
import { enabledRoutes } from '#shared/api/define';
import { routeList } from '#shared/api/routes/index';
import type { SiteConfig } from '#shared/api/site-config';
import { sameOriginSite, securityHeaders } from '#shared/http/security-headers';
import { createApiGateway } from './api-gateway';
import { startupBanner } from './banner';
import { answerClientError } from './client-error';
import { startLocalDynamo } from './dynamo';
import {
  applyHandlerEnvironment,
  clearHandlerEnvironment,
  developerValue,
  localRegion,
  localTableName,
} from './handler-environment';
import { createHandlerLoader } from './handler-loader';
import { allowedHosts, refuseForeignHost } from './host-guard';
import { BodyTooLargeError, sendJson, sendNoRoute } from './http-util';
import { createJwtAuthorizer } from './jwt-authorizer';
import { createLiveSocketServer } from './live-socket-server';
import { createLocalOidc, OIDC_PREFIX } from './oidc/local-oidc';
import { startScheduleLoop } from './schedule-loop';
import { seedLocalCatalog } from './seed-catalog';
import { localSiteConfig } from './site-config';
import { createStaticSite } from './static-site';
import { ensureWebBuilt } from './web-build';
import { resumeInterruptedWorkflows } from './workflow-recovery';

const REPO_ROOT = fileURLToPath(new URL('..', import.meta.url));

export interface LocalRuntimeOptions {
  /** 0 = any free port (tests); default PORT or 3000 */
  port?: number;
  /** interface to listen on; loopback by default, since any e-mail can sign in */
  host?: string;
  /** default SAHAB_DATA_DIR or `.data/` */
  dataDir?: string;
  /**
   * the address browsers use, when it differs from http://localhost:<port> (a proxy, `npm run dev`);
   * default SAHAB_PUBLIC_URL. The server answers only for this host and its loopback addresses.
   */
  publicUrl?: string;
  /** build the SPA first when it is missing or stale (default true) */
  buildWeb?: boolean;
  webDir?: string;
  /** handlers' LOG_LEVEL (default LOG_LEVEL or INFO) */
  logLevel?: string;
  /** access-token lifetime in seconds (default SAHAB_OIDC_ACCESS_TOKEN_TTL or one hour, as Cognito) */
  accessTokenTtl?: number;
  /** where start-up and runtime messages go (default console.log); `false` for silence */
  log?: ((line: string) => void) | false;
}

export interface LocalRuntime {
  /** http://localhost:<port> */
  url: string;
  publicUrl: string;
  port: number;
  dataDir: string;
  issuer: string;
  clientId: string;
  siteConfig: SiteConfig;
  stop(): Promise<void>;
}

/** A fixed port reused by later runtimes of this process, for the reason given in dynamo.ts. */
let processHttpPort: number | undefined;

function listen(server: Server, port: number, host: string): Promise<number> {
  return new Promise((resolvePort, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolvePort((server.address() as AddressInfo).port);
    });
  });
}

/** The whole product on one machine (DESIGN.md section 1): SPA, config, OIDC, HTTP API, database. */
export async function startLocalRuntime(options: LocalRuntimeOptions = {}): Promise<LocalRuntime> {
  const log =
    options.log === false ? () => undefined : (options.log ?? ((line: string) => console.log(line)));
  const dataDir = resolve(options.dataDir ?? developerValue('SAHAB_DATA_DIR') ?? join(REPO_ROOT, '.data'));
  // only the owner may read it: NoEcho parameter values, secrets and signing keys are kept in clear
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  chmodSync(dataDir, 0o700);
  if (options.buildWeb ?? true) await ensureWebBuilt(REPO_ROOT, log);

  const tableName = localTableName();
  const region = localRegion();
  const dynamo = await startLocalDynamo(join(dataDir, 'dynamodb'), tableName);
  try {
    await seedLocalCatalog(dynamo.endpoint, tableName, region, { dataDir, repoRoot: REPO_ROOT });
  } catch (error) {
    await dynamo.stop();
    throw error;
  }

  let ready: ((req: IncomingMessage, res: ServerResponse) => Promise<void>) | undefined;
  let hosts: Set<string> | undefined;
  const server = createServer((req, res) => {
    if (!ready || !hosts) return sendJson(res, 503, { message: 'Starting' });
    const refusal = refuseForeignHost(req, hosts);
    if (refusal) return sendJson(res, refusal.status, refusal.body, { connection: 'close' });
    ready(req, res).catch((error: unknown) => {
      if (error instanceof BodyTooLargeError && !res.headersSent) {
        return sendJson(res, 413, { message: 'Request Entity Too Large', detail: error.message });
      }
      log(`[local] ${req.method} ${req.url} failed: ${(error as Error).stack ?? error}`);
      if (!res.headersSent) sendJson(res, 500, { message: 'Internal Server Error' });
      else res.destroy();
    });
  });
  // requests Node refuses before any handler (headers over its limit, bad framing): JSON, as the rest
  server.on('clientError', answerClientError);
  const requestedPort = options.port ?? Number(process.env.PORT ?? 3000);
  const host = options.host ?? '127.0.0.1';
  let port: number;
  try {
    port = await listen(server, requestedPort === 0 ? (processHttpPort ?? 0) : requestedPort, host);
  } catch (error) {
    await dynamo.stop();
    throw error;
  }
  if (requestedPort === 0) processHttpPort = port;
  const url = `http://localhost:${port}`;
  const publicUrl = (options.publicUrl ?? developerValue('SAHAB_PUBLIC_URL') ?? url).replace(/\/+$/, '');
  hosts = allowedHosts(port, publicUrl);

  applyHandlerEnvironment({
    tableName,
    dynamodbEndpoint: dynamo.endpoint,
    region,
    dataDir,
    apiUrl: `http://127.0.0.1:${port}`,
    logLevel: options.logLevel ?? developerValue('LOG_LEVEL') ?? 'INFO',
  });

  const ttl = options.accessTokenTtl ?? Number(developerValue('SAHAB_OIDC_ACCESS_TOKEN_TTL') ?? 3600);
  if (!Number.isInteger(ttl) || ttl < 60) {
    throw new Error('SAHAB_OIDC_ACCESS_TOKEN_TTL must be a whole number of seconds, at least 60');
  }
  const oidc = await createLocalOidc(publicUrl, dataDir, ttl);
  const siteConfig = localSiteConfig({
    publicUrl,
    issuer: oidc.issuer,
    clientId: oidc.clientId,
    logoutUrl: oidc.logoutUrl,
    region,
  });
  // Same checks as the API Gateway JWT authorizer; keys fetched over loopback from the issuer.
  const authorize = createJwtAuthorizer({
    issuer: oidc.issuer,
    audience: [oidc.clientId],
    jwksUri: `http://127.0.0.1:${port}${oidc.jwksPath}`,
  });
  const api = createApiGateway({
    // The same routes CDK deploys for the features switched on here.
    routes: enabledRoutes(routeList, { sandboxCheckout: siteConfig.billing.provider === 'sandbox' }),
    authorize,
    loadHandler: createHandlerLoader(join(REPO_ROOT, 'functions', 'http')),
    region,
    log,
  });
  // The same headers as CloudFront's response-headers policy; HSTS and upgrades only over https.
  const headers = securityHeaders(sameOriginSite(publicUrl.startsWith('https:')));
  const site = createStaticSite(resolve(options.webDir ?? join(REPO_ROOT, 'dist', 'web')), headers);
  const configJson = Buffer.from(JSON.stringify(siteConfig));

  ready = async (req, res) => {
    const pathname = (req.url ?? '/').split('?')[0]!;
    if (pathname === '/health' || pathname === '/api' || pathname.startsWith('/api/')) return api(req, res);
    if (pathname === OIDC_PREFIX || pathname.startsWith(`${OIDC_PREFIX}/`)) return oidc.handle(req, res);
    if (pathname === '/config.json') {
      const json = 'application/json; charset=utf-8';
      return site.answer(req, res, {
        status: 200,
        contentType: json,
        cacheControl: 'no-store',
        body: configJson,
      });
    }
    const method = req.method ?? 'GET';
    if (pathname === '/ws' || pathname.startsWith('/ws/')) return sendNoRoute(res, method, pathname);
    if (method !== 'GET' && method !== 'HEAD') return sendNoRoute(res, method, pathname);
    return site.serve(req, res, pathname);
  };

  // Live updates: the workflows publish to the process's hub; sockets on /ws/{id} listen to it.
  const live = createLiveSocketServer({
    hub: localLiveHub,
    verify: accessTokenVerifier({
      issuer: oidc.issuer,
      clientId: oidc.clientId,
      keys: createRemoteJWKSet(new URL(`http://127.0.0.1:${port}${oidc.jwksPath}`)),
    }),
    refuseHost: (req) => (hosts ? refuseForeignHost(req, hosts) : undefined),
    ownsTopic: liveTopicOwnedBy,
  });
  server.on('upgrade', live.handleUpgrade);

  log(startupBanner(publicUrl, siteConfig.simulated, dataDir));
  // after the handlers' environment is in place: resumed steps read and write the table
  await resumeInterruptedWorkflows(dataDir, log);
  const schedules = startScheduleLoop(log);

  let stopping: Promise<void> | undefined;
  const stop = () => {
    stopping ??= (async () => {
      live.close();
      schedules.stop();
      installWorkflowJournal(undefined);
      await new Promise<void>((done) => {
        server.close(() => done());
        server.closeAllConnections();
      });
      await stopWorkflowWorkers();
      await stopTemplateChecker();
      await dynamo.stop();
      clearHandlerEnvironment();
    })();
    return stopping;
  };
  return { url, publicUrl, port, dataDir, issuer: oidc.issuer, clientId: oidc.clientId, siteConfig, stop };
}
