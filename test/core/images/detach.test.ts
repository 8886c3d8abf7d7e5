import { expect } from '@open-wc/testing';
import { whenDetached } from '../../../core/images/detach.ts';
import { settle } from './helpers.ts';

describe('whenDetached', () => {
  const boxes: HTMLElement[] = [];
  const box = () => {
    const div = document.createElement('div');
    document.body.append(div);
    boxes.push(div);
    return div;
  };
  afterEach(() => boxes.splice(0).forEach((div) => div.remove()));

  it('hears an element leave the document, once', async () => {
    const element = box().appendChild(document.createElement('img'));
    const heard: string[] = [];
    whenDetached(element, () => heard.push('left'));
    element.parentElement!.remove();
    await settle();
    expect(heard).to.deep.equal(['left']);
    document.body.append(element);
    element.remove();
    await settle();
    expect(heard).to.deep.equal(['left']);
  });

  it('hears an element in a shadow root leave with its host, or from its shadow root', async () => {
    const host = box();
    const root = host.attachShadow({ mode: 'open' });
    const [first, second] = [document.createElement('img'), document.createElement('img')];
    root.append(first, second);
    const heard: string[] = [];
    whenDetached(first, () => heard.push('first'));
    first.remove();
    await settle();
    expect(heard).to.deep.equal(['first']);
    whenDetached(second, () => heard.push('second'));
    host.remove();
    await settle();
    expect(heard).to.deep.equal(['first', 'second']);
  });

  it('takes a move within one task for no leave, and hears nothing once the watch ends', async () => {
    const [from, to] = [box(), box()];
    const element = from.appendChild(document.createElement('img'));
    const heard: string[] = [];
    const stop = whenDetached(element, () => heard.push('left'));
    to.append(element);
    await settle();
    expect(heard).to.deep.equal([]);
    stop();
    element.remove();
    await settle();
    expect(heard).to.deep.equal([]);
  });
});
