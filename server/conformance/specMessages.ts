/**
 * THE MESSAGES OF THE CONFORMANCE TABLE (issue 26): every user-facing message and fixed screen text the three seed
 * documents give (their §2 screens, §5 validation rules and §8 error catalogues), as written, and whether the product
 * says it. specMessages.test.ts proves each `said` message is in the code that shows or answers it (src, contract,
 * server; tests aside), and, when the seed documents are at hand, that every quoted text of theirs is here.
 *
 * - `text`: the spec's words. `{x}` marks what the message fills in (a quantity, a name, a code, the channel).
 * - `said`: the product says it in these words. Where the spec's prose ends a sentence right after an unquoted
 *   message, the sentence's period is not part of the message (noted).
 * - `different`: the product says something else or nothing: the note says why.
 */
export interface SpecMessage {
  doc: '000' | '001' | '002';
  where: string;
  text: string;
  status: 'said' | 'different';
  note?: string;
}

const said = (doc: SpecMessage['doc'], where: string, ...texts: string[]): SpecMessage[] => texts.map((text) => ({ doc, where, text, status: 'said' }));
const SENTENCE_END = 'Unquoted in the spec, at the end of its sentence: the period is the sentence\u2019s.';

export const SPEC_MESSAGES: readonly SpecMessage[] = [
  // ---- 000: shell, sign-in, ledgers, finance reports ----
  ...said('000', '§2 home and shell', 'Go To SO Portal', 'New website coming soon', 'Page not found.'),
  ...said('000', '§2.3 single sign-on', 'Authentication Success.', 'Authentication Failed.'),
  ...said('000', '§2.4 environment', 'Server: {name}', 'Staging', 'Staging 2', 'Authentication Required', 'Incorrect Credentials.'),
  ...said('000', '§2 screens', 'No Notification', 'Overall Net Total', 'Inventory Per Batch Number', 'Not Yet Working', 'Allowable Credit', 'SO Approval flags', 'No Data.', 'General Ledger Entries'),
  ...said('000', '§4 login', 'Invalid Credentials'),
  ...said('000', '§5 ledger searches and exports', 'Please provide valid date!', 'Please provide valid data!', 'Please select correct dates!', 'Please select dates!', 'Please select product and dates!', 'Please provide a valid date!'),
  ...said('000', '§5 password reset', "Password doesn't match!"),
  ...said(
    '000',
    '§8 error catalogue',
    'Error occured. Please try again later.',
    'No Data Available',
    'Unable to authenticate',
    'Please wait authenticating...',
    'Unable to load Data',
    'Getting Transaction, Please wait...',
    'Exporting data in progress, Please wait...',
    'Invalid OTP.',
    'Your code was not sent to you via {channel}.',
    'Your code was successfully sent to you via {channel}',
    'Error occured. Please try again later',
    'Unable to load ewt data.',
    'Something went wrong while processing your general ledger request!',
    'Oops...',
  ),

  // ---- 001: products, purchasing, inventory, warehouse, customer product codes ----
  ...said('001', '§3 payment terms', 'After Delivery'),
  ...said('001', '§4 product editing', 'Are you sure?', 'Do you want to discard changes?'),
  ...said('001', '§5 and §8 server validation', 'Invalid Request'),
  ...said('001', '§5 purchase request', 'Requested quantity should NOT be less than MOQ. Line: {n}', 'Please select a supplier'),
  ...said('001', '§5 inventory report', 'Error: Invalid date range.'),
  ...said('001', '§5 warehouse zone', 'Are you sure you want to create this zone?', 'Are you sure you want to update this zone?'),
  ...said('001', '§5 customer product codes', 'Are you sure you want to import this data?', 'Are you sure you want to save this form?'),
  ...said(
    '001',
    '§8 error catalogue',
    'Someting went wrong...',
    'Unable to load forecast data',
    'Product inventory is running low in incoming months. Please create purchase request.',
    'No Product.',
    'Error Loading of Data',
    'Unable to get customer type',
    'Error Processing Request, Please try again later.',
    'Please try again later.',
    'Record not found.',
    'Import Failed',
    'Success',
    'Please wait ...',
    'Please wait saving ...',
  ),

  // ---- 002: customers, users, documents, treasury, returns, footprints ----
  ...said('002', '§5 create customer', 'Start time must be greater than end time'),
  ...said('002', '§5 account officer', 'Are you sure you want to save this?'),
  ...said('002', '§5 roles', 'All fields are required!', 'Are you sure you want to add new role?'),
  ...said('002', '§5 users', 'Please fill up required fields.'),
  ...said('002', '§5 passwords', "Password doesn't match!", 'Current Password cannot be the same as new password'),
  ...said('002', '§5 returns', 'Please select customer first', '{n} is the maximum quantity to return', 'Please select a file to upload.', 'Are you sure you want to upload?'),
  ...said('002', '§5 returns', 'This Customer has no Billing Information.', 'Attachment(s) not yet uploaded, Please click Upload Attachment.'),
  ...said('002', '§5 returns', 'Are you sure you want to save?', 'Are you sure you want to update?', 'Do you want to remove this row?', 'Are you sure to clear all fields?', 'No Customer Info!'),
  { doc: '002', where: '§5 returns', text: 'Please select a Customer', status: 'said', note: SENTENCE_END },
  { doc: '002', where: '§5 returns', text: 'Product: {name} diluted cost is 0', status: 'said', note: SENTENCE_END },
  { doc: '002', where: '§5 returns', text: 'Invalid Customer Code:{code}', status: 'said', note: SENTENCE_END },
  ...said('002', '§7.1 account officer', 'Account officer has been saved.'),
  ...said(
    '002',
    '§8 error catalogue',
    'Unable to load Customer List',
    'Account Officer',
    'Customer Information not found.',
    'Customer Totals not found.',
    'Invalid OTP.',
    'Invalid Credentials',
    'Please try again later.',
    'Unable to load For Approval Data',
    'Unable to load Approved Data',
    'Unable to load Declined Data',
    'Authentication Failed.',
    'Authentication Success.',
    'Do you want to delete it?',
    'Yes Delete it!',
    'Error occured. Please try again later',
    'Error Loading Data',
    'No Data Available',
    'Unable to save data.',
    'Unable to update data.',
    'Unable to delete data.',
    'Unable to change active column.',
    'Oops...',
    'Someting went wrong...',
    'Please wait ...',
    'Please wait saving ...',
    'Warning!',
    'Something went wrong!',
    'Oops Something went Wrong!',
    'Submitted successfully!',
    'Something went wrong while exporting, Please try again.',
    'Error Processing Request, Please try again later.',
    'Record not found.',
    'Footprint Tracing',
    'Are you sure you want to delete this record(s)?',
    'Sale Return successfully submitted for approval',
  ),
  {
    doc: '002',
    where: '§8 document and user admin',
    text: 'Unable to load clear data.',
    status: 'different',
    note: 'Listed among the generic messages with no situation; nothing in these screens is a "clear data" load, so no state of ours would say it: a failed load says Error Loading Data.',
  },
  {
    doc: '002',
    where: '§8 progress toasts',
    text: 'Processing request please wait',
    status: 'different',
    note: 'The document and user screens show a request in progress on the button that sent it (disabled, "Saving\u2026") and the grid\u2019s loading state; Please wait ... and Please wait saving ... are used where the spec places a progress toast.',
  },
];
