import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import * as tf from '@tensorflow/tfjs';
import { setWasmPaths } from '@tensorflow/tfjs-backend-wasm';

const require = createRequire(import.meta.url);
let ready: Promise<void> | null = null;

/**
 * TensorFlow.js on its WASM backend, set up once per process. The plain CPU backend is 20-40x slower
 * and tfjs-node cannot be installed here (stack notes).
 */
export async function loadTf(): Promise<typeof tf> {
  if (!ready) {
    ready = (async () => {
      const wasmDir = path.dirname(require.resolve('@tensorflow/tfjs-backend-wasm'));
      setWasmPaths(`${wasmDir}${path.sep}`);
      await tf.setBackend('wasm');
      await tf.ready();
    })();
  }
  await ready;
  return tf;
}

/** Directory of an installed package, found through its main entry (some packages do not export package.json). */
export function packageDir(name: string, levelsUp: number): string {
  let dir = path.dirname(require.resolve(name));
  for (let i = 0; i < levelsUp; i++) dir = path.dirname(dir);
  return dir;
}

/** Model artifacts read from disk: the weights ship inside npm packages, nothing is downloaded. */
export function readModelArtifacts(modelJsonPath: string): tf.io.ModelArtifacts {
  const json = JSON.parse(readFileSync(modelJsonPath, 'utf8')) as {
    modelTopology: object;
    format?: string;
    generatedBy?: string;
    convertedBy?: string | null;
    signature?: object;
    weightsManifest: Array<{ paths: string[]; weights: tf.io.WeightsManifestEntry[] }>;
  };
  const dir = path.dirname(modelJsonPath);
  const buffers = json.weightsManifest.flatMap((group) =>
    group.paths.map((p) => readFileSync(path.join(dir, p))),
  );
  const total = Buffer.concat(buffers);
  return {
    modelTopology: json.modelTopology,
    format: json.format,
    generatedBy: json.generatedBy,
    convertedBy: json.convertedBy ?? null,
    signature: json.signature,
    weightSpecs: json.weightsManifest.flatMap((group) => group.weights),
    weightData: total.buffer.slice(total.byteOffset, total.byteOffset + total.byteLength),
  };
}
