/**
 * Screens draw Bootstrap's components through react-bootstrap and the kit (src/components), never by class name: a
 * button is `<Button variant="success" size="sm">`, a table `<Table size="sm" striped>`, a field `<Form.Control>`, a
 * router link drawn as a button `<LinkButton>`. Layout utilities (d-flex, ms-auto, text-end, small…) stay classes.
 * The rule reads the className of JSX elements: string literals, the fixed parts of template literals and the
 * strings of conditional expressions in it.
 */
const COMPONENT_CLASS =
  /^(btn|btn-(?!close)[\w-]+|form-control(-sm|-lg|-color|-plaintext)?|form-select(-sm|-lg)?|table|table-(sm|striped|bordered|hover|borderless)|alert|alert-[\w-]+|badge|spinner-(border|grow)(-sm)?|nav-tabs|nav-pills|nav-link|nav-item|modal(-[\w-]+)?|card|card-[\w-]+|list-group(-[\w-]+)?|input-group(-[\w-]+)?|form-check(-[\w-]+)?|form-label|form-text|(in)?valid-feedback)$/;

function classTexts(node, out = []) {
  if (!node) return out;
  switch (node.type) {
    case 'Literal':
      if (typeof node.value === 'string') out.push({ node, text: node.value });
      break;
    case 'TemplateLiteral':
      for (const q of node.quasis) out.push({ node: q, text: q.value.cooked ?? '' });
      for (const e of node.expressions) classTexts(e, out);
      break;
    case 'ConditionalExpression':
      classTexts(node.consequent, out);
      classTexts(node.alternate, out);
      break;
    case 'LogicalExpression':
      classTexts(node.right, out);
      break;
    case 'JSXExpressionContainer':
      classTexts(node.expression, out);
      break;
    default:
      break;
  }
  return out;
}

/** @type {import('eslint').Rule.RuleModule} */
export const kitMarkupRule = {
  meta: {
    type: 'suggestion',
    schema: [],
    messages: {
      raw: '"{{name}}" is a Bootstrap component drawn by class name: use react-bootstrap ({{hint}}) or a kit component from src/components.',
    },
  },
  create(context) {
    const file = context.filename.replaceAll('\\', '/');
    const rel = file.slice(file.lastIndexOf('/src/') + 1);
    if (!rel.startsWith('src/') || rel.startsWith('src/components/') || /\.test\.tsx?$/.test(rel)) return {};
    return {
      JSXAttribute(attr) {
        if (attr.name.name !== 'className' || !attr.value) return;
        for (const { node, text } of classTexts(attr.value)) {
          const name = text.split(/\s+/).find((c) => COMPONENT_CLASS.test(c));
          if (name) context.report({ node, messageId: 'raw', data: { name, hint: hintOf(name) } });
        }
      },
    };
  },
};

function hintOf(name) {
  if (name.startsWith('btn')) return 'Button, or LinkButton for a router link';
  if (name.startsWith('form-control')) return 'Form.Control';
  if (name.startsWith('form-select')) return 'Form.Select';
  if (name.startsWith('form-check')) return 'Form.Check';
  if (name === 'form-label') return 'Form.Label (as="legend" for a fieldset)';
  if (name === 'form-text') return 'Form.Text';
  if (name.endsWith('valid-feedback')) return 'Form.Control.Feedback';
  if (name.startsWith('table')) return 'Table';
  if (name.startsWith('alert')) return 'Alert';
  if (name.startsWith('badge')) return 'Badge';
  if (name.startsWith('spinner')) return 'Spinner';
  if (name.startsWith('nav')) return 'RouteTabs or QueueTabs, Nav';
  if (name.startsWith('modal')) return 'Modal, or the kit FormModal';
  if (name.startsWith('card')) return 'Card';
  if (name.startsWith('list-group')) return 'ListGroup';
  return 'InputGroup';
}
