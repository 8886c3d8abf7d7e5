import { signedInAccount, websiteRoles, type Json } from './context.ts';

/** The admin event broadcast channel's name: every page of the site's origin shares it. */
export const ADMIN_CHANNEL_NAME = 'ss-admin-events';

/**
 * The admin role's number (part 2 §3, `WebsiteRole.values.admin`), written out as VIEWER_ROLE
 * is, so the trackers do not load the enumerations (a test checks both agree).
 */
export const ADMIN_ROLE = 1;

/** One message on the admin channel. */
export interface AdminEvent {
  /** What happened: 'error', 'consent', a widget event's name without its `ss-` prefix, … */
  type: string;
  detail: unknown;
  /** The address of the page it happened on. */
  page: string;
  /** Milliseconds since the epoch. */
  at: number;
}

/** The part of `BroadcastChannel` the channel uses. */
export interface BroadcastPort {
  postMessage(message: unknown): void;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  removeEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  close(): void;
}

export interface AdminChannelOptions {
  /** Opens the channel; `new BroadcastChannel(name)` when left out. */
  open?: (name: string) => BroadcastPort;
  pageUrl?: () => string;
  now?: () => number;
}

/** Part 1 §6: the signed-in account holds the admin website role (1). */
export function isAdminAccount(context?: Json): boolean {
  return signedInAccount(context) !== undefined && websiteRoles(context).includes(ADMIN_ROLE);
}

const isAdminEvent = (data: unknown): data is AdminEvent => {
  const event = data as Partial<AdminEvent> | null;
  return (
    typeof event === 'object' &&
    event !== null &&
    typeof event.type === 'string' &&
    typeof event.page === 'string' &&
    typeof event.at === 'number'
  );
};

const openBroadcast = (name: string): BroadcastPort => new BroadcastChannel(name);

/**
 * The admin event broadcast channel (part 1 §6, part 2 §6): what a page signed in as the site's
 * admin posts for the owner's other tabs to follow live (errors, consent, widget use), over a
 * `BroadcastChannel`, so nothing leaves the browser. Posting and listening never throw.
 */
export class AdminChannel {
  readonly #port: BroadcastPort;
  readonly #options: AdminChannelOptions;

  constructor(options: AdminChannelOptions = {}) {
    this.#options = options;
    this.#port = (options.open ?? openBroadcast)(ADMIN_CHANNEL_NAME);
  }

  /**
   * Posts an event. A detail the channel cannot copy (a function, an element) goes as its text,
   * so the event still arrives. Answers whether it was posted.
   */
  post(type: string, detail: unknown = null): boolean {
    const event: AdminEvent = {
      type,
      detail,
      page: (this.#options.pageUrl ?? (() => globalThis.location?.href ?? ''))(),
      at: (this.#options.now ?? Date.now)(),
    };
    try {
      this.#port.postMessage(event);
      return true;
    } catch (error) {
      if ((error as Error)?.name !== 'DataCloneError') return false;
      try {
        this.#port.postMessage({ ...event, detail: String(detail) });
        return true;
      } catch {
        return false;
      }
    }
  }

  /**
   * Calls `listener` with each event other pages (and other channels on this page) post;
   * messages of any other shape are ignored. Answers the function that stops it.
   */
  listen(listener: (event: AdminEvent) => void): () => void {
    const onMessage = ({ data }: MessageEvent) => {
      if (isAdminEvent(data)) listener(data);
    };
    this.#port.addEventListener('message', onMessage);
    return () => this.#port.removeEventListener('message', onMessage);
  }

  close(): void {
    this.#port.close();
  }
}

/**
 * The page's admin channel when its signed-in account is an admin (part 1 §6: admin users get
 * it); undefined for everyone else, and where the browser has no `BroadcastChannel`.
 */
export function openAdminChannel(
  options: AdminChannelOptions & { context?: Json } = {},
): AdminChannel | undefined {
  if (!isAdminAccount(options.context)) return undefined;
  if (!options.open && typeof globalThis.BroadcastChannel !== 'function') return undefined;
  return new AdminChannel(options);
}
