import { expect } from '@open-wc/testing';
import { execute, gql, toPromise } from '@apollo/client/core';
import { jsonLink } from './jsonLink';
import { EMPTY_TOKEN_MESSAGE, tokenRefreshLink, waitForNewToken } from './tokenRefresh';

const query = gql`
  query Me {
    fetchMe(businessId: "b") {
      id
    }
  }
`;
const refused = {
  data: null,
  errors: [{ message: 'Your session has ended.', extensions: { code: 'UNAUTHENTICATED' } }],
};

/** A server that refuses every token but `good`, recording the Authorization header of each request. */
function server() {
  const seen: Array<string | undefined> = [];
  const fetch = async (_url: RequestInfo | URL, init: RequestInit = {}) => {
    const auth = (init.headers as Record<string, string>).authorization;
    seen.push(auth);
    const body = auth === 'Bearer good' ? { data: { fetchMe: { id: 'p1' } } } : refused;
    return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
  };
  return { seen, fetch: fetch as typeof globalThis.fetch };
}

function client(initial: string, refresh: () => Promise<string | undefined>) {
  let token = initial;
  const { seen, fetch } = server();
  const http = jsonLink({
    uri: 'http://api.test/graphql',
    fetch,
    headers: () => ({ authorization: `Bearer ${token}` }),
  });
  const link = tokenRefreshLink(async () => {
    const next = await refresh();
    if (next) token = next;
    return next;
  }).concat(http);
  return { seen, run: () => toPromise(execute(link, { query })) };
}

describe('a refused token is refreshed once, through the host', () => {
  it('UNAUTHENTICATED: asks for a new token and sends the call again with it', async () => {
    let asked = 0;
    const { seen, run } = client('expired', async () => {
      asked += 1;
      return 'good';
    });
    const result = await run();
    expect(result.data).to.deep.equal({ fetchMe: { id: 'p1' } });
    expect(asked).to.equal(1);
    expect(seen).to.deep.equal(['Bearer expired', 'Bearer good']);
  });

  it('no new token: the call fails with "Empty AccessToken"', async () => {
    const { seen, run } = client('expired', async () => undefined);
    let error: Error | undefined;
    await run().catch((e: Error) => (error = e));
    expect(error?.message).to.equal(EMPTY_TOKEN_MESSAGE);
    expect(seen).to.have.length(1);
  });

  it('a new token that is refused too is the answer: one retry, no loop', async () => {
    let asked = 0;
    const { seen, run } = client('expired', async () => {
      asked += 1;
      return 'also-bad';
    });
    const result = await run();
    expect(result.errors?.[0]?.extensions?.code).to.equal('UNAUTHENTICATED');
    expect(asked).to.equal(1);
    expect(seen).to.have.length(2);
  });

  it('other answers pass untouched', async () => {
    let asked = 0;
    const { seen, run } = client('good', async () => {
      asked += 1;
      return 'x';
    });
    expect((await run()).data).to.deep.equal({ fetchMe: { id: 'p1' } });
    expect(asked).to.equal(0);
    expect(seen).to.have.length(1);
  });

  it('waitForNewToken: the token the host sets later, or nothing when it sets none', async () => {
    const element: { token?: string } = { token: 'old' };
    setTimeout(() => (element.token = 'new'), 120);
    expect(await waitForNewToken(() => element.token, 'old')).to.equal('new');
  });
});
