import { formFields, type FormValue } from '../../../contract/uploads';
import { sql } from '../../db/db';
import { PDF, PNG } from '../../uploads/testFiles';
import type { Fixture, SpecRequest } from '../shape';
import type { UnpathedCall } from '../specCalls';

/**
 * Calls the seeds describe with their fields but "path not shown" (001 §7, 002 §7.1, §7.3, §7.5-7.7): the fields
 * are the contract all the same, so each is sent as the spec gives it to the path we chose.
 */
const userId = (f: Fixture, username: string) => f.one(sql`SELECT id FROM users WHERE username = ${username}`);
const roleId = (f: Fixture, role: string) => f.one(sql`SELECT id FROM roles WHERE role = ${role}`);

/** An expense account the credit user may not post to in payable vouchers yet (the first or the last by code). */
const ungrantedExpense = (f: Fixture, which: 'first' | 'last') =>
  f.one<string>(sql`
    SELECT ${which === 'first' ? sql`MIN` : sql`MAX`}(a.account_code) FROM accounts a
    WHERE a.account_type = 'Expenses' AND NOT a.is_header AND a.active AND a.deleted_at IS NULL
      AND NOT EXISTS (SELECT 1 FROM coa_permissions c JOIN users u ON u.id = c.user_id WHERE u.username = 'credit' AND c.module_id = 98 AND c.account_code = a.account_code)`);

/** A purchase request of the spec's payload (001 §3): supplier 1 (United Laboratories), products 1 (MOQ 50) and 3 (MOQ 20). */
const purchaseRequest = {
  supplier: 1,
  estimated_delivery_date: '2026-04-15',
  payment_term: '30% upon PO, 70% upon delivery',
  grand_total: '50196.00',
  generate_type: 2,
  particulars: 'Conformance sample',
  term_po: 30,
  term_dr: 70,
  term_transit: 0,
  term_pdc: [{ product_term_id: null, percentage: 0, days: '30 days' }],
  details: [
    { product_id: 1, requested_qty: 100, unit_price: '347.20', total_amount: '34720.00', lead_time: 30, payment_term: '30 days' },
    { product_id: 3, requested_qty: 20, unit_price: '772.80', total_amount: '15456.00', lead_time: 30, payment_term: '30 days' },
  ],
};
/** A request the purchaser (maker) raised, for the approver's samples. */
const raisedRequest = async (f: Fixture) => (await f.call('purchaser', 'POST', '/purchase-requests/create', purchaseRequest)).result.pr_hdr_id as number;
const multipart = (body: Record<string, FormValue>, files?: NonNullable<SpecRequest['multipart']>['files']): SpecRequest => ({
  multipart: { fields: Object.fromEntries(formFields(body)), files },
});

