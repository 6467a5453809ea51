import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Codes } from '../../contract';
import { invalid, SERVER_ERROR } from './answer';
import { sendAnswer } from './routeRegistry';
import { isApiPath, SECURITY_HEADERS } from './securityHeaders';

/**
 * Failures outside the handlers, answered in the envelope like everything
 * else: malformed requests are the client's 00001 (422), never a 500; a
 * thrown error is logged with its stack and answered with 00500 and a text
 * that reveals nothing about the server. No message echoes the request (its
 * URL, body or bytes): fastify's own texts do, so none of them is sent.
 */
function clientMessage(err: FastifyError): string {
  switch (err.code) {
    case 'ERP_INVALID_JSON':
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'The request body is not valid JSON.';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'The request body must be JSON.';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'The request is too large.';
    case 'FST_ERR_BAD_URL':
      return 'The address of the request is not valid.';
    case 'FST_ERR_MAX_PARAM_LENGTH':
      return 'A part of the address of the request is too long.';
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
    case 'FST_PROTO_VIOLATION':
      return 'The multipart body is not valid.';
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
    case 'FST_FILES_LIMIT':
      return 'The form has too many parts.';
    default:
      return 'The request is not valid.';
  }
}

export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError, req, reply) => {
    const status = err.statusCode ?? 500;
    if (status === 413) return sendAnswer(reply, { status: 413, code: Codes.INVALID_REQUEST, result: [clientMessage(err)] });
    if (status >= 400 && status < 500) return sendAnswer(reply, invalid([clientMessage(err)]));
    req.log.error({ err }, 'unhandled error');
    return sendAnswer(reply, SERVER_ERROR);
  });
}

/**
 * Fastify's refusals before routing (the `frameworkErrors` option): a URL
 * that does not decode (%FF), a path parameter past the router's length cap.
 * Without this fastify writes its own JSON, outside the envelope, without
 * our headers, and with the URL in it.
 */
export function frameworkErrors(err: FastifyError, req: FastifyRequest, reply: FastifyReply): FastifyReply {
  reply.headers(SECURITY_HEADERS);
  if (isApiPath(req.raw.url ?? '')) reply.header('cache-control', 'no-store');
  if (err.code === 'FST_ERR_BAD_URL' || err.code === 'FST_ERR_MAX_PARAM_LENGTH') return sendAnswer(reply, invalid([clientMessage(err)]));
  req.log.error({ err }, 'framework error');
  return sendAnswer(reply, SERVER_ERROR);
}
