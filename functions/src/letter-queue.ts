import { enqueueTask } from './task-queue';

/** The task queue function that fans a letter out, one batch a task (index.ts exports it). */
export const LETTER_QUEUE_FUNCTION = 'fanOutLetter';

/**
 * One batch of a letter's fan-out: the letter, the batch's number, and the last subscriber key of
 * the batch before it (none for the first).
 */
export interface LetterBatchTask {
  letter: string;
  batch: number;
  after?: string | null;
}

/** A batch's task name: one per batch, or per new start the schedule gives it (`restart`). */
export const letterBatchTaskId = ({ letter, batch }: LetterBatchTask, restart = 0) =>
  `${letter}-batch-${batch}${restart ? `-r${restart}` : ''}`;

/** Gives a batch its task, held back `delaySeconds` (letter-fan-out.ts paces the batches so). */
export function enqueueLetterBatch(
  task: LetterBatchTask,
  taskId: string,
  delaySeconds = 0,
): Promise<void> {
  return enqueueTask(LETTER_QUEUE_FUNCTION, task, taskId, delaySeconds);
}
