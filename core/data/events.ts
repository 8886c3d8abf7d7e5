export interface FatalErrorDetail {
  title: string;
  message: string;
  /** `network` when no answer came back (the connection failed), else `server`. */
  kind: 'network' | 'server';
  /** The path the failed call asked for, as given to the client. */
  path: string;
}

/** The server says the visitor must sign in. */
export class LoginRequiredEvent extends Event {
  constructor() {
    super('login-required');
  }
}

/** A failure the page cannot recover from: show the full-screen error. */
export class FatalErrorEvent extends Event {
  constructor(readonly detail: FatalErrorDetail) {
    super('fatal-error');
  }
}
