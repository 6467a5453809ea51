import { readdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES } from '../../contract/uploads';
import { sql } from '../db/db';
import { createTestServer, type TestServer } from '../testing';
import { multipartBody, OLE2, OOXML, PDF, PNG, textParts, zipStartingWith, type Part } from '../uploads/testFiles';

/**
 * Document Management System against a real database: folders (tree, path,
 * unique names per parent), upload (all fields required, the file checked by
 * its bytes and size), list, details, move, soft delete, the file served only
 * to holders of the view scope, and a revision for every write.
 */
let t: TestServer;
let admin: string;
let viewer: string;
/** Holds view_document_management and upload_document only. */
let clerk: string;
/** Holds view_document_management only. */
let reader: string;
const ids: Record<string, number> = {};

async function userWithScopes(username: string, employeeNo: string, scopes: string[]): Promise<string> {
  await t.db.run(sql`
    INSERT INTO users (employee_no, username, email, first_name, last_name, password_hash, department)
    SELECT ${employeeNo}, ${username}, ${`${username}@demo.invalid`}, 'Doc', ${username}, password_hash, 'Administration' FROM users WHERE username = 'viewer'`);
  await t.db.run(sql`INSERT INTO roles (role, slug, description) VALUES (${`Docs ${username}`}, ${`docs-${username}`}, 'Document management test role')`);
  await t.db.run(sql`
    INSERT INTO role_permissions (role_id, permission_id)
    SELECT r.id, p.id FROM roles r, permissions p WHERE r.slug = ${`docs-${username}`} AND p.scope IN ${sql`(${sql.join(scopes.map((s) => sql`${s}`), sql`, `)})`}`);
  await t.db.run(sql`INSERT INTO user_roles (user_id, role_id) SELECT u.id, r.id FROM users u, roles r WHERE u.username = ${username} AND r.slug = ${`docs-${username}`}`);
  return t.login(username);
}

beforeAll(async () => {
  t = await createTestServer();
  [admin, viewer] = await Promise.all(['admin', 'viewer'].map((u) => t.login(u)));
  clerk = await userWithScopes('docclerk', 'EMP-0801', ['view_document_management', 'upload_document']);
  reader = await userWithScopes('docreader', 'EMP-0802', ['view_document_management']);
  for (const u of await t.db.rows<{ id: number; username: string }>(sql`SELECT id, username FROM users`)) ids[u.username] = u.id;
});
afterAll(async () => t?.close());

const api = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string | undefined, payload?: object, query?: Record<string, string>) =>
  t.call({ method, url: `/api${url}`, token, payload, query });

const DETAILS = {
  file_name: 'BIR Form 2307 Q1',
  file_source: 'Bureau of Internal Revenue',
  physical_filing: 'Cabinet 3, drawer B',
  physically_received_by: 'Ana Santos',
  last_released_to: 'Accounting',
  latest_activity: 'Received and filed',
};

type FileValue = Extract<Part['value'], object>;
const pdfFile: FileValue = { bytes: PDF, fileName: 'form-2307.pdf', type: 'application/pdf' };

async function upload(token: string, fields: Record<string, string | number>, file: FileValue | null = pdfFile) {
  const parts: Part[] = [...textParts(Object.entries(fields).map(([k, v]) => [k, String(v)])), ...(file ? [{ name: 'attachment', value: file }] : [])];
  const { payload, headers } = await multipartBody(parts);
  return t.call({ method: 'POST', url: '/api/file-system/document/create', token, payload, headers });
}

const newFolder = async (folder_name: string, parent_id: number | null = null, token = admin) => api('POST', '/file-system/folder/create', token, { folder_name, parent_id });
const revisionsOf = (entity: string, id: number) =>
  t.db.rows<{ action: string; user_id: number; module: string; reference_code: string; changes: { field: string; old: unknown; new: unknown; new_text?: string }[] }>(
    sql`SELECT action, user_id, module, reference_code, changes FROM revisions WHERE entity = ${entity} AND entity_id = ${id} ORDER BY id`,
  );
