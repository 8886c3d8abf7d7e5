export type DeployEnvironment = 'staging' | 'dev' | 'prod';

/**
 * The environment a hostname belongs to (CLARIFICATIONS): containing 'staging' is staging;
 * localhost, 127.*, *.local, *.test or containing '.dev.' is dev; anything else is prod.
 */
export function environmentFromHostname(hostname: string): DeployEnvironment {
  const host = hostname.toLowerCase();
  if (host.includes('staging')) return 'staging';
  if (
    host === 'localhost' ||
    host.startsWith('127.') ||
    host.endsWith('.local') ||
    host.endsWith('.test') ||
    host.includes('.dev.')
  )
    return 'dev';
  return 'prod';
}
