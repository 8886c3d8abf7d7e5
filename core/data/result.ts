/** What a server may say about a failure; passed to the caller for 400, 401, 500 and 502. */
export interface ServerErrorBody {
  error?: string;
  message?: string;
  billingErrorCode?: string | number;
  /** Field id → message, as form submissions answer a 400. */
  errors?: Record<string, string>;
  [field: string]: unknown;
}

export interface DataSuccess<T> {
  ok: true;
  status: number;
  data: T;
}

export type FailureKind = 'network' | 'http' | 'parse' | 'aborted';

export interface DataFailure {
  ok: false;
  kind: FailureKind;
  /** The HTTP status, or null when no response came back. */
  status: number | null;
  /** The catalogue's visitor-facing message. */
  message: string;
  /** The server's own account of the failure, when the catalogue passes it on. */
  body?: ServerErrorBody;
  /**
   * The answer's JSON body whatever the status, for callers with rules of their own (a form
   * shows 'the response's error text' for any status).
   */
  response?: unknown;
}

export type DataResult<T> = DataSuccess<T> | DataFailure;
