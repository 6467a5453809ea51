import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { NOT_FOUND } from './answer';
import { sendAnswer } from './routeRegistry';
import { isApiPath } from './securityHeaders';

/**
 * The built SPA (STATIC_DIR) at /, and the fallback that makes client-side
 * routes work on reload: any GET outside /api that is not a file answers
 * index.html. Hashed files under /assets are cached for a year; index.html
 * is revalidated every time so a new build is picked up at once. Files go
 * out brotli- or gzip-compressed when the build left those variants. A missing
 * file under /assets stays a 404 (HTML instead of JavaScript only confuses).
 */
export async function installSpa(app: FastifyInstance, staticDir: string): Promise<boolean> {
  const root = path.resolve(staticDir);
  const hasApp = existsSync(path.join(root, 'index.html'));
  if (hasApp) {
    await app.register(fastifyStatic, {
      root,
      prefix: '/',
      // The build writes .br and .gz beside each file (scripts/build/precompress.ts): the smallest accepted one is sent.
      preCompressed: true,
      setHeaders: (reply, filePath) => {
        const rel = path.relative(root, filePath);
        reply.header('cache-control', rel.startsWith(`assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  app.setNotFoundHandler((req, reply) => {
    const isRead = req.method === 'GET' || req.method === 'HEAD';
    if (hasApp && isRead && !isApiPath(req.url) && !req.url.startsWith('/assets/')) {
      return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').sendFile('index.html');
    }
    return sendAnswer(reply, NOT_FOUND);
  });
  return hasApp;
}
