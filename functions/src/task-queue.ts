import { getFunctions } from 'firebase-admin/functions';
import { REGION } from './region';

/**
 * Gives `data` a task in the queue of the task queue function `functionName` (index.ts exports it
 * by that name). The task's name is `taskId`, so asking twice for the same one adds nothing: the
 * queue answers that it exists, which is what was wanted. `delaySeconds` holds it back that long.
 */
export async function enqueueTask<T>(
  functionName: string,
  data: T,
  taskId: string,
  delaySeconds = 0,
): Promise<void> {
  const queue = getFunctions().taskQueue<T>(`locations/${REGION}/functions/${functionName}`);
  try {
    await queue.enqueue(data, {
      id: taskId,
      dispatchDeadlineSeconds: 60,
      ...(delaySeconds > 0 ? { scheduleDelaySeconds: delaySeconds } : {}),
    });
  } catch (error) {
    if ((error as { code?: string }).code !== 'functions/task-already-exists') throw error;
  }
}
