import { Codes } from '../../contract/codes';

/** An ApiError as plain data (what the RTK Query cache keeps). */
export interface ApiErrorData {
  code: string;
  messages: string[];
  status: number;
  result?: unknown;
  /** 00001: the messages by form field, when the server says which field each is about. */
  fields?: Record<string, string[]>;
}

/** The one error type of the app: every failed call becomes one of these. */
export class ApiError extends Error {
  readonly code: string;
  readonly messages: string[];
  readonly status: number;
  readonly result: unknown;
  readonly fields: Record<string, string[]>;

  constructor(opts: ApiErrorData) {
    super(opts.messages.join('\n') || `Request failed (${opts.code})`);
    this.name = 'ApiError';
    this.code = opts.code;
    this.messages = opts.messages;
    this.status = opts.status;
    this.result = opts.result;
    this.fields = opts.fields ?? {};
  }

  static from(data: ApiErrorData): ApiError {
    return new ApiError(data);
  }

  toData(): ApiErrorData {
    return { code: this.code, messages: this.messages, status: this.status, result: this.result, fields: this.fields };
  }

  get isInvalidRequest(): boolean {
    return this.code === Codes.INVALID_REQUEST;
  }

  get isNetwork(): boolean {
    return this.status === 0;
  }
}

/** Server text for a failed answer: a list joined by line breaks, a string, or an object's values. */
export function messagesOf(result: unknown): string[] {
  if (result == null) return [];
  if (typeof result === 'string') return [result];
  if (Array.isArray(result)) return result.flatMap(messagesOf);
  if (typeof result === 'object') return Object.values(result as Record<string, unknown>).flatMap(messagesOf);
  return [String(result)];
}

export function toApiError(err: unknown): ApiError {
  if (err instanceof ApiError) return err;
  if (isApiErrorData(err)) return ApiError.from(err);
  const message = err instanceof Error ? err.message : String(err);
  return new ApiError({ code: Codes.SERVER_ERROR, messages: [message], status: 0 });
}

function isApiErrorData(v: unknown): v is ApiErrorData {
  return typeof v === 'object' && v !== null && typeof (v as ApiErrorData).code === 'string' && Array.isArray((v as ApiErrorData).messages);
}
