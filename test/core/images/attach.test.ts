import { expect } from '@open-wc/testing';
import sinon from 'sinon';
import { ATTACH_INTERVAL_MS, ATTACH_TRIES, waitForAttachment } from '../../../core/images/index.ts';
import { settle } from './helpers.ts';

describe('waitForAttachment', () => {
  let clock: sinon.SinonFakeTimers;
  beforeEach(() => {
    clock = sinon.useFakeTimers();
  });
  afterEach(() => clock.restore());

  it('tries 100 times, 10 ms apart', () => {
    expect(ATTACH_TRIES).to.equal(100);
    expect(ATTACH_INTERVAL_MS).to.equal(10);
  });

  it('answers true at once for an attached node', async () => {
    const node = document.body.appendChild(document.createElement('span'));
    try {
      expect(await waitForAttachment(node)).to.equal(true);
    } finally {
      node.remove();
    }
  });

  it('gives up after 100 tries of 10 ms: not at 999 ms, at 1000 ms', async () => {
    let answer: boolean | undefined;
    void waitForAttachment(document.createElement('span')).then((a) => (answer = a));
    await clock.tickAsync(999);
    expect(answer).to.equal(undefined);
    await clock.tickAsync(1);
    expect(answer).to.equal(false);
    expect(clock.countTimers()).to.equal(0);
  });

  it('finds a node attached at the last try', async () => {
    const node = document.createElement('span');
    let answer: boolean | undefined;
    void waitForAttachment(node).then((a) => (answer = a));
    await clock.tickAsync(995);
    document.body.append(node);
    await settle();
    expect(answer).to.equal(undefined);
    await clock.tickAsync(5);
    expect(answer).to.equal(true);
    node.remove();
  });

  it('looks every 10 ms', async () => {
    const node = document.createElement('span');
    let answer: boolean | undefined;
    void waitForAttachment(node).then((a) => (answer = a));
    await clock.tickAsync(11);
    document.body.append(node);
    await clock.tickAsync(8);
    expect(answer).to.equal(undefined);
    await clock.tickAsync(1);
    expect(answer).to.equal(true);
    node.remove();
  });

  it('takes other counts when given', async () => {
    let answer: boolean | undefined;
    void waitForAttachment(document.createElement('span'), { tries: 2, intervalMs: 50 }).then(
      (a) => (answer = a),
    );
    await clock.tickAsync(99);
    expect(answer).to.equal(undefined);
    await clock.tickAsync(1);
    expect(answer).to.equal(false);
  });
});
