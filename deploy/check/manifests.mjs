// @ts-check
// The rendered chart, checked three ways: each manifest against the Kubernetes API schemas
// (kubernetes-models' validators), each one again as a TypeScript literal of its kind's type (the
// excess-property check finds fields Kubernetes does not know: a misspelt `livenesProbe` passes
// a schema that allows more properties), and the chart's own promises (rules below).
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseAllDocuments } from 'yaml';

const HERE = path.dirname(fileURLToPath(import.meta.url));

/** @typedef {{ apiVersion: string, kind: string, metadata: { name: string, annotations?: Record<string, string> }, spec?: any, data?: Record<string, string> }} Manifest */

/** The module of a kind's model: Kubernetes' own, or prometheus-operator's. */
function modelModule(/** @type {string} */ apiVersion, /** @type {string} */ kind) {
  if (apiVersion.startsWith('monitoring.coreos.com/')) {
    return `@kubernetes-models/prometheus-operator/${apiVersion}/${kind}`;
  }
  return `kubernetes-models/${apiVersion}/${kind}`;
}

/** @param {string} text the output of helm template @param {string} outBase @param {string} root */
export async function checkManifests(text, outBase, root) {
  /** @type {Manifest[]} */
  const docs = [];
  for (const doc of parseAllDocuments(text)) {
    if (doc.errors.length > 0) throw new Error(`YAML: ${doc.errors[0]?.message}`);
    const value = doc.toJS();
    if (value) docs.push(value);
  }
  const typed = [];
  for (const [i, doc] of docs.entries()) {
    const where = `${doc.kind} ${doc.metadata?.name}`;
    const module = modelModule(doc.apiVersion, doc.kind);
    const Model = (await import(module).catch(() => ({})))[doc.kind];
    if (!Model) throw new Error(`${where}: no schema for ${doc.apiVersion} ${doc.kind}`);
    try {
      new Model(doc).validate();
    } catch (err) {
      throw new Error(`${where}: ${err instanceof Error ? err.message : err}`);
    }
    typed.push(`import type { I${doc.kind} as T${i} } from '${module}';`);
    typed.push(`export const m${i}: T${i} = ${JSON.stringify(doc, null, 1)};`);
  }
  strictFields(typed.join('\n'), path.basename(outBase), root);
  chartRules(docs);
  return docs.map((d) => d.kind);
}

/**
 * tsc on the manifests as typed literals, written under deploy/check/node_modules so that the
 * models resolve (and no tool or git looks at them).
 */
