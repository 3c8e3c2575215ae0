// The loader's early requests (early.ts) and the widgets' JSON link taking their answers, in a real page.
import { expect } from '@open-wc/testing';
import { execute, toPromise } from '@apollo/client/core';
import { BusinessForDocument } from '../business/business.graphql.generated';
import { jsonLink, trustedHash } from '../apollo/jsonLink';
import { dropEarly, sendEarly, type EarlyAnswers, type EarlyRule } from './early';

const API = 'http://api.test/graphql';
const HASH = trustedHash(BusinessForDocument) as string;
const RULES: EarlyRule[] = [
  { views: ['new'], requires: ['link-code'], operations: [['BusinessFor', HASH, { linkCode: 'link-code' }]] },
  {
    views: ['center-initiated', ''],
    requires: ['center-id'],
    operations: [['BusinessFor', HASH, { centerId: 'center-id' }]],
  },
];

interface Sent {
  url: string;
  init: RequestInit;
  body: Record<string, unknown>;
}

/** A fetch answering `answer` (or failing when it is an Error), recording what was sent. */
function server(answer: unknown) {
  const sent: Sent[] = [];
  const fetch = async (url: RequestInfo | URL, init: RequestInit = {}) => {
    sent.push({ url: String(url), init, body: JSON.parse(String(init.body)) as Record<string, unknown> });
    if (answer instanceof Error) throw answer;
    return new Response(JSON.stringify(answer), { status: 200, headers: { 'content-type': 'application/json' } });
  };
  return { sent, fetch: fetch as typeof globalThis.fetch };
}

function element(tag: string, attributes: Record<string, string>, token?: string): HTMLElement {
  const el = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) el.setAttribute(name, value);
  if (token) (el as HTMLElement & { token?: string }).token = token;
  return el;
}

const business = (id: string) => ({
  data: { businessFor: { businessId: id, enrollmentSettings: null, featureFlags: null } },
});

/** The page as the loader leaves it: its early answers on window.__ccWidgets. */
function onPage(answers: EarlyAnswers): void {
  window.__ccWidgets = { version: 'test', apiDefault: API, early: answers };
}

