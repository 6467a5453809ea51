import type { FastifyError, FastifyInstance } from 'fastify';
import { Codes } from '../../contract';
import { invalid, SERVER_ERROR } from './answer';
import { sendAnswer } from './routeRegistry';

/**
 * Failures outside the handlers, answered in the envelope like everything
 * else: malformed requests are the client's 00001 (422), never a 500; a
 * thrown error is logged with its stack and answered with 00500 and a text
 * that reveals nothing about the server.
 */
function clientMessage(err: FastifyError): string {
  switch (err.code) {
    case 'ERP_INVALID_JSON':
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return 'The request body is not valid JSON.';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'The request body must be JSON.';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'The request is too large.';
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

