import type { SQL } from '../db/db';

/** What a sample sends: the spec's shape, nothing of ours. */
export interface SpecRequest {
  query?: Record<string, string>;
  body?: unknown;
  /** Multipart fields (text) and files, when the spec says multipart. */
  multipart?: { fields: Record<string, string>; files?: Record<string, { fileName: string; type: string; bytes: Buffer }> };
  /** Path parameters of the served path (":id" filled in). */
  params?: Record<string, string | number>;
}

/** Ids of the test books a sample needs (server/conformance/specCalls.test.ts finds them), and a way to find more. */
export interface Fixture {
  customerId: number;
  customerCode: string;
  productId: number;
  productCode: string;
  /** A customer with branch settings (a Main Office or a Branch). */
  branchCustomerCode: string;
  branchType: 'main_branch' | 'branch';
  /** A return on process (its maker: `credit`). */
  srpfId: number;
  /** A document that may be deleted. */
  documentId: number;
  /** A purchase order with trail logs. */
  poHdrId: number;
  /** A treasury request for approval (raised by credit) and its collection type. */
  treasuryDetailId: number;
  treasuryCollectionType: string;
  /** A department and a job title, for a new user. */
  departmentId: number;
  jobId: number;
  /** The first column of the first row of a query on the test books (an id a sample needs). */
  one<T = number>(q: SQL): Promise<T>;
  /** A signed single sign-on token for an employee number, as the other application would send it. */
  ssoToken(euid: string): string;
  /** A call made before the sample, to put the books in the state the sample needs (its answer's body). */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  call(as: SampleUser, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object): Promise<any>;
  /** The last one-time password mailed to a user (after a resend). */
  lastOtp(username: string): Promise<string>;
}

export type ShapeStatus =
  /** Sent in the spec's shape by a sample and accepted (or refused with the spec's own answer). */
  | 'verified'
  /** The spec's shape is accepted (a sample proves it); what we add is optional. */
  | 'extended'
  /** The spec names the call but shows no request shape: a sample in ours proves it answers at the spec's path. */
  | 'answered'
  /** It differs from the spec: the note says why a backend owner would accept it. */
  | 'different'
  /** Nothing answers it yet: the note says why. */
  | 'missing';

export type SampleUser = 'admin' | 'credit' | 'approver' | 'finance' | 'purchaser' | 'warehouse';

export interface Shape {
  status: ShapeStatus;
  note?: string;
  /** Fields the answer must carry in the spec's nesting ("user_details.employee_name"), on the result or its first row. */
  answer?: string[];
  /** Who sends the sample (default: the administrator; `none`: no session, a public call). */
  as?: SampleUser | 'none';
  /**
   * The answer code when the spec's shape is refused by design with the spec's own answer (a secret the sample
   * cannot know); a validation refusal (00001) never counts.
   */
  refusedWith?: string;
  /** The success code the spec gives the call ("00003 success", "Code 00006 shows the result text"), when it gives one. */
  code?: string;
  sample?: (f: Fixture) => SpecRequest | Promise<SpecRequest>;
}
