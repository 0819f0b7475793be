/**
 * Live updates per deployment: deploys catalog templates through the product's own API
 * (deploy-direct into the caller's sandbox account, at SAHAB_SANDBOX_SPEED, default 20), watches
 * each over the WebSocket the page uses, then deletes it, and prints how many messages each phase
 * sent, their sizes (API Gateway's WebSocket limit is 128 KB a message) and the time to a final
 * status.
 *
 *   npm run bench:live -- [secure-database] [queue-worker ...]
 */
import { getTemplateValidator } from '#functions/lib/adapters/aws/cloudformation-validator';
import { awsAccountsLink, awsAccountsValidate, sandboxRole } from '#shared/api/routes/accounts';
import { awsResourcesSubnets, awsResourcesVpcs } from '#shared/api/routes/aws-resources';
import { deploymentsDelete } from '#shared/api/routes/deployments';
import { templatesDeployDirect } from '#shared/api/routes/templates';
import { type LiveMessage, liveMessageSchema } from '#shared/live/messages';
import { linkAccountRequest } from '#test/fixtures/accounts';
import { callRoute } from '#test/fixtures/accounts-api';
import { openLiveSocket } from '#test/fixtures/live';
import { subscribedUser } from '#test/fixtures/route-walker/users';
import { startRuntime } from '#test/fixtures/runtime';

const slugs = process.argv.slice(2).filter((a) => !a.startsWith('-'));
if (slugs.length === 0) slugs.push('secure-database');
const region = 'me-south-1';
const speed = Number(process.env.SAHAB_SANDBOX_SPEED ?? 20);

// The handlers run in this process: start AWS's validator (WebAssembly) before the first request,
// so its start-up is not charged to a request's time limit or to the first deployment.
getTemplateValidator().validate('Resources:\n  Q:\n    Type: AWS::SQS::Queue\n');
const runtime = await startRuntime({ logLevel: 'ERROR' });
try {
  const user = await subscribedUser(runtime, 'bench-live@example.com');
  const call = (route: Parameters<typeof callRoute>[1], options?: Parameters<typeof callRoute>[3]) =>
    callRoute(runtime, route, user.accessToken, options).then((answer) => {
      if (answer.status >= 300)
        throw new Error(`${route.path} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
      return answer.body;
    });
  const role = await call(sandboxRole);
  const account = await call(awsAccountsLink, {
    body: linkAccountRequest({ alias: 'bench', role_arn: role.role_arn }),
  });
  await call(awsAccountsValidate, { params: { id: account.id } });
  const vpcs = await call(awsResourcesVpcs, { query: { aws_account_id: account.id, region } });
  const vpcId: string = vpcs.vpcs[0].vpc_id;
  const subnets = await call(awsResourcesSubnets, {
    query: { aws_account_id: account.id, vpc_id: vpcId, region },
  });
  const subnetIds: string[] = subnets.subnets.map((s: { subnet_id: string }) => s.subnet_id);

  console.log(`sandbox speed ${speed}, region ${region}; messages on /ws/{id} per phase`);
  console.log(
    [
      'template',
      'resources',
      'create msgs',
      's to final',
      'final',
      'max KB',
      'delete msgs',
      's to gone',
    ].join(' | '),
  );
  for (const slug of slugs) {
    // the socket must be open before the workflow's first publish: the 202 comes first, then the
    // first observation at least 10 s / speed later
    const started = performance.now();
    const answer = await call(templatesDeployDirect, {
      body: {
        template_slug: slug,
        stack_name: `bench-${slug}`.slice(0, 60),
        aws_account_id: account.id,
        region,
        parameter_values: { DeletionProtection: 'false' },
        vpc_id: vpcId,
        subnet_ids: subnetIds,
      },
    });
    const id: string = answer.deployment_id;
    const socket = openLiveSocket(runtime, `/ws/${id}`, user.accessToken);
    await socket.opened;
    const final = await waitFor(socket, (m) => m.type === 'deployment' && !/_IN_PROGRESS$/.test(m.status));
    const createSeconds = (performance.now() - started) / 1000;
    const created = socket.messages.length;
    const sizes = socket.messages.map((m) => Buffer.byteLength(JSON.stringify(m)));
    const last = final.type === 'deployment' ? final : undefined;

    const deleteStarted = performance.now();
    await call(deploymentsDelete, { params: { id } });
    await waitFor(socket, (m) => m.type === 'deployment_removed');
    const deleteSeconds = (performance.now() - deleteStarted) / 1000;
    socket.close();
    console.log(
      [
        slug,
        last?.resources.length ?? 0,
        created,
        createSeconds.toFixed(1),
        last?.status,
        (Math.max(...sizes) / 1024).toFixed(1),
        socket.messages.length - created,
        deleteSeconds.toFixed(1),
      ].join(' | '),
    );
  }
} finally {
  await runtime.dispose();
}

/** Resolves with the first message (already received or to come) that passes `test`. */
async function waitFor(
  socket: ReturnType<typeof openLiveSocket>,
  test: (m: LiveMessage) => boolean,
): Promise<LiveMessage> {
  for (let seen = 0; ; seen++) {
    const all = await socket.received(seen + 1);
    // the server's frames, checked against the schemas they are built to
    const { data: message } = liveMessageSchema.safeParse(all[seen]);
    if (message && test(message)) return message;
  }
}
