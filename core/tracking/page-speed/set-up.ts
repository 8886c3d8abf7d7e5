import { pageSpeedFlags } from './constants.ts';
import type { RunContext } from './run.ts';
import { fetchSettings, isPageSpeedOn, isUserTimingOn } from './settings.ts';

/** What the start hands over before the settings are known; it learns the page-load id back. */
export interface SetUpContext extends Omit<RunContext, 'pageLoadId' | 'userTiming'> {
  setPageLoadId(pageLoadId: string): void;
}

/**
 * The settings call and, when its rollouts say page speed runs, the run (./run.ts, imported
 * then). `startPageSpeed` imports this at an idle moment after the load event, so no page-speed
 * code is fetched or parsed while the page loads. Rejects with the settings call's errors.
 */
export async function setUpPageSpeed(context: SetUpContext): Promise<boolean> {
  const flags = pageSpeedFlags(context.options.app);
  const settings = await fetchSettings(context.options.fetch, [
    flags.rum,
    flags.app,
    flags.userTiming,
  ]);
  context.setPageLoadId(settings.pageLoadId);
  if (!isPageSpeedOn(settings, flags) || context.stopped()) return false;
  const { runPageSpeed } = await import('./run.ts');
  return runPageSpeed({
    ...context,
    pageLoadId: settings.pageLoadId,
    userTiming: isUserTimingOn(settings, flags),
  });
}
