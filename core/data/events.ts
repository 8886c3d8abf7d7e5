export interface FatalErrorDetail {
  title: string;
  message: string;
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
