import { getFunctions } from 'firebase-admin/functions';
import { REGION } from './region';

/** The task queue function that sends the outbox's mails (index.ts exports it by this name). */
export const MAIL_QUEUE_FUNCTION = 'deliverMail';

/** What a task of the mail queue carries: the outbox entry to send, nothing else. */
export interface MailTask {
  id: string;
}

/**
 * Gives an outbox entry a task. The task's name is `taskId` (the entry's id unless the sweep
 * starts it over), so asking twice for the same one adds nothing: the queue answers that it
 * exists, which is what was wanted.
 */
export async function enqueueMail(id: string, taskId = id): Promise<void> {
  const queue = getFunctions().taskQueue<MailTask>(
    `locations/${REGION}/functions/${MAIL_QUEUE_FUNCTION}`,
  );
  try {
    await queue.enqueue({ id }, { id: taskId, dispatchDeadlineSeconds: 60 });
  } catch (error) {
    if ((error as { code?: string }).code !== 'functions/task-already-exists') throw error;
  }
}
