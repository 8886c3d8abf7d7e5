/** The error report entry of part 1 §3. */
export interface ErrorEntryData {
  app: string;
  message: string;
  /** Cut to 5000 characters with the truncation note. */
  stack: string;
  file: string;
  /** Null when unknown. */
  line: number | null;
  column: number | null;
  /** What the caller passed with the error; null when nothing. */
  custom: Record<string, unknown> | null;
  websiteId: string;
  templateId: string;
  url: string;
  userAgent: string;
}

export interface ErrorEntry {
  eventName: `interface_error_${string}`;
  data: ErrorEntryData;
  /** Milliseconds since the epoch. */
  timestamp: number;
}
