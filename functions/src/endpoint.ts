import { APP_CHECK_HEADER } from '../../lib/api-endpoints';
import { appCheckRefusal, type VerifyAppCheckToken } from './app-check';
import { mediaTypeOf, type MediaType } from './request-body';

/**
 * The part every endpoint shares, apart from the HTTP framework (see serve.ts), so tests can call
 * it with plain objects: POST only, a known media type, App Check, a body that is an object. The
 * body's size and encoding were settled before (request-body.ts). Each refusal answers JSON with
 * an `error` word a client can switch on.
 */
export interface IncomingRequest {
  method: string;
  header(name: string): string | undefined;
  /** The body as request-body.ts parsed it: JSON, or a urlencoded form. */
  body: unknown;
  query: Record<string, unknown>;
}

export interface Reply {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
  /** A 303 See Other to this site path (for forms posted without JavaScript). */
  redirectTo?: string;
}

export interface EndpointOptions {
  accepts: MediaType[];
  /** Whether a JSON list is a body too (the Reporting API sends lists); else only objects. */
  acceptsList?: boolean;
  /** Whether the endpoint asks for App Check (when enforcement is on). */
  appCheck: boolean;
}

export interface EndpointServices {
  appCheckEnforced: boolean;
  verifyAppCheckToken: VerifyAppCheckToken;
}

export interface Accepted {
  request: IncomingRequest;
  mediaType: MediaType;
  /** An object, or with `acceptsList` possibly a list. */
  body: Record<string, unknown>;
}

export const refuse = (status: number, error: string, details: object = {}): Reply => ({
  status,
  body: { error, ...details },
});

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function endpoint<S extends EndpointServices>(
  options: EndpointOptions,
  handle: (accepted: Accepted, services: S) => Promise<Reply>,
) {
  return async (request: IncomingRequest, services: S): Promise<Reply> => {
    if (request.method !== 'POST') {
      return { ...refuse(405, 'method-not-allowed'), headers: { Allow: 'POST' } };
    }
    const mediaType = mediaTypeOf(request.header('content-type'));
    if (!(options.accepts as string[]).includes(mediaType)) {
      return refuse(415, 'unsupported-media-type', { accepts: options.accepts });
    }
    if (options.appCheck && services.appCheckEnforced) {
      const refusal = await appCheckRefusal(
        request.header(APP_CHECK_HEADER),
        services.verifyAppCheckToken,
      );
      if (refusal) return refuse(401, 'app-check', { reason: refusal });
    }
    const { body } = request;
    if (!isPlainObject(body) && !(options.acceptsList && Array.isArray(body))) {
      return refuse(400, 'invalid-body');
    }
    return handle(
      { request, mediaType: mediaType as MediaType, body: body as Record<string, unknown> },
      services,
    );
  };
}
