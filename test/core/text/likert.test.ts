import { expect } from '@open-wc/testing';
import {
  LIKERT_ANSWERS,
  LIKERT_LABELS,
  isLikertAnswer,
  likertLabel,
  type LikertAnswer,
} from '../../../core/text/likert.ts';

describe('likert labels', () => {
  it('labels the answers -2 to 2', () => {
    expect(likertLabel('-2')).to.equal('Strongly Disagree');
    expect(likertLabel('-1')).to.equal('Disagree');
    expect(likertLabel('0')).to.equal('Neutral');
    expect(likertLabel('1')).to.equal('Agree');
    expect(likertLabel('2')).to.equal('Strongly Agree');
  });

  it('lists the answers from most negative to most positive', () => {
    expect(LIKERT_ANSWERS).to.deep.equal(['-2', '-1', '0', '1', '2']);
    expect(LIKERT_ANSWERS.map((answer) => LIKERT_LABELS[answer])).to.deep.equal([
      'Strongly Disagree',
      'Disagree',
      'Neutral',
      'Agree',
      'Strongly Agree',
    ]);
  });

  it('knows an answer when it sees one', () => {
    expect(isLikertAnswer('1')).to.equal(true);
    expect(isLikertAnswer(1)).to.equal(false);
    expect(isLikertAnswer('3')).to.equal(false);
    expect(isLikertAnswer('+1')).to.equal(false);
  });

  for (const bad of ['3', '-3', '+1', ' 1', '', 'Agree']) {
    it(`rejects ${JSON.stringify(bad)}, naming the allowed answers`, () => {
      expect(() => likertLabel(bad as LikertAnswer)).to.throw(
        Error,
        /one of the strings '-2', '-1', '0', '1', '2'/,
      );
    });
  }

  it('rejects numbers: answers are strings', () => {
    expect(() => likertLabel(2 as unknown as LikertAnswer)).to.throw(Error, /got 2/);
  });
});
