import axios from 'axios';
import { answerFromPrefetched, readPrefetchedResponses } from './prefetched-api';

function clientWithNetwork() {
  const client = axios.create({ baseURL: '' });
  const network = jest.fn(async (config) => ({
    data: { from: 'network' },
    status: 200,
    statusText: 'OK',
    headers: {},
    config,
  }));
  client.defaults.adapter = network;
  return { client, network };
}

describe('prefetched API answers', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    delete window.__slotwisePrefetched;
  });

  it('answers the matching GET once from the page, then asks the network', async () => {
    document.body.innerHTML = `<script id="prefetched-api" type="application/json">${JSON.stringify({
      responses: { '/api/public/event-types/ada/intro': { data: { title: 'Intro' } } },
    })}</script>`;
    const { client, network } = clientWithNetwork();
    answerFromPrefetched(client, readPrefetchedResponses());

    const first = await client.get('/api/public/event-types/ada/intro');
    expect(first.data).toEqual({ data: { title: 'Intro' } });
    expect(network).not.toHaveBeenCalled();

    const second = await client.get('/api/public/event-types/ada/intro');
    expect(second.data).toEqual({ from: 'network' });
    expect(network).toHaveBeenCalledTimes(1);
  });

  it('matches the URL with its query as axios builds it, and lets a failed prefetch through', async () => {
    const url = '/api/x/free-times?start=2026-10-26&end=2026-12-06&time_zone=America%2FNew_York';
    window.__slotwisePrefetched = {
      [url]: Promise.resolve({ data: { days: [] } }),
      '/api/failed': Promise.resolve(null),
    };
    const { client, network } = clientWithNetwork();
    answerFromPrefetched(client, readPrefetchedResponses());

    const times = await client.get('/api/x/free-times', {
      params: { start: '2026-10-26', end: '2026-12-06', time_zone: 'America/New_York' },
    });
    expect(times.data).toEqual({ data: { days: [] } });
    const failed = await client.get('/api/failed');
    expect(failed.data).toEqual({ from: 'network' });
    expect(network).toHaveBeenCalledTimes(1);
  });

  it('never answers other methods from a prefetch', async () => {
    window.__slotwisePrefetched = { '/api/public/bookings': Promise.resolve({ data: 'stale' }) };
    const { client, network } = clientWithNetwork();
    answerFromPrefetched(client, readPrefetchedResponses());
    const created = await client.post('/api/public/bookings', {});
    expect(created.data).toEqual({ from: 'network' });
    expect(network).toHaveBeenCalledTimes(1);
  });
});
