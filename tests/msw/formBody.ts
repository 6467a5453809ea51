import { nestFormFields } from '../../contract/uploads';

/**
 * A multipart request as the server reads it: the text fields nested by their
 * bracket names (contract/uploads.ts) and the files by field name.
 */
export async function formBody(request: Request): Promise<{ fields: Record<string, unknown>; files: Record<string, File[]>; contentType: string }> {
  const fd = await request.formData();
  const fields: [string, string][] = [];
  const files: Record<string, File[]> = {};
  for (const [name, value] of fd.entries()) {
    if (typeof value === 'string') fields.push([name, value]);
    else (files[name] ??= []).push(value as File);
  }
  return { fields: nestFormFields(fields) ?? {}, files, contentType: request.headers.get('content-type') ?? '' };
}
