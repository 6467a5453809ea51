import { Codes } from '../../contract';
import { saveSiTemplateEp, showSiTemplateEp } from '../../contract/customerDocuments';
import { CUSTOMER_MESSAGES } from '../../contract/customers';
import { answer, notFound } from '../http/answer';
import type { RouteDef } from '../http/routeRegistry';
import { route } from '../kit';
import { readSiTemplateRow, saveSiTemplate, siTemplateOf } from './siTemplate';

/**
 * The SI Template tab (Printed SI Settings, spec 002 §2.4, §3.9, §5): read
 * with the customer, saved on its own (00004). The spec shows no paths:
 * ours are GET and PUT /customer/si-template/{code}.
 */
const show = route(showSiTemplateEp, {
  scopes: ['get_customer', 'update_customer'],
  summary: "A customer's printed SI settings (the defaults while none are saved)",
  handler: async ({ params, deps, ok }) => {
    const row = await readSiTemplateRow(deps.db, params.customer_code);
    return row ? ok(siTemplateOf(row)) : notFound(CUSTOMER_MESSAGES.notFound);
  },
});

const save = route(saveSiTemplateEp, {
  scopes: ['update_customer'],
  summary: "Save a customer's printed SI settings (flags \"1\"/\"0\", maximum lines of at most 2 digits, positions, quantity and VAT display); 00004",
  handler: async ({ params, body, deps, user }) => {
    const at = new Date(deps.clock.now()).toISOString();
    const found = await deps.db.transaction(async (tx) => {
      const before = await readSiTemplateRow(tx, params.customer_code, true);
      if (!before) return false;
      await saveSiTemplate(tx, before, body, { userId: user.id, at });
      return true;
    });
    if (!found) return notFound(CUSTOMER_MESSAGES.notFound);
    return answer(Codes.UPDATED, siTemplateOf((await readSiTemplateRow(deps.db, params.customer_code))!));
  },
});

export const siTemplateRoutes: RouteDef[] = [show, save];
