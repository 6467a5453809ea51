import path from 'node:path';

/**
 * The server's layers (see README "Code layout"), as src/'s are kept by boundaries.js:
 *
 * - The platform (PLATFORM below: the database, HTTP, the kit, exports, jobs, uploads, revisions, sign-in, permissions,
 *   the approval engine, the books' posting engine) imports no domain folder.
 * - A domain folder (everything else under server/) imports another domain only through that folder's declared
 *   public file, `server/<domain>/public.ts`; the platform it may import anywhere.
 * - The composition root may import anything: the files directly under server/ (app, main, deps, testing),
 *   server/routes (every route set) and server/seed (the demo business). So may tests, the conformance samples and
 *   the demo-data builders (a domain's seed and generators), which span the business by nature.
 */
export const PLATFORM = new Set(['db', 'http', 'kit', 'export', 'jobs', 'uploads', 'revisions', 'auth', 'permissions', 'approvals', 'books']);
const COMPOSITION = new Set(['routes', 'seed', 'conformance']);

function locate(file) {
  const rel = path.relative(process.cwd(), file).split(path.sep);
  if (rel[0] !== 'server' || rel.length < 3) return null;
  return { folder: rel[1], rest: rel.slice(2) };
}

const withoutExt = (parts) => parts.join('/').replace(/\.(ts|js)$/, '');
const exempt = (from) => {
  const name = from.rest.join('/');
  return COMPOSITION.has(from.folder) || /\.test\.ts$/.test(name) || /seed|testing|generate/i.test(name);
};

export const serverBoundariesRule = {
  meta: {
    type: 'problem',
    docs: { description: 'the platform imports no domain; a domain imports another only through its public.ts' },
    schema: [],
  },
  create(context) {
    const from = locate(context.filename);
    if (!from || exempt(from)) return {};
    function check(node) {
      const source = node.source && node.source.value;
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const to = locate(path.resolve(path.dirname(context.filename), source));
      if (!to || to.folder === from.folder || PLATFORM.has(to.folder) || COMPOSITION.has(to.folder)) return;
      if (PLATFORM.has(from.folder)) {
        context.report({ node, message: `server/${from.folder} is platform and must not import the domain server/${to.folder}: pass what it needs in (a hook, a parameter) or move the shared part into the platform.` });
      } else if (withoutExt(to.rest) !== 'public') {
        context.report({ node, message: `server/${from.folder} may use server/${to.folder} only through server/${to.folder}/public.ts (not ${withoutExt(to.rest)}): export it there.` });
      }
    }
    return { ImportDeclaration: check, ImportExpression: check, ExportNamedDeclaration: check, ExportAllDeclaration: check };
  },
};
