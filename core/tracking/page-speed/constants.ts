/**
 * Page-speed rollouts. The other numbers and paths (part 2 §7, §9; CLARIFICATIONS "Tracking and
 * errors") are defined beside the code that uses them, so what loads with the page (the start),
 * what is imported at idle (the settings call) and what is imported once page speed runs share
 * nothing:
 * SETTINGS_PATH and SETTINGS_TIMEOUT_MS in ./settings.ts, IDLE_TIMEOUT_MS in ./schedule.ts,
 * RECORDS_PATH in ./deliver.ts, METRIC_TIMEOUT_MS in ./vitals.ts, MAX_USER_TIMINGS in
 * ./navigation.ts and PAGE_SPEED_VERSION in ./record.ts; ./index.ts exports them all.
 */
/** The rollout that every app's page speed needs. */
export const RUM_FLAG = 'rum';

export interface PageSpeedFlags {
  rum: string;
  /** The app's own page-speed rollout: the app's name, as the dev API's settings answer it. */
  app: string;
  /** User-timing marks and measures in the record need this rollout too. */
  userTiming: string;
}

/** The rollout names page speed asks the settings call about, for an app. */
export const pageSpeedFlags = (app: string): PageSpeedFlags => ({
  rum: RUM_FLAG,
  app,
  userTiming: `${app}-user-timing`,
});
