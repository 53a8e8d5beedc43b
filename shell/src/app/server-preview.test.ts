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
