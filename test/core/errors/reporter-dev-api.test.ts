import { expect } from '@open-wc/testing';
import { ErrorReporter } from '../../../core/errors/index.ts';
import { getCookie, setCookie } from '../../../core/net/cookies.ts';

describe('ErrorReporter against the dev API', () => {
  before(async () => {
    await fetch('/api/health');
  });

  /** Reports one error through a fetch that keeps each answer; resolves with `count` of them. */
  async function reportOne(message: string, count: number): Promise<Response[]> {
    const answers: Response[] = [];
    const fetcher: typeof fetch = async (input, init) => {
      const response = await fetch(input, init);
      answers.push(response.clone());
      return response;
    };
    const errors = new ErrorReporter({ app: 'gallery', fetch: fetcher });
    errors.report(new Error(message));
    errors.flush();
    await new Promise<void>((resolve) => {
      const wait = () => (answers.length >= count ? resolve() : setTimeout(wait, 10));
      wait();
    });
    return answers;
  }

  it('is accepted by RecordJavascriptErrors with the crumb header', async () => {
    expect(getCookie('crumb')).to.be.a('string').and.not.equal('');
    const answers = await reportOne('Dev API check', 1);
    expect(answers[0]!.status).to.equal(200);
    expect(await answers[0]!.json()).to.deep.equal({ ok: true, stored: 1 });
  });

  it('is stored with a crumb cookie no header can carry, after the fresh crumb', async () => {
    setCookie('crumb', 'cr\u00fbmb \u2713');
    const answers = await reportOne('Dev API odd crumb', 2);
    expect(answers.map((answer) => answer.status)).to.deep.equal([401, 200]);
    expect(await answers[1]!.json()).to.deep.equal({ ok: true, stored: 1 });
    expect(getCookie('crumb')).to.match(/^[\w-]+\.[\w-]+$/);
  });
});
