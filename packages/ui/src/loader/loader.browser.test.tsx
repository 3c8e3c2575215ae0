// The loader's parts in a real page: claiming the page, reserving height, importing a flow chunk once per tag.
import { expect, waitUntil } from '@open-wc/testing';
import { createLazyDefiner, watchDocument } from './lazy';
import { addModulePreload } from './preload';
import { injectReserveStyle } from './reserve';
import { apiFromScript, claimPage } from './state';

const CHUNKS = { 'cc-enquiry': 'chunks/cc-enquiry.js', 'cc-portal': 'chunks/cc-portal.js' };
const LOADER_URL = 'https://cdn.test/widgets/cc-widgets.js';

describe('loader', () => {
  it('defaults the api to the GraphQL endpoint on the origin that served the loader', () => {
    expect(apiFromScript(LOADER_URL, 'https://centre.test')).to.equal('https://cdn.test/graphql');
    expect(apiFromScript('/widgets/cc-widgets.js', 'https://centre.test')).to.equal('https://centre.test/graphql');
    expect(apiFromScript(undefined, 'http://localhost:3000')).to.equal('http://localhost:3000/graphql');
  });

  it('lets the first loader claim the page; a same version is a no-op and another version changes nothing', () => {
    const win = {} as Window;
    expect(claimPage(win, '1.0.0', 'https://a.test/graphql')).to.equal('claimed');
    expect(claimPage(win, '1.0.0', 'https://b.test/graphql')).to.equal('same-version');
    expect(claimPage(win, '2.0.0', 'https://c.test/graphql')).to.equal('other-version');
    expect(win.__ccWidgets).to.deep.equal({ version: '1.0.0', apiDefault: 'https://a.test/graphql' });
  });

  it('reserves height for undefined widget elements only', async () => {
    injectReserveStyle(document);
    const enquiry = document.createElement('cc-enquiry');
    const registration = document.createElement('cc-registration');
    document.body.append(enquiry, registration);
    expect(enquiry.getBoundingClientRect().height).to.be.greaterThan(400);
    customElements.define('cc-registration', class extends HTMLElement {});
    expect(registration.getBoundingClientRect().height).to.equal(0);
    enquiry.remove();
    registration.remove();
  });

  it('imports a landed flow chunk once, relative to the loader, for present and later elements', async () => {
    const imported: string[] = [];
    const definer = createLazyDefiner(CHUNKS, LOADER_URL, async (url) => {
      imported.push(url);
    });
    const early = document.createElement('cc-portal');
    document.body.append(early);
    const observer = watchDocument(document, definer);
    expect(imported).to.deep.equal(['https://cdn.test/widgets/chunks/cc-portal.js']);

    const wrapper = document.createElement('div');
    wrapper.innerHTML = '<section><cc-enquiry></cc-enquiry><cc-enquiry></cc-enquiry></section><cc-offer></cc-offer>';
    document.body.append(wrapper);
    document.body.append(document.createElement('cc-portal'));
    await waitUntil(() => imported.length >= 2);
    await new Promise((resolve) => setTimeout(resolve, 20));
    // cc-offer has not landed, so nothing is imported for it.
    expect(imported).to.deep.equal([
      'https://cdn.test/widgets/chunks/cc-portal.js',
      'https://cdn.test/widgets/chunks/cc-enquiry.js',
    ]);
    observer.disconnect();
    early.remove();
    wrapper.remove();
  });

  it('reports a failed import and retries on the next connection', async () => {
    let attempts = 0;
    const errors: unknown[] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => errors.push(args);
    try {
      const definer = createLazyDefiner(CHUNKS, LOADER_URL, async () => {
        attempts++;
        throw new Error('network down');
      });
      definer.load('cc-enquiry');
      await waitUntil(() => errors.length === 1);
      definer.load('cc-enquiry');
      await waitUntil(() => errors.length === 2);
    } finally {
      console.error = original;
    }
    expect(attempts).to.equal(2);
  });

  it('asks for what a flow imports statically beside its chunk, once, and only for the flows on the page', async () => {
    const order: string[] = [];
    const preloads = { 'cc-enquiry': ['chunks/runtime.js', 'chunks/programs.js'], 'cc-portal': ['chunks/runtime.js'] };
    const definer = createLazyDefiner(
      CHUNKS,
      LOADER_URL,
      async (url) => order.push(`import ${url}`),
      preloads,
      (url) => order.push(`hint ${url}`),
    );
    definer.load('cc-enquiry');
    definer.load('cc-enquiry');
    expect(order).to.deep.equal([
      'hint https://cdn.test/widgets/chunks/runtime.js',
      'hint https://cdn.test/widgets/chunks/programs.js',
      'import https://cdn.test/widgets/chunks/cc-enquiry.js',
    ]);
  });

  it('puts one modulepreload link in the head per script, whoever listed it first', () => {
    const listed = document.createElement('link');
    listed.rel = 'modulepreload';
    listed.href = '/widgets/chunks/runtime.js';
    document.head.append(listed);
    try {
      addModulePreload(document, new URL('/widgets/chunks/runtime.js', location.href).href);
      addModulePreload(document, 'https://cdn.test/widgets/chunks/programs.js');
      addModulePreload(document, 'https://cdn.test/widgets/chunks/programs.js');
      const hrefs = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map(
        (l) => l.href,
      );
      expect(hrefs).to.deep.equal([
        new URL('/widgets/chunks/runtime.js', location.href).href,
        'https://cdn.test/widgets/chunks/programs.js',
      ]);
    } finally {
      document.head.querySelectorAll('link[rel="modulepreload"]').forEach((link) => link.remove());
    }
  });
});