export const MORE_UNPATHED_CALLS: readonly UnpathedCall[] = [
  // ---- 001 §7: product update approval, forecast, purchase logs, purchase requests ----
  ...(['approval', 'approved', 'declined'] as const).map(
    (tab): UnpathedCall => ({
      doc: '001',
      said: 'Product update approval: paged lists for approval, approved and declined (page_size 50, page, order_by, direction). Paths: not shown.',
      served: `GET /api/products/update-approval/${tab}`,
      shape: { status: 'verified', as: 'approver', sample: () => ({ query: { page_size: '50', page: '0', order_by: 'product_update_no', direction: 'desc' } }) },
    }),
  ),
  ...(['approve', 'decline'] as const).map(
    (action): UnpathedCall => ({
      doc: '001',
      said: 'Product update approval: approve and decline taking product_update_no. Paths: not shown.',
      served: `POST /api/products/update-approval/:product_update_no/${action}`,
      shape: {
        status: 'verified',
        as: 'approver',
        note: 'product_update_no is in the path (ours).',
        sample: async (f) => {
          const product = await f.one<{ id: number; code: string; name: string; generic: string; qty: number; supplier: number }>(sql`
            SELECT json_build_object('id', product_id, 'code', product_code, 'name', product_name, 'generic', generic_name, 'qty', qty_per_pack, 'supplier', supplier_id) FROM products
            WHERE product_code NOT LIKE 'CONF-%' AND NOT EXISTS (SELECT 1 FROM product_updates u WHERE u.product_id = products.product_id AND u.approved_at IS NULL AND u.declined_at IS NULL)
            ORDER BY product_id LIMIT 1 OFFSET ${action === 'approve' ? 3 : 4}`);
          const sent = await f.call('purchaser', 'POST', '/products/submit/updated', {
            product_id: product.id, product_code: product.code, product_name: `${product.name} (${action})`, generic_name: product.generic, supplier_id: product.supplier,
            packaging: 1, qty_per_pack: product.qty, is_submit: 1, category: 'UPDATED',
          });
          return { params: { product_update_no: sent.result.product_update_no } };
        },
      },
    }),
  ),
  {
    doc: '001',
    said: 'Forecast show: body year (sorted list) and product_code. Result holds forecasting, product and available_years. Paths: not shown.',
    served: 'POST /api/forecast/show',
    shape: { status: 'verified', answer: ['forecasting', 'product', 'available_years'], sample: (f) => ({ body: { year: [2025, 2026], product_code: f.productCode } }) },
  },
  {
    doc: '001',
    said: 'Forecast save: body forecast fields plus product_code and forecast_date. Success is 00003. Paths: not shown.',
    served: 'POST /api/forecast/save',
    shape: {
      code: '00003', status: 'verified',
      sample: (f) => ({
        body: {
          product_code: f.productCode, forecast_year: 2026, forecast_date: '2026-03-02',
          january: 0, february: 0, march: 0, april: 120, may: 130, june: 140, july: 150, august: 150, september: 150, october: 150, november: 150, december: 160,
        },
      }),
    },
  },
  {
    doc: '001',
    said: 'Purchase logs list: body product_id and filter, with paging. Result plus total_rows. Paths: not shown.',
    served: 'POST /api/purchase-logs/list',
    shape: { status: 'verified', sample: (f) => ({ body: { product_id: f.productId, filter: '', page: 0, page_size: 50, order_by: 'rr_no', direction: 'desc' } }) },
  },
  {
    doc: '001',
    said: 'Purchase logs create: product_id, batch, quantity_ordered, received_quantity, unit_price, unit_vat_inclusive, unit_vat_exclusive, free_goods, diluted_cost, expiry_date, manufacturing_date. Paths: not shown.',
    served: 'POST /api/purchase-logs/create',
    shape: {
      code: '00000', status: 'verified',
      as: 'purchaser',
      sample: (f) => ({
        body: {
          product_id: f.productId, batch: 'CONF-B1', quantity_ordered: 100, received_quantity: 100, unit_price: '100.00', unit_vat_inclusive: '112.00', unit_vat_exclusive: '100.00',
          free_goods: 0, diluted_cost: '100.00', expiry_date: '2028-03-31', manufacturing_date: '2026-02-01',
        },
      }),
    },
  },
  ...(['approval', 'approved', 'edit', 'cancelled'] as const).map(
    (list): UnpathedCall => ({
      doc: '001',
      said: 'Purchase requests: four list calls (approval, approved, cancelled, edit) taking status and search; the result is a list. Paths: not shown.',
      served: `GET /api/purchase-requests/list/${list}`,
      shape: {
        status: 'extended',
        note: 'status is read and narrows nothing: each list is one status already (its path). Paging is ours.',
        sample: () => ({ query: { status: list === 'approval' ? '0' : list === 'approved' ? '1' : list === 'edit' ? '3' : '2', search: '' } }),
      },
    }),
  ),
  {
    doc: '001',
    said: 'Purchase requests: fetch by pr_hdr_id. Paths: not shown.',
    served: 'GET /api/purchase-requests/show/:pr_hdr_id',
    shape: { status: 'verified', sample: async (f) => ({ params: { pr_hdr_id: await raisedRequest(f) } }) },
  },
  {
    doc: '001',
    said: 'Purchase requests: create with the payload of §3 (supplier, estimated_delivery_date, payment_term, grand_total, generate_type, particulars, term_po, term_dr, term_transit, term_pdc, details, attachments). Paths: not shown.',
    served: 'POST /api/purchase-requests/create',
    shape: {
      status: 'verified',
      as: 'purchaser',
      note: 'Multipart with the attachments, as the screen sends it; JSON without files is taken too.',
      sample: () => multipart(purchaseRequest as unknown as Record<string, FormValue>, { attachments: { fileName: 'quotation.pdf', type: 'application/pdf', bytes: PDF } }),
    },
  },
  {
    doc: '001',
    said: 'Purchase requests: update (the create\u2019s payload and pr_hdr_id). Paths: not shown.',
    served: 'POST /api/purchase-requests/update',
    shape: {
      status: 'verified',
      as: 'purchaser',
      sample: async (f) => {
        const id = await raisedRequest(f);
        await f.call('approver', 'POST', '/purchase-requests/decline', { pr_hdr_id: id, remarks: 'Fewer boxes.' });
        return { body: { ...purchaseRequest, pr_hdr_id: id, particulars: 'Changed by the conformance sample' } };
      },
    },
  },
  ...(['approve', 'decline', 'cancel'] as const).map(
    (action): UnpathedCall => ({
      doc: '001',
      said: 'Purchase requests: approve, decline and cancel, each with pr_hdr_id. Paths: not shown.',
      served: `POST /api/purchase-requests/${action}`,
      shape: { status: 'verified', as: action === 'cancel' ? 'purchaser' : 'approver', sample: async (f) => ({ body: { pr_hdr_id: await raisedRequest(f) } }) },
    }),
  ),
  {
    doc: '001',
    said: 'Purchase requests: supplier search. Paths: not shown.',
    served: 'GET /api/purchase-requests/suppliers',
    shape: { status: 'answered', as: 'purchaser', note: 'No fields shown; ours: search.', sample: () => ({ query: { search: 'uni' } }) },
  },
  {
    doc: '001',
    said: 'Purchase requests: product list by supplier. Paths: not shown.',
    served: 'GET /api/purchase-requests/suppliers/:vendor_id/products',
    shape: { status: 'answered', as: 'purchaser', note: 'No fields shown; the supplier is in the path (ours).', sample: () => ({ params: { vendor_id: 1 } }) },
  },

  // ---- 002 §7.1: customers ----
  {
    doc: '002',
    said: 'Customer list (path not shown): page, page_size, order_by (default customer_code), direction (default asc), search, column. Result rows, total_rows.',
    served: 'GET /api/customers',
    shape: { status: 'verified', sample: () => ({ query: { page: '0', page_size: '10', order_by: 'customer_code', direction: 'asc', search: 'mercury', column: 'customer_name' } }) },
  },
  {
    doc: '002',
    said: 'Customer list export (path not shown): same plus export set to export and the column visibility map. Result is a download URL.',
    served: 'POST /api/customers/export',
    shape: {
      status: 'verified',
      sample: () => ({
        body: { page: 0, page_size: 10, order_by: 'customer_code', direction: 'asc', search: '', column: '', export: 'export', columns: { customer_code: true, customer_name: true, owner_email: false } },
      }),
    },
  },
  {
    doc: '002',
    said: 'Customer update (path not shown): full form plus customer_documents, multipart-like. 00004 success.',
    served: 'POST /api/customer/update/:customer_code',
    shape: {
      code: '00004', status: 'verified',
      note: 'The customer\u2019s form as the read answers it, sent back whole as multipart with customer_documents.',
      sample: async (f) => {
        const read = (await f.call('admin', 'GET', `/customer/${f.customerCode}`)).result as { form: Record<string, FormValue> };
        const { shipping_addresses: _addresses, ...form } = read.form;
        return {
          params: { customer_code: f.customerCode },
          ...multipart({ ...form, min_order_required: form.min_order_required ?? '0.00', customer_documents: [] }, { customer_documents: { fileName: 'bir-2303.pdf', type: 'application/pdf', bytes: PDF } }),
        };
      },
    },
  },
  {
    doc: '002',
    said: 'The people list helper (path not shown) returns data.code and data.result as a list of unique_id and hosp_user.',
    served: 'GET /api/customer/people',
    shape: { status: 'verified', answer: ['unique_id', 'hosp_user'], sample: () => ({}) },
  },

  // ---- 002 §7.3: roles, users, lookups, COA permissions ----
  {
    doc: '002',
    said: 'Create role (role, description; 002 §5). Path not shown.',
    served: 'POST /api/role',
    shape: { status: 'verified', sample: () => ({ body: { role: 'Conformance Auditor', description: 'Reads the books' } }) },
  },
  {
    doc: '002',
    said: 'Get role. Path not shown.',
    served: 'GET /api/role/:id',
    shape: { status: 'verified', sample: async (f) => ({ params: { id: await roleId(f, 'Finance') } }) },
  },
  {
    doc: '002',
    said: 'Update role (role, description). Path not shown.',
    served: 'PUT /api/role/:id',
    shape: { status: 'verified', sample: async (f) => ({ params: { id: await roleId(f, 'Conformance Auditor') }, body: { role: 'Conformance Auditor', description: 'Reads the books and the ledgers' } }) },
  },
  {
    doc: '002',
    said: 'Delete role. Path not shown.',
    served: 'DELETE /api/role/:id',
    shape: { status: 'verified', sample: async (f) => ({ params: { id: await roleId(f, 'Conformance Auditor') } }) },
  },
  {
    doc: '002',
    said: 'Assign role (user id and role_id payload). Path not shown.',
    served: 'POST /api/user/role/assign',
    shape: { status: 'verified', sample: async (f) => ({ body: { user_id: await userId(f, 'viewer'), role_id: await roleId(f, 'Approver') } }) },
  },
  {
    doc: '002',
    said: 'Get user. Path not shown.',
    served: 'GET /api/user/:id',
    shape: { status: 'verified', sample: async (f) => ({ params: { id: await userId(f, 'viewer') } }) },
  },
  {
    doc: '002',
    said: 'Update user (the user form, 002 §5: edit exempts password). Path not shown.',
    served: 'PUT /api/user/:id',
    shape: {
      status: 'verified',
      sample: async (f) => ({
        params: { id: await userId(f, 'viewer') },
        body: {
          username: 'viewer', employee_no: 'EMP-0006', first_name: 'Liza', last_name: 'Mendoza', email: 'viewer@demo.invalid', contact_no: '0917 555 0106',
          department_id: f.departmentId, job_id: f.jobId, is_otp: 0, otp_via: '',
        },
      }),
    },
  },
  {
    doc: '002',
    said: 'Activate/deactivate user. Path not shown.',
    served: 'PUT /api/user/:id/active',
    shape: { status: 'answered', note: 'No fields shown; ours: is_active.', sample: async (f) => ({ params: { id: await userId(f, 'viewer') }, body: { is_active: true } }) },
  },
  {
    doc: '002',
    said: 'Department lookup (with a search field). Path not shown.',
    served: 'GET /api/lookup/departments',
    shape: { status: 'verified', sample: () => ({ query: { search: 'fin' } }) },
  },
  {
    doc: '002',
    said: 'Job lookup (with a search field). Path not shown.',
    served: 'GET /api/lookup/jobs',
    shape: { status: 'verified', sample: () => ({ query: { search: '' } }) },
  },
  {
    doc: '002',
    said: 'COA permission list: paging with page, page_size 50, direction, sort and filter models. Path not shown.',
    served: 'GET /api/coa-permissions',
    shape: {
      status: 'extended',
      note: 'page, page_size and direction as the spec; sortModel and filterModel (the grid\u2019s) are read: the first sort column is order_by, filters narrow by user, module and account.',
      sample: () => ({ query: { page: '0', page_size: '50', direction: 'asc', sortModel: JSON.stringify([{ colId: 'account_code', sort: 'asc' }]), filterModel: JSON.stringify({}) } }),
    },
  },
  {
    doc: '002',
    said: 'COA permission create: user_id, module_id, account_code. Path not shown.',
    served: 'POST /api/coa-permissions',
    shape: {
      status: 'verified',
      sample: async (f) => ({
        body: {
          user_id: await userId(f, 'credit'),
          module_id: 98,
          account_code: await ungrantedExpense(f, 'first'),
        },
      }),
    },
  },
  {
    doc: '002',
    said: 'COA permission update: user_id, module_id, account_code, id. Path not shown.',
    served: 'PUT /api/coa-permissions/:id',
    shape: {
      status: 'extended',
      note: 'id is in the path (ours) and may be sent in the body too, as the spec\u2019s body has it (then it must be the same).',
      sample: async (f) => {
        const id = await f.one(sql`SELECT MAX(id) FROM coa_permissions`);
        return { params: { id }, body: { id, user_id: await userId(f, 'credit'), module_id: 98, account_code: await ungrantedExpense(f, 'last') } };
      },
    },
  },
  {
    doc: '002',
    said: 'COA permission delete: id. Path not shown.',
    served: 'DELETE /api/coa-permissions/:id',
    shape: {
      status: 'extended',
      note: 'id is in the path (ours); the spec\u2019s body with id is taken too.',
      sample: async (f) => {
        const id = await f.one(sql`SELECT MAX(id) FROM coa_permissions`);
        return { params: { id }, body: { id } };
      },
    },
  },

  // ---- 002 §7.5-7.7: treasury, returns, footprints ----
  ...(['general', 'approved', 'declined'] as const).map(
    (list): UnpathedCall => ({
      doc: '002',
      said: 'Treasury: lists for approval, approved, declined. Paths not shown.',
      served: `GET /api/treasury/approvals/list/${list}`,
      shape: { status: 'answered', as: 'approver', note: 'No fields shown; paging and search are ours.', sample: () => ({}) },
    }),
  ),
  {
    doc: '002',
    said: 'Treasury: detail by detail_id. Paths not shown.',
    served: 'GET /api/treasury/approvals/detail/:detail_id',
    shape: { status: 'verified', as: 'approver', sample: (f) => ({ params: { detail_id: f.treasuryDetailId } }) },
  },
  {
    doc: '002',
    said: 'SRPF return to maker: srpf_no, reason (the decline/return payload, 002 §3.18). Path not shown.',
    served: 'POST /api/collection/salesreturn/returntomaker',
    shape: {
      status: 'verified',
      as: 'approver',
      sample: async (f) => {
        const made = await f.one<number>(sql`SELECT MIN(srpf_id) FROM srpf_headers WHERE status = 0`);
        await f.call('credit', 'POST', '/collection/salesreturn/approval', { srpf_id: made, requestor_signature: SIGNATURE });
        return { body: { srpf_no: await f.one<string>(sql`SELECT srpf_no FROM srpf_headers WHERE srpf_id = ${made}`), reason: 'Attach the pull-out slip.' } };
      },
    },
  },
  {
    doc: '002',
    said: 'Footprint: list by customer code. Path not shown.',
    served: 'GET /api/customer/footprint/:customer_code',
    shape: { status: 'verified', sample: (f) => ({ params: { customer_code: f.customerCode } }) },
  },
  {
    doc: '002',
    said: 'Footprint: save with the file as multipart body (002 §3.19: note, signature file, customer_code). Path not shown.',
    served: 'POST /api/customer/footprint',
    shape: {
      status: 'verified',
      as: 'credit',
      sample: (f) => multipart({ customer_code: f.customerCode, note: 'Visited; cheque promised Friday.' }, { signature: { fileName: 'signed.png', type: 'image/png', bytes: PNG } }),
    },
  },
  {
    doc: '002',
    said: 'Footprint: delete selected ids. Path not shown.',
    served: 'POST /api/customer/footprint/delete',
    shape: {
      status: 'answered',
      note: 'The field\u2019s name is not shown; ours: footprint_ids, the selected rows\u2019 footprint_id.',
      sample: async (f) => ({ body: { footprint_ids: [await f.one(sql`SELECT MAX(footprint_id) FROM customer_footprints`)] } }),
    },
  },
];

/** A small PNG signature (a data URL). */
const SIGNATURE = `data:image/png;base64,${PNG.toString('base64')}`;
