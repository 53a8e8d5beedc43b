// The API's answers an attendee page is drawn from (attendee-preview.answers.ts).
import { fetchApiAnswers } from './attendee-preview.answers';

describe('attendee pages in the shell server', () => {
  it('leaves out API answers that fail or are not /api calls', async () => {
    const fetchImpl = jest.fn(async (url: string | URL | Request) =>
      String(url).endsWith('/ok') ? new Response('{"data":1}') : new Response('{}', { status: 404 }),
    );
    await expect(
      fetchApiAnswers('http://api', ['/api/ok', '/api/missing', 'http://elsewhere/x'], {
        fetchImpl: fetchImpl as typeof fetch,
      }),
    ).resolves.toEqual({ '/api/ok': { data: 1 } });
    expect(fetchImpl).toHaveBeenCalledTimes(2);
  });
});
