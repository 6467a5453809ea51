import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { POSTS_TO } from './effects';

/** Every endpoint declared anywhere in the contract (reports and resources hold theirs in nested objects). */
async function allEndpoints(): Promise<{ path: string; tag?: string; invalidates?: readonly string[] }[]> {
  const dir = path.resolve(__dirname, '..');
  const found = new Map<string, { path: string; tag?: string; invalidates?: readonly string[] }>();
  const visit = (v: unknown, depth: number) => {
    if (!v || typeof v !== 'object' || depth > 4) return;
    const o = v as Record<string, unknown>;
    if (typeof o.method === 'string' && typeof o.path === 'string') found.set(`${o.method} ${o.path}`, o as never);
    else for (const x of Object.values(o)) visit(x, depth + 1);
  };
  for (const f of readdirSync(dir).filter((x) => x.endsWith('.ts') && !x.endsWith('.test.ts'))) visit(await import(path.join(dir, f)), 0);
  return [...found.values()];
}

describe('cache effects declared by what a write posts', () => {
  it('names only tags that some read declares (a posting that refreshes nothing is a typo)', async () => {
    const read = new Set((await allEndpoints()).map((e) => e.tag).filter(Boolean));
    expect(read.size).toBeGreaterThan(30);
    const unread = Object.values(POSTS_TO).flat().filter((t) => !read.has(t));
    expect(unread).toEqual([]);
  });

  it('no write invalidates a tag that no read declares', async () => {
    const eps = await allEndpoints();
    const read = new Set(eps.map((e) => e.tag).filter(Boolean));
    const dead = [...new Set(eps.flatMap((e) => (e.invalidates ?? []).filter((t) => !read.has(t)).map((t) => `${e.path}: ${t}`)))];
    expect(dead).toEqual([]);
  });

  it('a return\u2019s approval and receipt refresh what they post: the receivable (return advances to apply, aging), the books and the stock', async () => {
    const eps = await allEndpoints();
    const byPath = (p: string) => eps.find((e) => e.path === p)!;
    const approve = byPath('/collection/salesreturn/approve').invalidates!;
    const receive = byPath('/collection/salesreturn/receive').invalidates!;
    // The payment application lists the advance a credit memo leaves (contract/collections.ts returnAdvanceListEp).
    expect(approve).toContain(byPath('/collections/return-advances/list').tag);
    expect(approve).toEqual(expect.arrayContaining([...POSTS_TO.books, ...POSTS_TO.receivables, 'srpf']));
    expect(receive).toEqual(expect.arrayContaining([...POSTS_TO.books, ...POSTS_TO.stock, 'srpf']));
  });
});