const count = async (table: 'documents' | 'document_folders') => (await t.db.one<{ n: number }>(sql`SELECT COUNT(*)::int AS n FROM ${sql.identifier(table)}`))!.n;
const storedFiles = () => readdirSync(t.config.uploadDir).length;

describe('folders', () => {
  let finance: number;
  it('creates nested folders with their revisions; the tree and the breadcrumb follow', async () => {
    const top = await newFolder('  Finance  ');
    expect(top.status).toBe(200);
    expect(top.body).toMatchObject({ code: '00003', result: { folder_name: 'Finance', parent_id: null, document_count: 0 } });
    finance = top.body.result.folder_id;
    const child = await newFolder('Tax Forms', finance, clerk);
    expect(child.body.result).toMatchObject({ folder_name: 'Tax Forms', parent_id: finance });
    const grandchild = await newFolder('2026', child.body.result.folder_id);

    const tree = await api('GET', '/file-system/custom/file-explorer', reader);
    expect(tree.status).toBe(200);
    expect(tree.body.result).toEqual(
      expect.arrayContaining([
        { folder_id: finance, folder_name: 'Finance', parent_id: null, document_count: 0 },
        expect.objectContaining({ folder_name: 'Tax Forms', parent_id: finance }),
      ]),
    );
    const path = await api('GET', `/file-system/folder/path/${grandchild.body.result.folder_id}`, reader);
    expect(path.body.result.map((f: { folder_name: string }) => f.folder_name)).toEqual(['Finance', 'Tax Forms', '2026']);
    expect((await api('GET', '/file-system/folder/path/999999', reader)).status).toBe(404);

    const revs = await revisionsOf('folders', child.body.result.folder_id);
    expect(revs).toEqual([
      expect.objectContaining({ action: 'created', user_id: ids.docclerk, module: 'Document Management', reference_code: 'Tax Forms' }),
    ]);
    expect(revs[0].changes).toEqual(expect.arrayContaining([expect.objectContaining({ field: 'parent_id', new: finance })]));
  });

  it('refuses a name already used in the same parent (any case), an empty name and a missing parent, writing nothing', async () => {
    const before = await count('document_folders');
    const dup = await newFolder('FINANCE');
    expect(dup.status).toBe(422);
    expect(dup.body).toEqual({ code: '00001', result: ['A folder with this name already exists here.'], fields: { folder_name: ['A folder with this name already exists here.'] } });
    const blank = await newFolder('   ');
    expect(blank.body.fields).toEqual({ folder_name: ['Folder name is required.'] });
    const orphan = await newFolder('Orphan', 999999);
    expect(orphan.body.fields).toEqual({ parent_id: ['The parent folder does not exist.'] });
    expect((await newFolder('a/b')).body.code).toBe('00001');
    expect(await count('document_folders')).toBe(before);
    // The same name under another parent is another folder.
    expect((await newFolder('Finance', finance)).body.code).toBe('00003');
  });

  it('renames a folder (unique within its parent) and deletes it only when empty; both revisioned, the name free again', async () => {
    const parent = (await newFolder('Renames')).body.result.folder_id;
    const a = (await newFolder('Old Name', parent)).body.result.folder_id;
    await newFolder('Taken', parent);
    const renamed = await api('PUT', `/file-system/folder/${a}`, clerk, { folder_name: 'New Name' });
    expect(renamed.body).toMatchObject({ code: '00004', result: { folder_id: a, folder_name: 'New Name', parent_id: parent } });
    expect((await api('PUT', `/file-system/folder/${a}`, clerk, { folder_name: 'taken' })).body.fields).toEqual({ folder_name: ['A folder with this name already exists here.'] });
    expect((await api('PUT', `/file-system/folder/${a}`, clerk, { folder_name: '' })).body.fields).toEqual({ folder_name: ['Folder name is required.'] });
    expect((await revisionsOf('folders', a)).at(-1)).toMatchObject({ action: 'renamed', changes: [expect.objectContaining({ field: 'folder_name', old: 'Old Name', new: 'New Name' })] });

    // Not empty (a folder inside, then a document inside): refused, nothing changes.
    const notEmpty = { code: '00001', result: ['This folder still holds documents or folders. Move or delete them first.'] };
    expect((await api('DELETE', `/file-system/folder/${parent}`, admin)).body).toMatchObject(notEmpty);
    const doc = (await upload(clerk, { folder_id: a, ...DETAILS })).body.result.document_id;
    expect((await api('DELETE', `/file-system/folder/${a}`, admin)).body).toMatchObject(notEmpty);
    // The clerk may rename but not delete.
    expect((await api('DELETE', `/file-system/folder/${a}`, clerk)).status).toBe(403);
    await api('DELETE', '/file-system/document/delete', admin, undefined, { document_id: String(doc) });
    const deleted = await api('DELETE', `/file-system/folder/${a}`, admin);
    expect(deleted.body).toEqual({ code: '00006', result: { folder_id: a } });
    expect((await revisionsOf('folders', a)).at(-1)).toMatchObject({ action: 'deleted', reference_code: 'New Name' });
    // Gone from the tree, the path, uploads and renames; its name can be used again.
    const tree = await api('GET', '/file-system/custom/file-explorer', reader);
    expect(tree.body.result.map((f: { folder_id: number }) => f.folder_id)).not.toContain(a);
    expect((await api('GET', `/file-system/folder/path/${a}`, reader)).status).toBe(404);
    expect((await upload(clerk, { folder_id: a, ...DETAILS })).body.fields).toEqual({ folder_id: ['The folder does not exist.'] });
    expect((await api('PUT', `/file-system/folder/${a}`, clerk, { folder_name: 'Again' })).status).toBe(404);
    expect((await api('DELETE', `/file-system/folder/${a}`, admin)).status).toBe(404);
    expect((await newFolder('New Name', parent)).body.code).toBe('00003');
  });

  it('needs its scopes', async () => {
    expect((await api('GET', '/file-system/custom/file-explorer', undefined)).status).toBe(401);
    expect((await api('GET', '/file-system/custom/file-explorer', viewer)).status).toBe(403);
    expect((await newFolder('Reader folder', null, reader)).status).toBe(403);
  });
});

