// One thread of drawInWorkers: it draws each card it is sent and sends back the PNG.
import { parentPort, workerData } from 'node:worker_threads';
import { cardAssets } from './card-assets';
import type { CardInput } from './card-template';
import { drawCard } from './draw-card';

const assets = cardAssets(workerData.logoFile);

parentPort!.on('message', async ({ index, input }: { index: number; input: CardInput }) => {
  parentPort!.postMessage({ index, png: await drawCard(input, assets) });
});
