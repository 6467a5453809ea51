import type { FastifyInstance } from 'fastify';

/**
 * JSON bodies. Replaces fastify's parser for one reason: an empty body sent
 * with Content-Type: application/json (some clients do that on POST /logout)
 * is read as "no body" instead of failing the request. Prototype keys in the
 * JSON cannot reach our objects: zod copies only the keys a schema names.
 */
export function installJsonBodyParser(app: FastifyInstance): void {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, undefined);
    try {
      done(null, JSON.parse(text));
    } catch {
      const err = new Error('The request body is not valid JSON.') as Error & { statusCode: number; code: string };
      err.statusCode = 400;
      err.code = 'ERP_INVALID_JSON';
      done(err, undefined);
    }
  });
}
