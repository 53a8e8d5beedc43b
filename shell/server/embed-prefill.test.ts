/**
 * @jest-environment jsdom
 */
// /embed.js passes the embedding page's prefill on to the frame (docs/product.md#prefill):
// name, e-mail, guests and q1…q5, never anything else of that page's query.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const source = readFileSync(join(__dirname, '..', 'public', 'embed.js'));

describe('/embed.js prefill from the embedding page', () => {
  beforeAll(() => {
    window.history.pushState(
      {},
      '',
      '/landing?q1=Sales&q3=Slack&q3=Email&guests=bob%40example.test&email=page%40example.test&token=secret&utm_source=ad',
    );
    document.body.innerHTML = `
      <div id="plain" data-slotwise-inline="alice/intro"></div>
      <div id="own" data-slotwise-inline="alice/intro?q1=Support" data-slotwise-email="ann@example.com"></div>`;
    new Function(source.toString())();
  });

  it('copies the prefill parameters, repeated ones included, and drops the rest', () => {
    const url = new URL(document.querySelector<HTMLIFrameElement>('#plain iframe')?.src ?? '');
    expect(url.searchParams.get('q1')).toBe('Sales');
    expect(url.searchParams.getAll('q3')).toEqual(['Slack', 'Email']);
    expect(url.searchParams.get('guests')).toBe('bob@example.test');
    expect(url.searchParams.get('email')).toBe('page@example.test');
    expect(url.searchParams.has('token')).toBe(false);
    expect(url.searchParams.has('utm_source')).toBe(false);
  });

  it("the embed's own link and options win over the page's query", () => {
    const url = new URL(document.querySelector<HTMLIFrameElement>('#own iframe')?.src ?? '');
    expect(url.pathname).toBe('/alice/intro');
    expect(url.searchParams.getAll('q1')).toEqual(['Support']);
    expect(url.searchParams.get('email')).toBe('ann@example.com');
  });
});
