import { expect, fixture, html } from '@open-wc/testing';
import { runPostSubmitHtml } from '../../../components/form/post-submit.ts';
import { setPageErrorReporter } from '../../../core/errors/page-reporter.ts';

interface Globals {
  ssPostSubmitLib?: { greet(name: string): string };
  ssRan?: string[];
}
const page = window as Globals;

/** What `run` logs with `console.error` and reports to the page's error reporter. */
async function errorsOf(run: () => Promise<void>): Promise<[unknown[], unknown[]]> {
  const logged: unknown[] = [];
  const reported: unknown[] = [];
  const original = console.error;
  console.error = (...args: unknown[]) => logged.push(args[0]);
  setPageErrorReporter({ report: (error) => reported.push(error) });
  try {
    await run();
  } finally {
    console.error = original;
    setPageErrorReporter(undefined);
  }
  return [logged, reported];
}

const LIB = '/test/components/form/fixtures-post-submit.js';
const MISSING = '/test/components/form/no-such-post-submit.js';

describe('post-submit HTML', () => {
  let container: HTMLElement;
  beforeEach(async () => {
    delete page.ssPostSubmitLib;
    page.ssRan = [];
    container = await fixture<HTMLElement>(html`<div></div>`);
  });

  it('runs an inline script after the external script before it has loaded', async () => {
    await runPostSubmitHtml(
      container,
      `<script src="${LIB}"></script>` +
        `<script>ssRan.push(typeof ssPostSubmitLib === 'object' ? ssPostSubmitLib.greet('Ada') : 'no library')</script>`,
    );
    expect(page.ssRan).to.deep.equal(['Hello, Ada']);
  });

  it('runs inline scripts in document order, with the markup around them', async () => {
    await runPostSubmitHtml(
      container,
      '<p>Thanks</p><script>ssRan.push("one")</script><p>More</p><script>ssRan.push("two")</script>',
    );
    expect(page.ssRan).to.deep.equal(['one', 'two']);
    expect(container.querySelectorAll('p').length).to.equal(2);
  });

  it('goes on with the scripts after an external script that fails to load', async () => {
    const errors = await errorsOf(() =>
      runPostSubmitHtml(
        container,
        `<script>ssRan.push("before")</script><script src="${MISSING}"></script>` +
          `<script src="${LIB}"></script><script>ssRan.push(ssPostSubmitLib.greet("after"))</script>`,
      ),
    );
    expect(page.ssRan).to.deep.equal(['before', 'Hello, after']);
    // A page's own script failing to load is the browser's to log, not the form's.
    expect(errors).to.deep.equal([[], []]);
  });

  it('does not wait for a script of a type the browser does not run', async () => {
    await runPostSubmitHtml(
      container,
      `<script type="text/x-template" src="${LIB}"></script><script>ssRan.push("ran")</script>`,
    );
    expect(page.ssRan).to.deep.equal(['ran']);
    expect(page.ssPostSubmitLib).to.equal(undefined);
  });

  it('logs and reports markup the page refuses, and resolves', async () => {
    const refusal = new TypeError('This document requires TrustedHTML assignment.');
    const refusing = {
      set innerHTML(_markup: string) {
        throw refusal;
      },
    } as unknown as HTMLElement;
    const errors = await errorsOf(() => runPostSubmitHtml(refusing, '<p>Thanks</p>'));
    expect(errors).to.deep.equal([[refusal], [refusal]]);
  });
});