describe('documents', () => {
  let inbox: number;
  let archive: number;
  let doc: number;
  beforeAll(async () => {
    inbox = (await newFolder('Inbox')).body.result.folder_id;
    archive = (await newFolder('Archive')).body.result.folder_id;
  });

  it('uploads a document with every field; the row, the stored file and the revision agree', async () => {
    const files = storedFiles();
    const res = await upload(clerk, { folder_id: inbox, ...DETAILS });
    expect(res.status).toBe(200);
    expect(res.body.code).toBe('00003');
    doc = res.body.result.document_id;
    expect(res.body.result).toMatchObject({
      ...DETAILS,
      erp_uploads_id: doc,
      folder_id: inbox,
      folder_name: 'Inbox',
      original_name: 'form-2307.pdf',
      content_type: 'application/pdf',
      size_bytes: PDF.length,
      file_url: `/file-system/document/file/${doc}`,
      uploaded_by: 'Doc docclerk',
    });
    expect(storedFiles()).toBe(files + 1);
    const stored = await t.db.one<{ stored_path: string }>(sql`SELECT stored_path FROM documents WHERE document_id = ${doc}`);
    expect(stored!.stored_path).toMatch(/^[a-f0-9]{32}$/);
    const revs = await revisionsOf('documents', doc);
    expect(revs).toHaveLength(1);
    expect(revs[0]).toMatchObject({ action: 'uploaded', user_id: ids.docclerk, module: 'Document Management', reference_code: DETAILS.file_name });
    expect(revs[0].changes.map((c) => c.field).sort()).toEqual(['attachment', 'file_name', 'file_source', 'folder_id', 'last_released_to', 'latest_activity', 'physical_filing', 'physically_received_by']);
  });

  it('lists the folder, searched and sorted; the tree counts it', async () => {
    await upload(admin, { folder_id: inbox, ...DETAILS, file_name: 'Supplier Contract', file_source: 'Unilab' }, { bytes: PNG, fileName: 'contract.png', type: 'image/png' });
    const list = await api('GET', `/file-system/folder/${inbox}/documents`, reader, undefined, { order_by: 'file_name', direction: 'asc' });
    expect(list.status).toBe(200);
    expect(list.body.total_rows).toBe(2);
    expect(list.body.result.map((d: { file_name: string }) => d.file_name)).toEqual(['BIR Form 2307 Q1', 'Supplier Contract']);
    const found = await api('GET', `/file-system/folder/${inbox}/documents`, reader, undefined, { search: 'unilab' });
    expect(found.body.result.map((d: { file_name: string }) => d.file_name)).toEqual(['Supplier Contract']);
    expect((await api('GET', `/file-system/folder/${inbox}/documents`, reader, undefined, { order_by: 'size_bytes' })).body.code).toBe('00001');
    expect((await api('GET', '/file-system/folder/999999/documents', reader)).status).toBe(404);
    const tree = await api('GET', '/file-system/custom/file-explorer', reader);
    expect(tree.body.result.find((f: { folder_id: number }) => f.folder_id === inbox).document_count).toBe(2);
  });

  it('refuses an upload missing any field or the attachment, with every message on its field, and keeps no file', async () => {
    const [docs, files] = [await count('documents'), storedFiles()];
    const res = await upload(clerk, { folder_id: '', file_name: ' ', file_source: '', physical_filing: '', physically_received_by: '', last_released_to: '', latest_activity: '' }, null);
    expect(res.status).toBe(422);
    expect(res.body.code).toBe('00001');
    expect(res.body.fields).toEqual({
      folder_id: ['Folder name is required.'],
      file_name: ['File name is required.'],
      file_source: ['Source is required.'],
      physical_filing: ['Physical filing is required.'],
      physically_received_by: ['Received by is required.'],
      last_released_to: ['Released to is required.'],
      latest_activity: ['Latest activity is required.'],
      attachment: ['Attachment is required.'],
    });
    // Fields fine, no file: only the attachment.
    expect((await upload(clerk, { folder_id: inbox, ...DETAILS }, null)).body.fields).toEqual({ attachment: ['Attachment is required.'] });
    // A JSON body carries no file.
    expect((await api('POST', '/file-system/document/create', clerk, { folder_id: inbox, ...DETAILS })).body.fields).toEqual({ attachment: ['Attachment is required.'] });
    // A folder that does not exist: refused, and the file it brought is not kept.
    expect((await upload(clerk, { folder_id: 999999, ...DETAILS })).body.fields).toEqual({ folder_id: ['The folder does not exist.'] });
    expect([await count('documents'), storedFiles()]).toEqual([docs, files]);
  });

  it('checks the file by its bytes, not its name, and refuses one past the size limit', async () => {
    const [docs, files] = [await count('documents'), storedFiles()];
    const exe = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00\x04\x00\x00\x00', 'latin1'), Buffer.alloc(200)]);
    const renamed = await upload(clerk, { folder_id: inbox, ...DETAILS }, { bytes: exe, fileName: 'invoice.pdf', type: 'application/pdf' });
    expect(renamed.status).toBe(422);
    expect(renamed.body.fields).toEqual({ attachment: ['Attachment must be a PDF, PNG, JPEG or WebP file, or a Word, Excel or PowerPoint document.'] });
    const script = await upload(clerk, { folder_id: inbox, ...DETAILS }, { bytes: Buffer.from('<script>alert(1)</script>'), fileName: 'page.png', type: 'image/png' });
    expect(script.body.fields).toEqual({ attachment: ['Attachment must be a PDF, PNG, JPEG or WebP file, or a Word, Excel or PowerPoint document.'] });
    const big = Buffer.concat([PDF, Buffer.alloc(MAX_UPLOAD_BYTES)]);
    const tooBig = await upload(clerk, { folder_id: inbox, ...DETAILS }, { bytes: big, fileName: 'big.pdf', type: 'application/pdf' });
    expect(tooBig.body.fields).toEqual({ attachment: ['Attachment must be at most 10 MB.'] });
    expect([await count('documents'), storedFiles()]).toEqual([docs, files]);
  });

  it('keeps Word, Excel and PowerPoint files (checked by their bytes, the application by the extension) and sends them as downloads', async () => {
    const docx = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
    const word = await upload(clerk, { folder_id: inbox, ...DETAILS }, { bytes: OOXML, fileName: 'Contract.docx', type: docx });
    expect(word.body.code).toBe('00003');
    const xls = await upload(clerk, { folder_id: inbox, ...DETAILS }, { bytes: OLE2, fileName: 'Aging 2019.xls', type: 'application/vnd.ms-excel' });
    expect(xls.body.code).toBe('00003');
    const served = await t.call({ method: 'GET', url: `/api/file-system/document/file/${word.body.result.erp_uploads_id}`, token: reader });
    expect(served.headers['content-type']).toBe(docx);
    expect(String(served.headers['content-disposition'])).toMatch(/^attachment; filename="Contract.docx"/);
    // A ZIP that is not an Office package, and Office bytes under another application's name, are refused.
    const [docs, files] = [await count('documents'), storedFiles()];
    const zip = await upload(clerk, { folder_id: inbox, ...DETAILS }, { bytes: zipStartingWith('payload.exe'), fileName: 'Report.docx', type: docx });
    expect(zip.body.fields).toEqual({ attachment: ['Attachment must be a PDF, PNG, JPEG or WebP file, or a Word, Excel or PowerPoint document.'] });
    const ole = await upload(clerk, { folder_id: inbox, ...DETAILS }, { bytes: OLE2, fileName: 'Report.docx', type: docx });
    expect(ole.status).toBe(422);
    expect([await count('documents'), storedFiles()]).toEqual([docs, files]);
    // A package that starts with its application's folder (as streaming writers write it) is that application's, not another's.
    const streamed = await upload(clerk, { folder_id: inbox, ...DETAILS }, { bytes: zipStartingWith('word/document.xml'), fileName: 'Streamed.docx', type: docx });
    expect(streamed.body.code).toBe('00003');
    const [docsAfter, filesAfter] = [await count('documents'), storedFiles()];
    const sheetAsWord = await upload(clerk, { folder_id: inbox, ...DETAILS }, { bytes: zipStartingWith('xl/styles.xml'), fileName: 'Sheet.docx', type: docx });
    expect(sheetAsWord.status).toBe(422);
    expect([await count('documents'), storedFiles()]).toEqual([docsAfter, filesAfter]);
  });

  it('serves the file only to holders of the view scope, with the type its bytes have', async () => {
    const url = `/api/file-system/document/file/${doc}`;
    const res = await t.call({ method: 'GET', url, token: reader });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(String(res.headers['content-disposition'])).toContain('form-2307.pdf');
    expect((await t.call({ method: 'GET', url })).status).toBe(401);
    expect((await t.call({ method: 'GET', url, token: viewer })).status).toBe(403);
    expect((await t.call({ method: 'GET', url: '/api/file-system/document/file/999999', token: reader })).status).toBe(404);
  });

  it('corrects the details, recording only what changed; the file stays', async () => {
    const res = await api('PUT', `/file-system/document/${doc}`, clerk, { ...DETAILS, last_released_to: 'Treasury', latest_activity: 'Released to Treasury' });
    expect(res.body).toMatchObject({ code: '00004', result: { last_released_to: 'Treasury', original_name: 'form-2307.pdf' } });
    const revs = await revisionsOf('documents', doc);
    expect(revs.at(-1)).toMatchObject({ action: 'updated', user_id: ids.docclerk });
    expect(revs.at(-1)!.changes.map((c) => [c.field, c.old, c.new])).toEqual([
      ['last_released_to', 'Accounting', 'Treasury'],
      ['latest_activity', 'Received and filed', 'Released to Treasury'],
    ]);
    const bad = await api('PUT', `/file-system/document/${doc}`, clerk, { ...DETAILS, file_source: '' });
    expect(bad.body.fields).toEqual({ file_source: ['Source is required.'] });
    expect((await api('PUT', '/file-system/document/999999', clerk, DETAILS)).status).toBe(404);
    expect((await api('PUT', `/file-system/document/${doc}`, reader, DETAILS)).status).toBe(403);
    expect((await api('GET', `/file-system/document/${doc}`, reader)).body.result.last_released_to).toBe('Treasury');
  });

  it('moves a document to another folder with its revision; the same folder or a missing one is refused', async () => {
    expect((await api('PUT', '/file-system/document/move/folder', clerk, { document_id: doc, folder_id: archive })).status).toBe(403);
    const res = await api('PUT', '/file-system/document/move/folder', admin, { document_id: doc, folder_id: archive });
    expect(res.body).toMatchObject({ code: '00004', result: { folder_id: archive, folder_name: 'Archive' } });
    expect((await revisionsOf('documents', doc)).at(-1)).toMatchObject({
      action: 'moved',
      user_id: ids.admin,
      changes: [{ field: 'folder_id', old: inbox, new: archive, old_text: 'Inbox', new_text: 'Archive' }],
    });
    expect((await api('PUT', '/file-system/document/move/folder', admin, { document_id: doc, folder_id: archive })).body.fields).toEqual({ folder_id: ['The document is already in this folder.'] });
    expect((await api('PUT', '/file-system/document/move/folder', admin, { document_id: doc, folder_id: 999999 })).body.fields).toEqual({ folder_id: ['The folder does not exist.'] });
    expect((await api('PUT', '/file-system/document/move/folder', admin, { document_id: 999999, folder_id: inbox })).status).toBe(404);
    const inArchive = await api('GET', `/file-system/folder/${archive}/documents`, reader);
    expect(inArchive.body.result.map((d: { document_id: number }) => d.document_id)).toEqual([doc]);
  });

  it('deletes softly after its scope: hidden from the list, the read and the file route; the row and its revision stay', async () => {
    expect((await api('DELETE', '/file-system/document/delete', clerk, undefined, { document_id: String(doc) })).status).toBe(403);
    // The spec's body (002 §7); the query string below is accepted too.
    const res = await api('DELETE', '/file-system/document/delete', admin, { document_id: doc });
    expect(res.body).toEqual({ code: '00006', result: { document_id: doc } });
    expect((await api('GET', `/file-system/folder/${archive}/documents`, reader)).body.total_rows).toBe(0);
    expect((await api('GET', `/file-system/document/${doc}`, reader)).status).toBe(404);
    expect((await t.call({ method: 'GET', url: `/api/file-system/document/file/${doc}`, token: reader })).status).toBe(404);
    expect((await api('PUT', '/file-system/document/move/folder', admin, { document_id: doc, folder_id: inbox })).status).toBe(404);
    expect((await api('DELETE', '/file-system/document/delete', admin, undefined, { document_id: String(doc) })).status).toBe(404);
    const row = await t.db.one<{ deleted_by: number; deleted_at: string }>(sql`SELECT deleted_by, deleted_at FROM documents WHERE document_id = ${doc}`);
    expect(row!.deleted_by).toBe(ids.admin);
    expect((await revisionsOf('documents', doc)).map((r) => r.action)).toEqual(['uploaded', 'updated', 'moved', 'deleted']);
    expect((await api('DELETE', '/file-system/document/delete', admin, undefined, { document_id: 'x' })).body.code).toBe('00001');
    expect((await api('DELETE', '/file-system/document/delete', admin, {})).body).toMatchObject({ code: '00001', result: ['Choose the document to delete.'] });
  });

  it('needs the view scope to read and the upload scope to upload', async () => {
    expect((await api('GET', `/file-system/folder/${inbox}/documents`, viewer)).status).toBe(403);
    expect((await upload(reader, { folder_id: inbox, ...DETAILS })).status).toBe(403);
    expect((await upload(viewer, { folder_id: inbox, ...DETAILS })).status).toBe(403);
  });
});
