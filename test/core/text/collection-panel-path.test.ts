import { expect } from '@open-wc/testing';
import { isCollectionPanelPath } from '../../../core/text/collection-panel-path.ts';

const ID_24 = '5f1a2b3c4d5e6f7a8b9c0d1E';

describe('isCollectionPanelPath', () => {
  it('takes /pages/ and exactly 24 letters or digits', () => {
    expect(ID_24).to.have.length(24);
    expect(isCollectionPanelPath(`/pages/${ID_24}`)).to.equal(true);
  });

  it('refuses 23 or 25 characters', () => {
    expect(isCollectionPanelPath(`/pages/${ID_24.slice(1)}`)).to.equal(false);
    expect(isCollectionPanelPath(`/pages/${ID_24}a`)).to.equal(false);
  });

  it('refuses other characters, other prefixes and anything after the id', () => {
    expect(isCollectionPanelPath(`/pages/${ID_24.slice(1)}-`)).to.equal(false);
    expect(isCollectionPanelPath(`/pages/${ID_24.slice(1)}é`)).to.equal(false);
    expect(isCollectionPanelPath(`/page/${ID_24}`)).to.equal(false);
    expect(isCollectionPanelPath(`pages/${ID_24}`)).to.equal(false);
    expect(isCollectionPanelPath(`/pages/${ID_24}/`)).to.equal(false);
    expect(isCollectionPanelPath(`/pages/${ID_24}?x=1`)).to.equal(false);
    expect(isCollectionPanelPath(`/x/pages/${ID_24}`)).to.equal(false);
  });
});
