import { expect, waitUntil } from '@open-wc/testing';
import { resetPageContext, setPageContext } from '../../../core/site/read-context.ts';
import { WebsiteRole } from '../../../core/site/index.ts';
import {
  ADMIN_CHANNEL_NAME,
  ADMIN_ROLE,
  AdminChannel,
  isAdminAccount,
  openAdminChannel,
  type AdminEvent,
  type BroadcastPort,
} from '../../../core/tracking/index.ts';

const signedIn = (roles: unknown) => ({
  authenticatedAccount: { id: 'owner-1' },
  websiteRoles: roles,
});
const fixed = { pageUrl: () => 'https://example.test/shop', now: () => 1_700_000_000_000 };

describe('the admin event broadcast channel (part 1 §6)', () => {
  const opened: Array<{ close(): void }> = [];
  const keep = <T extends { close(): void }>(channel: T): T => {
    opened.push(channel);
    return channel;
  };
  afterEach(() => {
    for (const channel of opened.splice(0)) channel.close();
    resetPageContext();
  });

  it('is named once for the whole origin, and the admin role is website role 1', () => {
    expect(ADMIN_CHANNEL_NAME).to.equal('ss-admin-events');
    expect(ADMIN_ROLE).to.equal(WebsiteRole.values.admin);
  });

  it('counts only a signed-in account holding the admin role', () => {
    expect(isAdminAccount({})).to.equal(false);
    expect(isAdminAccount({ websiteRoles: [1] })).to.equal(false);
    expect(isAdminAccount(signedIn([4, 10]))).to.equal(false);
    expect(isAdminAccount(signedIn([]))).to.equal(false);
    expect(isAdminAccount(signedIn('1'))).to.equal(false);
    expect(isAdminAccount(signedIn(['1']))).to.equal(false);
    expect(isAdminAccount({ authenticatedAccount: { id: '' }, websiteRoles: [1] })).to.equal(false);
    expect(isAdminAccount(signedIn([1]))).to.equal(true);
    expect(isAdminAccount(signedIn([10, 1]))).to.equal(true);
    expect(isAdminAccount({ authenticatedAccount: { id: 7 }, websiteRoles: [1] })).to.equal(true);
  });

  it('reads the page context when none is given', () => {
    setPageContext(signedIn([1]));
    expect(isAdminAccount()).to.equal(true);
    const channel = openAdminChannel();
    expect(channel).to.be.instanceOf(AdminChannel);
    channel!.close();
    resetPageContext();
    setPageContext(signedIn([4]));
    expect(isAdminAccount()).to.equal(false);
    expect(openAdminChannel()).to.equal(undefined);
  });

  it('is opened for admins only', () => {
    expect(openAdminChannel({ context: {} })).to.equal(undefined);
    expect(openAdminChannel({ context: signedIn([10]) })).to.equal(undefined);
    const channel = keep(openAdminChannel({ context: signedIn([1]) })!);
    expect(channel).to.be.instanceOf(AdminChannel);
  });

  it('is not opened where the browser has no BroadcastChannel', () => {
    const original = globalThis.BroadcastChannel;
    try {
      (globalThis as { BroadcastChannel?: unknown }).BroadcastChannel = undefined;
      expect(openAdminChannel({ context: signedIn([1]) })).to.equal(undefined);
    } finally {
      globalThis.BroadcastChannel = original;
    }
  });

  it("carries an admin page's events to the owner's other channels, with the page and time", async () => {
    const page = keep(openAdminChannel({ context: signedIn([1]), ...fixed })!);
    const owner = keep(new AdminChannel());
    const seen: AdminEvent[] = [];
    owner.listen((event) => seen.push(event));
    expect(page.post('consent', { choice: 'accepted', canStoreVisitorData: true })).to.equal(true);
    expect(page.post('error')).to.equal(true);
    await waitUntil(() => seen.length === 2);
    expect(seen).to.deep.equal([
      {
        type: 'consent',
        detail: { choice: 'accepted', canStoreVisitorData: true },
        page: 'https://example.test/shop',
        at: 1_700_000_000_000,
      },
      { type: 'error', detail: null, page: 'https://example.test/shop', at: 1_700_000_000_000 },
    ]);
  });

  it('ignores messages of any other shape on the channel', async () => {
    const owner = keep(new AdminChannel());
    const seen: AdminEvent[] = [];
    owner.listen((event) => seen.push(event));
    const raw = keep(new BroadcastChannel(ADMIN_CHANNEL_NAME));
    for (const message of [
      null,
      'error',
      { type: 'error' },
      { type: 1, page: '', at: 0 },
      { type: 'x', page: 'p', at: '1' },
    ])
      raw.postMessage(message);
    raw.postMessage({ type: 'last', detail: 1, page: 'p', at: 2 });
    await waitUntil(() => seen.length > 0);
    expect(seen).to.deep.equal([{ type: 'last', detail: 1, page: 'p', at: 2 }]);
  });

  it('sends a detail it cannot copy as its text, and stops listening when asked', async () => {
    const page = keep(new AdminChannel(fixed));
    const owner = keep(new AdminChannel());
    const seen: AdminEvent[] = [];
    const stop = owner.listen((event) => seen.push(event));
    const uncopyable = () => 'not cloneable';
    expect(page.post('widget', uncopyable)).to.equal(true);
    await waitUntil(() => seen.length === 1);
    expect(seen[0]!.detail).to.equal(String(uncopyable));
    stop();
    page.post('after');
    const later = keep(new AdminChannel());
    const control: AdminEvent[] = [];
    later.listen((event) => control.push(event));
    page.post('control');
    await waitUntil(() => control.length === 1);
    expect(seen.map((event) => event.type)).to.deep.equal(['widget']);
  });

  it('answers false instead of throwing when the port refuses the message', () => {
    let calls = 0;
    const port: BroadcastPort = {
      postMessage() {
        calls++;
        throw new DOMException('closed', 'InvalidStateError');
      },
      addEventListener() {},
      removeEventListener() {},
      close() {},
    };
    const channel = new AdminChannel({ open: () => port });
    expect(channel.post('error', { message: 'x' })).to.equal(false);
    expect(calls).to.equal(1);
  });
});
