import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { Worker } from 'node:worker_threads';
import type { StoredObject } from './storage.js';

/**
 * Above this size a file is hashed on a thread of its own: SHA-256 of 256 MB keeps a core busy
 * for about 0.7 s, time the api's event loop would otherwise take from every request it serves
 * meanwhile (map reads while a large upload is committed). Below it, a thread's start costs more
 * than it saves.
 */
const THREAD_FROM_BYTES = 4 * 1024 * 1024;

/** Runs in the worker thread: plain JavaScript, so it needs no loader in dist or under tsx. */
const HASH_IN_THREAD = `
const { createHash } = require('node:crypto');
const { createReadStream } = require('node:fs');
const { parentPort, workerData } = require('node:worker_threads');
const hash = createHash('sha256');
let size = 0;
createReadStream(workerData, { highWaterMark: 1024 * 1024 })
  .on('data', (chunk) => { hash.update(chunk); size += chunk.length; })
  .on('error', (err) => { throw err; })
  .on('end', () => parentPort.postMessage({ size, sha256: hash.digest('hex') }));
`;

/** The size and SHA-256 of a file on the local disk. */
export async function fileDigest(file: string): Promise<StoredObject> {
  if ((await stat(file)).size < THREAD_FROM_BYTES) return hashHere(file);
  return new Promise<StoredObject>((resolve, reject) => {
    const worker = new Worker(HASH_IN_THREAD, { eval: true, workerData: file });
    worker.once('message', (digest: StoredObject) => resolve(digest));
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (code !== 0) reject(new Error(`hashing ${file} stopped with code ${code}`));
    });
  });
}

async function hashHere(file: string): Promise<StoredObject> {
  const hash = createHash('sha256');
  let size = 0;
  for await (const chunk of createReadStream(file)) {
    hash.update(chunk as Buffer);
    size += (chunk as Buffer).length;
  }
  return { size, sha256: hash.digest('hex') };
}
