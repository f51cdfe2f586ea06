import { parentPort } from 'node:worker_threads';
import { loadFaceModels, matchFaces } from './faces.ts';
import { loadMrzEngine, readMrzLines } from './mrz-ocr.ts';
import type { EngineReply, EngineTask } from './pool.ts';

/*
 * One thread of the evidence pool (./pool.ts). Its models load once, when it starts, so every task
 * after the first pays inference only; tasks come one at a time (the pool never sends a second
 * before the first is answered).
 */

const port = parentPort;
if (!port) throw new Error('kit/evidence/worker.ts runs as a worker thread');

const ready = Promise.all([loadFaceModels(), loadMrzEngine()]);

async function run(task: EngineTask): Promise<unknown> {
  await ready;
  if (task.kind === 'faces') return matchFaces(task.first, task.second);
  if (task.kind === 'mrz') return readMrzLines(task.image);
  return null;
}

port.on('message', (task: EngineTask) => {
  run(task).then(
    (result) => port.postMessage({ id: task.id, result } satisfies EngineReply),
    (error: unknown) =>
      port.postMessage({
        id: task.id,
        error: (error as Error).message ?? String(error),
      } satisfies EngineReply),
  );
});
