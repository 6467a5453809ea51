import { z } from 'zod';
import { text } from './envelope';
import { columns, resource } from './kit';

/**
 * Banks Maintenance (/banks-maintenance, 000 §2.5): the banks the company
 * deals with. The spec shows no fields; ours are what a treasury clerk needs
 * to recognise a bank: code, name, short name and SWIFT/BIC, active or not.
 */
export interface BankRow {
  bank_id: number;
  bank_code: string;
  bank_name: string;
  short_name: string | null;
  swift_code: string | null;
  active: boolean;
  updated_at: string;
}

const optionalText = (max: number) =>
  text()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => v || null);

export const bankInput = z
  .object({
    bank_code: text({ error: 'Bank code is required.' }).trim().min(1, 'Bank code is required.').max(20, 'Bank code must be at most 20 characters.'),
    bank_name: text({ error: 'Bank name is required.' }).trim().min(1, 'Bank name is required.').max(120, 'Bank name must be at most 120 characters.'),
    short_name: optionalText(40),
    swift_code: text()
      .trim()
      .toUpperCase()
      .refine((v) => v === '' || /^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/.test(v), 'SWIFT code must be 8 or 11 letters and digits (e.g. BNORPHMM).')
      .nullish()
      .transform((v) => v || null),
  })
  .strict();
export type BankInput = z.input<typeof bankInput>;

export const bankColumns = columns<BankRow>()([
  { key: 'bank_code', header: 'Bank Code', kind: 'text', sortable: true, width: 130 },
  { key: 'bank_name', header: 'Bank Name', kind: 'text', sortable: true, width: 320 },
  { key: 'short_name', header: 'Short Name', kind: 'text', sortable: true, width: 150 },
  { key: 'swift_code', header: 'SWIFT Code', kind: 'text', width: 150 },
  { key: 'active', header: 'Status', kind: 'status', labels: { true: 'Active', false: 'Inactive' }, sortable: true, width: 120 },
  { key: 'updated_at', header: 'Last Updated', kind: 'datetime', sortable: true, width: 170 },
]);

export const banks = resource<BankRow>()({
  name: 'banks',
  title: 'Banks Maintenance',
  noun: 'bank',
  apiPath: '/banks',
  id: 'bank_id',
  label: 'bank_code',
  columns: bankColumns,
  defaultSort: { order_by: 'bank_code', direction: 'asc' },
  input: bankInput,
  fields: [
    { key: 'bank_code', label: 'Bank Code' },
    { key: 'bank_name', label: 'Bank Name' },
    { key: 'short_name', label: 'Short Name' },
    { key: 'swift_code', label: 'SWIFT Code', help: '8 or 11 characters, e.g. BNORPHMM' },
  ],
  unique: [{ key: 'bank_code', message: 'Bank code already exists.' }],
  active: 'active',
  scopes: { view: 'view_banks', create: 'add_bank', update: 'update_bank' },
  export: true,
});
