import type { z } from 'zod';
import type { ApiError } from '../../api/ApiError';

/** A schema's refusal as messages by field key (applications.0.amount), like the server's `fields`: the first per field, as useZodForm shows. */
export function fieldsOf(error: z.ZodError): Record<string, string[]> {
  const fields: Record<string, string[]> = {};
  for (const issue of error.issues) fields[issue.path.map(String).join('.')] ??= [issue.message];
  return fields;
}

/** A write's refusal: its field messages and the messages of no field (network or server failures read the same way). */
export function refusalOf(err: unknown): { fields: Record<string, string[]>; messages: string[] } {
  const e = err as Partial<ApiError>;
  return { fields: e.fields ?? {}, messages: e.messages?.length ? e.messages : ['Error occured. Please try again later.'] };
}

/** Field messages joined per field, for a form's errors; answers the messages that belong to no field. */
export function split(fields: Record<string, string[]>, messages: string[], isField: (key: string) => boolean = () => true) {
  const onFields: Record<string, string> = {};
  const placed = new Set<string>();
  for (const [k, msgs] of Object.entries(fields)) {
    if (!isField(k)) continue;
    onFields[k] = msgs.join(' ');
    msgs.forEach((m) => placed.add(m));
  }
  return { onFields, rest: messages.filter((m) => !placed.has(m)) };
}
