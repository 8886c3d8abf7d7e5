/** A submission the server stored. */
export interface SubmitSuccess {
  status: 'success';
  /** Where to send the browser instead of showing the message: guarded, http(s) or a site path. */
  redirect: string | undefined;
  successMessage: string;
  /** HTML shown after the success message ('' without any); its scripts run. */
  postSubmitHtml: string;
}

/** A submission that was not sent, or that the server refused. Every value typed stays. */
export interface SubmitFailure {
  status: 'failure';
  /** The message shown above the form; null for a newsletter form's field errors. */
  message: string | null;
  /** Item id → message, shown above each field's title. */
  errors: Record<string, string>;
}

/** The network is down: the submission is kept in the browser and sent when it returns. */
export interface SubmitSavedOffline {
  status: 'saved-offline';
  /** The kept submission's id. */
  id: string;
  /** 'You are offline. Your submission is saved and will be sent when the connection returns.' */
  message: string;
}

export type SubmitResult = SubmitSuccess | SubmitFailure | SubmitSavedOffline;

export const submitFailure = (
  message: string | null,
  errors: Record<string, string> = {},
): SubmitFailure => ({ status: 'failure', message, errors });
