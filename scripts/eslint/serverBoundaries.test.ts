import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/** The server's layers as lint keeps them: messages of the boundaries rule for `code` written at `file`. */
async function problems(file: string, code: string): Promise<string[]> {
  const eslint = new ESLint({ cwd: process.cwd() });
  const [result] = await eslint.lintText(code, { filePath: path.resolve(file) });
  return result.messages.filter((m) => m.ruleId === 'erp/server-boundaries').map((m) => m.message);
}

describe('server boundaries (lint)', () => {
  it('refuses a domain reaching into another domain past its public file, and takes the public file', async () => {
    expect(await problems('server/treasuryPayments/x.ts', "import { lockPv } from '../payableVouchers/vouchers';\nexport { lockPv };\n")).toEqual([
      'server/treasuryPayments may use server/payableVouchers only through server/payableVouchers/public.ts (not vouchers): export it there.',
    ]);
    expect(await problems('server/treasuryPayments/x.ts', "import { lockPv } from '../payableVouchers/public';\nexport { lockPv };\n")).toEqual([]);
    expect(await problems('server/ledgers/sales/x.ts', "export { periodSums } from '../../finance/monthSplit';\n")).toHaveLength(1);
  });

  it('refuses the platform importing a domain, and lets a domain use the platform anywhere', async () => {
    expect(await problems('server/kit/x.ts', "import { lockPv } from '../payableVouchers/public';\nexport { lockPv };\n")).toEqual([
      'server/kit is platform and must not import the domain server/payableVouchers: pass what it needs in (a hook, a parameter) or move the shared part into the platform.',
    ]);
    expect(await problems('server/memos/x.ts', "import { postEntry } from '../books/post';\nimport { sql } from '../db/db';\nexport { postEntry, sql };\n")).toEqual([]);
  });

  it('lets the composition root, tests and demo-data builders reach anywhere', async () => {
    const reach = "import { lockPv } from '../payableVouchers/vouchers';\nexport { lockPv };\n";
    expect(await problems('server/routes/x.ts', reach)).toEqual([]);
    expect(await problems('server/memos/x.test.ts', reach)).toEqual([]);
    expect(await problems('server/memos/seed.ts', reach)).toEqual([]);
  });
});
