// @ts-check
// `npm run deploy:image [-- --base IMAGE] [--tag NAME] [--smoke]`: builds deploy/Containerfile
// with Debian's buildah, and with --smoke starts it with podman against $DATABASE_URL.
//
// Without --base (or WAYMARK_BASE_IMAGE) the base is made here, as where no image registry is
// reachable: a Debian bookworm rootfs by debootstrap from the mirror this machine's apt uses,
// imported as localhost/waymark-base:bookworm (once; later builds reuse it).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureDebianPackages } from '../scripts/lib/dependencies.mjs';
import { run, step } from '../scripts/lib/run.mjs';
import { smokeTest } from './smoke-image.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const LOCAL_BASE = 'localhost/waymark-base:bookworm';
const args = process.argv.slice(2);
const option = (/** @type {string} */ name) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const version = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')).version;
const tag = option('--tag') ?? `localhost/waymark:${version}`;

/** Where this machine's apt gets bookworm from (deb822 .sources or one-line lists). */
function debianMirror() {
  const files = ['/etc/apt/sources.list'];
  if (existsSync('/etc/apt/sources.list.d')) {
    files.push(
      ...readdirSync('/etc/apt/sources.list.d').map((f) => `/etc/apt/sources.list.d/${f}`),
    );
  }
  for (const file of files.filter((f) => existsSync(f))) {
    const text = readFileSync(file, 'utf8');
    const oneLine = /^deb\s+(?:\[[^\]]*\]\s+)?(\S+)\s+bookworm\s/m.exec(text);
    if (oneLine?.[1]) return oneLine[1];
    for (const stanza of text.split(/\n\s*\n/)) {
      const uri = /^URIs:\s*(\S+)/m.exec(stanza)?.[1];
      if (uri && /^Suites:.*\bbookworm\b(?!-)/m.test(stanza)) return uri;
    }
  }
  return 'http://deb.debian.org/debian';
}

/** The OCI runtime for RUN steps and podman: runc where installed (see README on crun). */
function runtimeArgs() {
  const runtime = process.env.WAYMARK_OCI_RUNTIME ?? (existsSync('/usr/sbin/runc') ? 'runc' : '');
  return runtime ? ['--runtime', runtime] : [];
}

/** Podman's default limits (1048576 files) may exceed what this process may set: take its own. */
export function ulimitArgs() {
  const limits = spawnSync('sh', ['-c', 'ulimit -Sn; ulimit -Hn'], { encoding: 'utf8' });
  const [soft, hard] = limits.stdout.trim().split('\n');
  return soft && hard ? ['--ulimit', `nofile=${soft}:${hard}`, '--ulimit', 'nproc=4096:4096'] : [];
}

async function makeBase() {
  const exists = spawnSync('podman', ['image', 'exists', LOCAL_BASE]).status === 0;
  if (exists) return LOCAL_BASE;
  await ensureDebianPackages(['debootstrap']);
  const mirror = debianMirror();
  const rootfs = '/tmp/waymark-base-rootfs';
  step(`making ${LOCAL_BASE}: debootstrap bookworm from ${mirror}`);
  rmSync(rootfs, { recursive: true, force: true });
  await run('debootstrap', ['--variant=minbase', 'bookworm', rootfs, mirror]);
  // What the image's apt-get uses: the same mirror, with updates and security fixes.
  const security = mirror.replace(/\/debian\/?$/, '/debian-security');
  const sources = [
    `deb ${mirror} bookworm main`,
    `deb ${mirror} bookworm-updates main`,
    `deb ${security} bookworm-security main`,
  ].join('\n');
  await run('sh', [
    '-c',
    `rm -rf "${rootfs}"/var/cache/apt/archives/*.deb "${rootfs}"/var/lib/apt/lists/* && ` +
      `printf '%s\\n' '${sources.replace(/\n/g, "' '")}' > "${rootfs}/etc/apt/sources.list" && ` +
      `tar -C "${rootfs}" --numeric-owner -c . | podman import --change 'CMD ["/bin/bash"]' - ${LOCAL_BASE}`,
  ]);
  rmSync(rootfs, { recursive: true, force: true });
  return LOCAL_BASE;
}

await ensureDebianPackages(['buildah', 'podman', 'runc']);
const base = option('--base') ?? process.env.WAYMARK_BASE_IMAGE ?? (await makeBase());
const caFile = process.env.NODE_EXTRA_CA_CERTS;
const secret = caFile && existsSync(caFile) ? ['--secret', `id=npm-ca,src=${caFile}`] : [];
step(`buildah bud ${tag} from ${base}`);
const started = Date.now();
await run(
  'buildah',
  [
    'bud',
    '--layers',
    '--format',
    'docker',
    ...runtimeArgs(),
    ...ulimitArgs(),
    ...secret,
    '--build-arg',
    `BASE=${base}`,
    '-f',
    'deploy/Containerfile',
    '-t',
    tag,
    '.',
  ],
  { cwd: ROOT },
);
const seconds = Math.round((Date.now() - started) / 1000);
const size = spawnSync('podman', ['image', 'inspect', '--format', '{{.Size}}', tag], {
  encoding: 'utf8',
}).stdout.trim();
console.log(`${tag}: built in ${seconds} s, ${(Number(size) / 1e6).toFixed(0)} MB`);
if (args.includes('--smoke'))
  await smokeTest(tag, { runtime: runtimeArgs(), ulimits: ulimitArgs() });
