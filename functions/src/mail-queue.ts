import { enqueueTask } from './task-queue';

/** The task queue function that sends the outbox's mails (index.ts exports it by this name). */
export const MAIL_QUEUE_FUNCTION = 'deliverMail';

/** What a task of the mail queue carries: the outbox entry to send, nothing else. */
export interface MailTask {
  id: string;
}

/**
 * Gives an outbox entry a task, named `taskId`: the entry's id unless the sweep starts it over, so
 * asking twice for the same entry's task adds nothing.
 */
export function enqueueMail(id: string, taskId = id): Promise<void> {
  return enqueueTask<MailTask>(MAIL_QUEUE_FUNCTION, { id }, taskId);
}
