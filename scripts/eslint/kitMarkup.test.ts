import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/** Messages of the kit-markup rule for `code` written at `file`. */
async function problems(file: string, code: string): Promise<string[]> {
  const eslint = new ESLint({ cwd: process.cwd() });
  const [result] = await eslint.lintText(code, { filePath: path.resolve(file) });
  return result.messages.filter((m) => m.ruleId === 'erp/kit-markup').map((m) => m.message);
}

describe('kit markup (lint)', () => {
  it('refuses a Bootstrap component drawn by class name in a screen, in strings, templates and conditions', async () => {
    const code = [
      'export const A = () => <button className="btn btn-success btn-sm ms-2">Save</button>;',
      'export const B = ({ bad }: { bad: boolean }) => <input className={`form-control${bad ? " is-invalid" : ""}`} />;',
      'export const C = ({ on }: { on: boolean }) => <span className={on ? "badge text-bg-warning" : "small"}>x</span>;',
    ].join('\n');
    expect(await problems('src/features/zz/Screen.tsx', code)).toEqual([
      '"btn" is a Bootstrap component drawn by class name: use react-bootstrap (Button, or LinkButton for a router link) or a kit component from src/components.',
      '"form-control" is a Bootstrap component drawn by class name: use react-bootstrap (Form.Control) or a kit component from src/components.',
      '"badge" is a Bootstrap component drawn by class name: use react-bootstrap (Badge) or a kit component from src/components.',
    ]);
  });

  it("refuses a form's label, help text and messages drawn by class name", async () => {
    const code = 'export const A = () => <><label className="form-label small">Date</label><div className="invalid-feedback d-block">x</div><p className="form-text">y</p></>;';
    expect((await problems('src/features/zz/Screen.tsx', code)).map((m) => m.split(' is ')[0])).toEqual(['"form-label"', '"invalid-feedback"', '"form-text"']);
  });

  it('lets layout utilities through, and the kit itself and tests draw by class name', async () => {
    expect(await problems('src/features/zz/Screen.tsx', 'export const A = () => <div className="d-flex gap-2 ms-auto text-end small table-responsive">x</div>;')).toEqual([]);
    const raw = 'export const A = () => <button className="btn btn-primary">x</button>;';
    expect(await problems('src/components/Kit.tsx', raw)).toEqual([]);
    expect(await problems('src/features/zz/Screen.test.tsx', raw)).toEqual([]);
  });
});