function strictFields(/** @type {string} */ source, /** @type {string} */ name, root) {
  const dir = path.join(HERE, 'node_modules/.cache/typed-manifests');
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${name}.ts`);
  writeFileSync(file, `${source}\n`);
  const tsc = path.join(root, 'node_modules/typescript/bin/tsc');
  const args = ['--noEmit', '--strict', '--skipLibCheck', '--target', 'es2022'];
  args.push('--module', 'nodenext', '--moduleResolution', 'nodenext', file);
  const result = spawnSync(process.execPath, [tsc, ...args], { encoding: 'utf8' });
  if (result.status !== 0) {
    throw new Error(`fields Kubernetes does not know, or of the wrong type:\n${result.stdout}`);
  }
}

/** @param {boolean} ok @param {string} message */
function expect(ok, message) {
  if (!ok) throw new Error(`chart rule: ${message}`);
}

/** @param {Record<string, string>} labels @param {Record<string, string>} selector */
const selects = (selector, labels) => Object.entries(selector).every(([k, v]) => labels?.[k] === v);

/** What the chart promises beyond valid objects: probes, hooks, grace periods, selectors. */
function chartRules(/** @type {Manifest[]} */ docs) {
  const of = (/** @type {string} */ kind) => docs.filter((d) => d.kind === kind);
  const deployment = (/** @type {string} */ suffix) =>
    of('Deployment').find((d) => d.metadata.name.endsWith(`-${suffix}`));
  const api = deployment('api');
  const worker = deployment('worker');
  expect(Boolean(api && worker), 'an api and a worker Deployment');
  if (!api || !worker) return;
  const config = of('ConfigMap')[0];
  const grace = Number(config?.data?.SHUTDOWN_GRACE_SECONDS);
  expect(grace > 0, 'SHUTDOWN_GRACE_SECONDS in the ConfigMap');

  const apiPod = api.spec.template.spec;
  const apiContainer = apiPod.containers[0];
  expect(apiContainer.args[0] === 'api', 'the api container runs `api`');
  expect(apiContainer.readinessProbe.httpGet.path === '/api/health/ready/', 'api readiness');
  expect(apiContainer.livenessProbe.httpGet.path === '/api/health/live/', 'api liveness');
  const preStop = Number(apiContainer.lifecycle.preStop.exec.command[1]);
  expect(preStop > 0, 'a preStop sleep on the api');
  expect(apiPod.terminationGracePeriodSeconds > preStop + grace, 'api grace > preStop + drain');
  expect(
    apiContainer.env.some((/** @type {any} */ e) => e.name === 'WORKER' && e.value === 'off'),
    'the api leaves processing to the workers (WORKER=off)',
  );
  const workerPod = worker.spec.template.spec;
  expect(workerPod.containers[0].args[0] === 'worker', 'the worker container runs `worker`');
  expect(workerPod.terminationGracePeriodSeconds > grace, 'worker grace > drain');
  for (const pod of [apiPod, workerPod]) {
    expect(pod.securityContext.runAsUser === 10001, 'pods run as uid 10001');
    expect(pod.securityContext.runAsNonRoot === true, 'pods run as non-root');
  }

  const job = of('Job')[0];
  const hooks = (/** @type {Manifest | undefined} */ d) => d?.metadata.annotations ?? {};
  expect(job?.spec.template.spec.containers[0].args[0] === 'migrate', 'a migrations Job');
  expect(hooks(job)['helm.sh/hook'] === 'pre-install,pre-upgrade', 'migrations run as a hook');
  const jobWeight = Number(hooks(job)['helm.sh/hook-weight']);
  for (const d of [config, ...of('Secret')]) {
    expect(Number(hooks(d)['helm.sh/hook-weight']) < jobWeight, `${d?.kind} made before the Job`);
  }

  for (const d of [...of('Deployment'), job]) {
    const refs = (d?.spec.template.spec.containers[0].envFrom ?? []).map(
      (/** @type {any} */ e) => e.configMapRef?.name ?? e.secretRef?.name,
    );
    expect(refs.includes(config?.metadata.name), `${d?.metadata.name} reads the ConfigMap`);
  }
  const services = of('Service');
  const apiService = services.find((s) =>
    selects(s.spec.selector, api.spec.template.metadata.labels),
  );
  expect(Boolean(apiService), 'a Service selects the api pods');
  for (const hpa of of('HorizontalPodAutoscaler')) {
    expect(hpa.spec.scaleTargetRef.name === api.metadata.name, 'the HPA scales the api');
    expect(api.spec.replicas === undefined, 'no replica count beside the HPA');
  }
  for (const pdb of of('PodDisruptionBudget')) {
    const target = [api, worker].find((d) =>
      selects(pdb.spec.selector.matchLabels, d.spec.template.metadata.labels),
    );
    expect(Boolean(target), `PDB ${pdb.metadata.name} selects a Deployment's pods`);
  }
  for (const ingress of of('Ingress')) {
    for (const rule of ingress.spec.rules) {
      for (const p of rule.http.paths) {
        const service = services.find((s) => s.metadata.name === p.backend.service.name);
        const port = service?.spec.ports.some(
          (/** @type {any} */ sp) => sp.name === p.backend.service.port.name,
        );
        expect(Boolean(port), `Ingress ${ingress.metadata.name} reaches a Service port`);
      }
    }
  }
}