describe('early requests: the loader asks, the widget takes the answer', () => {
  afterEach(() => {
    delete window.__ccWidgets;
  });

  it("sends the first rule that fits the element's view and attributes, as the widget would send it", () => {
    const answers: EarlyAnswers = new Map();
    const { sent, fetch } = server(business('b1'));
    sendEarly(element('cc-enquiry', { view: 'new', 'link-code': 'abc' }, 'secret'), RULES, API, answers, fetch);
    expect(sent).to.have.length(1);
    expect(sent[0]?.url).to.equal(API);
    expect(sent[0]?.init.credentials).to.equal('omit');
    expect((sent[0]?.init.headers as Record<string, string>).authorization).to.equal('Bearer secret');
    expect(sent[0]?.body).to.deep.equal({
      operationName: 'BusinessFor',
      variables: { linkCode: 'abc' },
      extensions: { persistedQuery: { version: 1, sha256Hash: HASH } },
    });
    // An element without a view matches "" only; a view no rule names, or a missing attribute, sends nothing.
    sendEarly(element('cc-enquiry', { 'center-id': 'c1' }), RULES, API, answers, fetch);
    expect(sent[1]?.body.variables).to.deep.equal({ centerId: 'c1' });
    const search: EarlyRule = {
      views: [''],
      requires: ['business-id'],
      operations: [['CentreSelectionSearch', HASH, { businessID: 'business-id', searchKey: null }]],
    };
    sendEarly(element('cc-enquiry', { 'business-id': 'b1' }), [search], API, answers, fetch);
    expect(sent[2]?.body.variables).to.deep.equal({ businessID: 'b1', searchKey: null });
    sendEarly(element('cc-enquiry', { view: 'form', 'link-code': 'abc' }), RULES, API, answers, fetch);
    sendEarly(element('cc-enquiry', { view: 'new', 'link-code': '' }), RULES, API, answers, fetch);
    sendEarly(element('cc-offer', { view: 'new', 'link-code': 'abc' }), undefined, API, answers, fetch);
    expect(sent).to.have.length(3);
  });

  it('a signed-in rule waits for the token (property or attribute) and sends written-out variables as they are', () => {
    const answers: EarlyAnswers = new Map();
    const { sent, fetch } = server(business('b1'));
    const dashboard: EarlyRule = {
      views: ['dashboard', ''],
      requires: ['token'],
      operations: [['PortalDashboard', HASH, { input: { pageNumber: 1, pageSize: 50 } }]],
    };
    // Nobody signed in: nothing goes early (the screen sends the family to sign in instead).
    sendEarly(element('cc-portal', { view: 'dashboard' }), [dashboard], API, answers, fetch);
    expect(sent).to.have.length(0);
    sendEarly(element('cc-portal', { view: 'dashboard' }, 'from-cookie'), [dashboard], API, answers, fetch);
    sendEarly(element('cc-portal', { token: 'attr' }), [dashboard], API, answers, fetch);
    expect(sent.map((s) => (s.init.headers as Record<string, string>).authorization)).to.deep.equal([
      'Bearer from-cookie',
      'Bearer attr',
    ]);
    expect(sent[0]?.body.variables).to.deep.equal({ input: { pageNumber: 1, pageSize: 50 } });
  });

  it('the widget takes the answer to the exact same request once, and asks the server for anything else', async () => {
    const answers: EarlyAnswers = new Map();
    const early = server(business('from-the-loader'));
    sendEarly(
      element('cc-enquiry', { view: 'new', 'link-code': 'abc', api: API }),
      RULES,
      'http://other.test/graphql',
      answers,
      early.fetch,
    );
    onPage(answers);
    const widget = server(business('from-the-widget'));
    const link = jsonLink({ uri: API, fetch: widget.fetch });
    const ask = (variables: Record<string, unknown>) =>
      toPromise(execute(link, { query: BusinessForDocument, variables })) as Promise<{
        data: { businessFor: { businessId: string } };
      }>;
    // Apollo passes a variable the page left out as undefined: the same request.
    const first = await ask({ linkCode: 'abc', centerId: undefined });
    expect(first.data.businessFor.businessId).to.equal('from-the-loader');
    expect(widget.sent).to.have.length(0);
    expect(answers.size).to.equal(0);
    const again = await ask({ linkCode: 'abc' });
    expect(again.data.businessFor.businessId).to.equal('from-the-widget');
    expect(widget.sent).to.have.length(1);
  });

  it('another token or other variables are another request', async () => {
    const answers: EarlyAnswers = new Map();
    sendEarly(
      element('cc-enquiry', { view: 'new', 'link-code': 'abc' }, 'one'),
      RULES,
      API,
      answers,
      server(business('early')).fetch,
    );
    onPage(answers);
    const widget = server(business('asked'));
    const withToken = (token: string) =>
      jsonLink({ uri: API, fetch: widget.fetch, headers: () => ({ authorization: `Bearer ${token}` }) });
    await toPromise(execute(withToken('two'), { query: BusinessForDocument, variables: { linkCode: 'abc' } }));
    await toPromise(execute(withToken('one'), { query: BusinessForDocument, variables: { linkCode: 'abd' } }));
    expect(widget.sent).to.have.length(2);
    expect(answers.size).to.equal(1);
  });

  it('when the early request failed, the widget sends its own', async () => {
    const answers: EarlyAnswers = new Map();
    sendEarly(
      element('cc-enquiry', { view: 'new', 'link-code': 'abc' }),
      RULES,
      API,
      answers,
      server(new TypeError('offline')).fetch,
    );
    onPage(answers);
    const widget = server(business('asked'));
    const result = (await toPromise(
      execute(jsonLink({ uri: API, fetch: widget.fetch }), {
        query: BusinessForDocument,
        variables: { linkCode: 'abc' },
      }),
    )) as { data: { businessFor: { businessId: string } } };
    expect(result.data.businessFor.businessId).to.equal('asked');
    expect(widget.sent).to.have.length(1);
  });

  it("what a tag's element did not take is dropped when it is ready; another tag's stays", () => {
    const answers: EarlyAnswers = new Map();
    const { fetch } = server(business('b1'));
    sendEarly(element('cc-enquiry', { view: 'new', 'link-code': 'abc' }), RULES, API, answers, fetch);
    sendEarly(element('cc-offer', { view: 'new', 'link-code': 'xyz' }), RULES, API, answers, fetch);
    expect(answers.size).to.equal(2);
    dropEarly(answers, 'cc-enquiry');
    expect([...answers.values()].map((answer) => answer.tag)).to.deep.equal(['cc-offer']);
  });
});
