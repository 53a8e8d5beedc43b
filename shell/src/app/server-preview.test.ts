import { removeServerPreviewWhenPageShows } from './server-preview';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the server-drawn preview', () => {
  beforeEach(() => {
    document.body.innerHTML = '<div id="server-preview"><h1>Intro call</h1></div><div id="root"></div>';
  });

  it('stays while the app shows only a loading state, and goes when the page heading shows', async () => {
    removeServerPreviewWhenPageShows();
    const root = document.getElementById('root')!;
    root.innerHTML = '<div role="status">Loading</div>';
    await flush();
    expect(document.getElementById('server-preview')).not.toBeNull();

    root.innerHTML = '<main><h1>Intro call</h1></main>';
    await flush();
    expect(document.getElementById('server-preview')).toBeNull();
  });

  it('goes when the app shows an error instead', async () => {
    removeServerPreviewWhenPageShows();
    document.getElementById('root')!.innerHTML = '<div role="alert">The area failed</div>';
    await flush();
    expect(document.getElementById('server-preview')).toBeNull();
  });
});

describe('a prerendered page handed over to the app', () => {
  const form = (value = '') =>
    `<h1>Welcome back</h1><form><input name="login" value="${value}"><input name="password" type="password"><button type="button">Show</button><button type="submit">Sign In</button></form>`;

  it('carries typed values, the focus and a held submit over to the same fields of the app', async () => {
    document.body.innerHTML = `<div id="server-preview" data-prerendered="" data-pending-submit="">${form()}</div><div id="root"></div>`;
    const typed = document.querySelector<HTMLInputElement>('#server-preview input[name="login"]')!;
    typed.value = 'ada@example.test';
    typed.focus();
    removeServerPreviewWhenPageShows();
    const root = document.getElementById('root')!;
    root.innerHTML = form();
    const seen: string[] = [];
    const appLogin = root.querySelector<HTMLInputElement>('input[name="login"]')!;
    appLogin.addEventListener('input', () => seen.push(appLogin.value));
    const submitted = jest.fn((event: Event) => event.preventDefault());
    root.querySelector('form')!.addEventListener('submit', submitted);
    await flush();
    await flush();
    expect(document.getElementById('server-preview')).toBeNull();
    expect(seen).toEqual(['ada@example.test']);
    expect(document.activeElement).toBe(appLogin);
    expect(submitted).toHaveBeenCalledTimes(1);
  });

  it('presses the same button again when a press was held', async () => {
    document.body.innerHTML = `<div id="server-preview" data-prerendered="" data-pending-click="0">${form()}</div><div id="root"></div>`;
    removeServerPreviewWhenPageShows();
    const root = document.getElementById('root')!;
    root.innerHTML = form();
    const clicked = jest.fn();
    root.querySelector('button')!.addEventListener('click', clicked);
    await flush();
    await flush();
    expect(clicked).toHaveBeenCalledTimes(1);
  });

  it('presses a held button once the app enables it (its data still loading at takeover)', async () => {
    const day = (disabled: boolean) =>
      `<h1>Intro call</h1><form method="get"><button name="date" value="2026-11-28"${disabled ? ' disabled' : ''}>28</button></form>`;
    document.body.innerHTML = `<div id="server-preview" data-prerendered="" data-pending-click="0">${day(false)}</div><div id="root"></div>`;
    removeServerPreviewWhenPageShows();
    const root = document.getElementById('root')!;
    root.innerHTML = day(true);
    const button = root.querySelector('button')!;
    const clicked = jest.fn((event: Event) => event.preventDefault());
    button.addEventListener('click', clicked);
    await flush();
    await flush();
    expect(clicked).not.toHaveBeenCalled();
    button.disabled = false;
    await flush();
    expect(clicked).toHaveBeenCalledTimes(1);
  });

  it('counts no hidden field (the server’s form token is not the browser’s): the typed reason lands in the reason', async () => {
    const cancel = (hidden: string) =>
      `<h1>Cancel booking</h1><form method="post">${hidden}<textarea name="cancellation_reason"></textarea><button type="submit">Cancel booking</button></form>`;
    document.body.innerHTML = `<div id="server-preview" data-prerendered="" data-pending-submit="">${cancel('<input type="hidden" name="_csrf" value="t">')}</div><div id="root"></div>`;
    document.querySelector<HTMLTextAreaElement>('#server-preview textarea')!.value = 'Something came up';
    removeServerPreviewWhenPageShows();
    const root = document.getElementById('root')!;
    root.innerHTML = cancel('');
    const submitted = jest.fn((event: Event) => event.preventDefault());
    root.querySelector('form')!.addEventListener('submit', submitted);
    await flush();
    await flush();
    expect(root.querySelector('textarea')!.value).toBe('Something came up');
    expect(submitted).toHaveBeenCalledTimes(1);
  });

  it('keeps the page’s own value of a field the visitor did not change (the server drew it otherwise)', async () => {
    // The booking page's time zone: empty on the server, the browser's zone in the page.
    document.body.innerHTML = `<div id="server-preview" data-prerendered="">${form('')}</div><div id="root"></div>`;
    removeServerPreviewWhenPageShows();
    const root = document.getElementById('root')!;
    root.innerHTML = form('Europe/Berlin');
    const appLogin = root.querySelector<HTMLInputElement>('input[name="login"]')!;
    const typed = jest.fn();
    appLogin.addEventListener('input', typed);
    await flush();
    await flush();
    expect(document.getElementById('server-preview')).toBeNull();
    expect(appLogin.value).toBe('Europe/Berlin');
    expect(typed).not.toHaveBeenCalled();
  });
});

describe('a prerendered page and a remote that fails', () => {
  it("goes when the area's error fallback shows", async () => {
    document.body.innerHTML =
      '<div id="server-preview" data-prerendered=""><h1>Pricing</h1></div><div id="root"></div>';
    removeServerPreviewWhenPageShows();
    document.getElementById('root')!.innerHTML =
      '<div data-testid="remote-error">This page could not be loaded.</div>';
    await flush();
    expect(document.getElementById('server-preview')).toBeNull();
  });
});
