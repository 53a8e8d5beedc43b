import {
  forgetPrefetchedAnswers,
  prefetchedAnswers,
  readPrefetchedResponses,
  resetPrefetchedResponses,
  takePrefetchedResponse,
} from '@slotwise/shared/api/prefetched-responses';

afterEach(() => {
  document.body.innerHTML = '';
  delete window.__slotwisePrefetched;
  delete window.__slotwisePrefetchedAnswers;
  resetPrefetchedResponses();
});

describe('prefetched API answers', () => {
  it('reads the answers the server put in the page and those its inline script started', async () => {
    document.body.innerHTML = `<script id="prefetched-api" type="application/json">${JSON.stringify({
      responses: { '/api/public/event-types/ada/intro': { data: { title: 'Intro' } } },
    })}</script>`;
    window.__slotwisePrefetched = { '/api/x/free-times?start=1': Promise.resolve({ data: { days: [] } }) };
    const found = readPrefetchedResponses();
    expect([...found.keys()].sort()).toEqual([
      '/api/public/event-types/ada/intro',
      '/api/x/free-times?start=1',
    ]);
    await expect(found.get('/api/public/event-types/ada/intro')).resolves.toEqual({
      data: { title: 'Intro' },
    });
  });

  it('answers a URL once, then leaves it to the API', async () => {
    window.__slotwisePrefetched = { '/api/a': Promise.resolve({ data: 1 }) };
    await expect(takePrefetchedResponse('/api/a')).resolves.toEqual({ data: 1 });
    expect(takePrefetchedResponse('/api/a')).toBeUndefined();
    expect(takePrefetchedResponse('/api/other')).toBeUndefined();
  });

  it('turns a failed prefetch into null and ignores a broken block', async () => {
    document.body.innerHTML = '<script id="prefetched-api" type="application/json">{broken</script>';
    window.__slotwisePrefetched = { '/api/failed': Promise.reject(new Error('offline')) };
    await expect(takePrefetchedResponse('/api/failed')).resolves.toBeNull();
  });
});

describe('the answers a page can render at once', () => {
  it('are the block’s, without a promise, until the first view has shown them', async () => {
    document.body.innerHTML = `<script id="prefetched-api" type="application/json">${JSON.stringify({
      responses: { '/api/public/users/ada': { data: { host: 'Ada' } } },
    })}</script>`;
    window.__slotwisePrefetched = { '/api/x/free-times?start=1': Promise.resolve({ data: { days: [] } }) };
    expect(prefetchedAnswers()).toEqual({ '/api/public/users/ada': { data: { host: 'Ada' } } });
    expect(prefetchedAnswers()).toEqual({ '/api/public/users/ada': { data: { host: 'Ada' } } });
    forgetPrefetchedAnswers();
    expect(prefetchedAnswers()).toEqual({});
    // A later GET of the same URL asks the API; the free times started by the script stay.
    expect(takePrefetchedResponse('/api/public/users/ada')).toBeUndefined();
    await expect(takePrefetchedResponse('/api/x/free-times?start=1')).resolves.toEqual({
      data: { days: [] },
    });
  });

  it('include what the inline script has already received, once', () => {
    const freeTimes = '/api/x/free-times?start=1';
    window.__slotwisePrefetched = { [freeTimes]: Promise.resolve({ data: { days: [] } }) };
    window.__slotwisePrefetchedAnswers = { [freeTimes]: { data: { days: [] } } };
    expect(prefetchedAnswers()).toEqual({ [freeTimes]: { data: { days: [] } } });
    forgetPrefetchedAnswers();
    expect(prefetchedAnswers()).toEqual({});
    expect(takePrefetchedResponse(freeTimes)).toBeUndefined();
  });

  it('are none without a block, or with a broken one', () => {
    expect(prefetchedAnswers()).toEqual({});
    resetPrefetchedResponses();
    document.body.innerHTML = '<script id="prefetched-api" type="application/json">{broken</script>';
    expect(prefetchedAnswers()).toEqual({});
  });
});
