import { formFields, type FormValue } from '../../../contract/uploads';

/**
 * A multipart body: the fields with bracket names (contract/uploads.ts, the
 * same rule the server reads back), then the files. A list of files repeats
 * its field name.
 */
export function toFormData(body: Record<string, FormValue>, files: Record<string, File | readonly File[] | null | undefined> = {}): FormData {
  const fd = new FormData();
  for (const [name, value] of formFields(body)) fd.append(name, value);
  for (const [name, f] of Object.entries(files)) {
    for (const one of f ? (Array.isArray(f) ? f : [f as File]) : []) fd.append(name, one, one.name);
  }
  return fd;
}
