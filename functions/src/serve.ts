import type { Request, Response } from 'firebase-functions/v2/https';
import * as logger from 'firebase-functions/logger';
import type { IncomingRequest, Reply } from './endpoint';

/**
 * Runs an endpoint for the Functions Framework's Express request, whose body request-body.ts has
 * already read and parsed (or refused: then this never runs). Nothing an endpoint answers may be
 * cached: the answers depend on the database; and nothing names the server's framework.
 */
export function serve<S>(
  run: (request: IncomingRequest, services: S) => Promise<Reply>,
  services: () => S,
) {
  return async (request: Request, response: Response): Promise<void> => {
    let reply: Reply;
    try {
      reply = await run(
        {
          method: request.method,
          header: (name) => request.get(name),
          body: request.body,
          query: request.query as Record<string, unknown>,
        },
        services(),
      );
    } catch (error) {
      logger.error(`${request.path}: failed`, error);
      reply = { status: 500, body: { error: 'internal' } };
    }
    response.removeHeader('X-Powered-By');
    response.set('Cache-Control', 'no-store');
    response.set(reply.headers ?? {});
    if (reply.redirectTo) {
      response.redirect(303, reply.redirectTo);
      return;
    }
    response.status(reply.status).json(reply.body ?? {});
  };
}
