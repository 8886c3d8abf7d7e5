/**
 * The error reporter's console texts. The spec says a missing app name "logs a console error
 * and uses 'unknown'" without quoting one; this is ours.
 */
export const ERROR_REPORTER_MESSAGES = {
  missingApp: "ErrorReporter: no app name was given; errors are reported under the app 'unknown'.",
} as const;
