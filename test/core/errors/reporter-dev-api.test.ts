import { expect } from '@open-wc/testing';
import { ErrorReporter } from '../../../core/errors/index.ts';
import { getCookie } from '../../../core/net/cookies.ts';

describe('ErrorReporter against the dev API', () => {
  before(async () => {
    await fetch('/api/health');
  });

  it('is accepted by RecordJavascriptErrors with the crumb header', async () => {
    expect(getCookie('crumb')).to.be.a('string').and.not.equal('');
    const answers: Response[] = [];
    const fetcher: typeof fetch = async (input, init) => {
      const response = await fetch(input, init);
      answers.push(response.clone());
      return response;
    };
    const errors = new ErrorReporter({ app: 'gallery', fetch: fetcher });
    errors.report(new Error('Dev API check'));
    errors.flush();
    await new Promise<void>((resolve) => {
      const wait = () => (answers.length ? resolve() : setTimeout(wait, 10));
      wait();
    });
    expect(answers[0]!.status).to.equal(200);
    expect(await answers[0]!.json()).to.deep.equal({ ok: true, stored: 1 });
  });
});
