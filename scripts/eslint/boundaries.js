import path from 'node:path';

/**
 * Keeps the dependency direction of src/ (see README "Code layout"):
 * lib, api, state, components  ->  features  ->  app.
 * A feature never imports another feature; lower layers never import upper ones.
 */
const LAYER_RANK = { lib: 0, api: 0, state: 0, components: 1, features: 2, app: 3 };

function locate(file) {
  const rel = path.relative(process.cwd(), file).split(path.sep);
  if (rel[0] !== 'src' || rel.length < 3) return null;
  const layer = rel[1];
  if (!(layer in LAYER_RANK)) return null;
  return { layer, feature: layer === 'features' ? rel[2] : null };
}

export const boundariesRule = {
  meta: {
    type: 'problem',
    docs: { description: 'features do not import each other; lower layers do not import upper ones' },
    schema: [],
  },
  create(context) {
    const from = locate(context.filename);
    if (!from) return {};
    function check(node) {
      const source = node.source && node.source.value;
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const to = locate(path.resolve(path.dirname(context.filename), source));
      if (!to) return;
      if (from.layer === 'features' && to.layer === 'features' && from.feature !== to.feature) {
        context.report({
          node,
          message: `Feature "${from.feature}" must not import feature "${to.feature}": move what both need into src/components or src/lib.`,
        });
      } else if (LAYER_RANK[to.layer] > LAYER_RANK[from.layer]) {
        context.report({ node, message: `src/${from.layer} must not import src/${to.layer} (dependency direction: lib/api/state -> components -> features -> app).` });
      }
    }
    return { ImportDeclaration: check, ImportExpression: check, ExportNamedDeclaration: check, ExportAllDeclaration: check };
  },
};
