import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SPEC_MESSAGES } from './specMessages';

/** The messages of the conformance table: each one the product says is in its code, and none of the seeds' is left out. */
const ROOT = path.resolve(__dirname, '../..');
function sourceText(): string {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const e of readdirSync(dir, { withFileTypes: true })) {
      const p = path.join(dir, e.name);
      if (e.isDirectory()) {
        if (e.name !== 'node_modules' && e.name !== 'conformance') walk(p);
      } else if (/\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name)) out.push(readFileSync(p, 'utf8'));
    }
  };
  for (const dir of ['src', 'contract', 'server']) walk(path.join(ROOT, dir));
  // Source writes apostrophes as \u2019 at times; the spec writes them straight.
  return out.join('\n').replace(/\\u2019|\u2019/g, "'");
}

describe('the spec\u2019s messages', () => {
  const source = sourceText();

  it.each(SPEC_MESSAGES.filter((m) => m.status === 'said').map((m) => [`${m.doc} ${m.where}: ${m.text}`, m] as const))('%s', (_, m) => {
    // What a message fills in ({n}, {name}) is the code's; the words around it must be there as written.
    for (const part of m.text.split(/\{[a-z]+\}/).filter((p) => p.trim() !== '')) expect(source.includes(part), `"${part}"`).toBe(true);
  });

  it('leaves nothing different without its reason', () => {
    for (const m of SPEC_MESSAGES.filter((x) => x.status === 'different')) expect(m.note?.length ?? 0, m.text).toBeGreaterThan(40);
  });

  it('has every quoted text of the seed documents (when they are at hand)', () => {
    const dir = path.resolve(ROOT, '../shared/spec');
    if (!existsSync(dir)) return void console.warn(`conformance: ${dir} not found, the messages are checked against the code only`);
    const known = new Set(SPEC_MESSAGES.map((m) => m.text.replace(/\{[a-z]+\}/g, '')));
    const texts = SPEC_MESSAGES.map((m) => m.text);
    const quoted: string[] = [];
    for (const f of readdirSync(dir).filter((x) => x.endsWith('.txt'))) {
      for (const m of readFileSync(path.join(dir, f), 'utf8').matchAll(/"([^"]{3,})"/g)) quoted.push(m[1]);
    }
    // A quoted example value (a payment-term text "30 days") is not a message; a filled-in one is matched by its words.
    const missing = quoted.filter((q) => q !== '30 days' && !known.has(q) && !texts.some((t) => t.split(/\{[a-z]+\}/).every((part) => q.includes(part))));
    expect(missing).toEqual([]);
  });
});
