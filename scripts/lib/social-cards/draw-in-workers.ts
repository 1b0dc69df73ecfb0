import { availableParallelism } from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { DrawCards } from './update-cards';

// A worker starts by loading satori and the fonts (about half a second): not worth it for a few cards.
const CARDS_PER_WORKER = 16;

// Worker threads do not inherit tsx's loader, so each registers it before loading the worker.
const boot = (file: string) => `require('tsx/cjs'); require(${JSON.stringify(file)});`;
const WORKER = path.join(__dirname, 'draw-worker.ts');

/**
 * Draws cards on up to one thread per core, each thread one card at a time: satori and resvg are
 * CPU-bound, and a cold build draws thousands of cards.
 */
export function drawInWorkers(logoFile: string): DrawCards {
  return async (inputs, save) => {
    const count = Math.min(availableParallelism(), Math.ceil(inputs.length / CARDS_PER_WORKER));
    const workers = Array.from(
      { length: count },
      () => new Worker(boot(WORKER), { eval: true, workerData: { logoFile } }),
    );
    let next = 0;
    const run = (worker: Worker) =>
      new Promise<void>((resolve, reject) => {
        const give = () => {
          if (next === inputs.length) return resolve();
          const index = next++;
          worker.postMessage({ index, input: inputs[index] });
        };
        worker.on('message', ({ index, png }: { index: number; png: Uint8Array }) => {
          save(index, png);
          give();
        });
        worker.on('error', reject);
        worker.on('exit', (code) => reject(new Error(`A card worker stopped (exit ${code})`)));
        give();
      });
    try {
      await Promise.all(workers.map(run));
    } finally {
      await Promise.all(workers.map((worker) => worker.terminate()));
    }
  };
}
