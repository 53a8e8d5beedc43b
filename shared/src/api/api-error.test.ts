import { apiErrorMessage, isApiError } from '@slotwise/shared/api/api-error';

describe('isApiError', () => {
  test('tells an API failure, and with a status, that status only', () => {
    const notFound = { status: 404, data: { message: 'Event type not found' } };
    expect(isApiError(notFound)).toBe(true);
    expect(isApiError(notFound, 404)).toBe(true);
    expect(isApiError(notFound, 422)).toBe(false);
    expect(isApiError({ status: 'NETWORK_ERROR', data: undefined }, 404)).toBe(false);
  });

  test('is not fooled by other errors', () => {
    for (const value of [null, undefined, 'boom', new Error('boom'), { status: 404 }, { data: {} }])
      expect(isApiError(value)).toBe(false);
  });
});

describe('apiErrorMessage', () => {
  test('the server’s error, else its message, else the fallback', () => {
    expect(
      apiErrorMessage({ status: 404, data: { message: 'Not found', error: 'event_type_inactive' } }, 'x'),
    ).toBe('event_type_inactive');
    expect(apiErrorMessage({ status: 409, data: { message: 'This time is no longer available' } }, 'x')).toBe(
      'This time is no longer available',
    );
    // No answer, or one without a JSON body (a proxy's page): the caller's own text.
    expect(apiErrorMessage({ status: 'NETWORK_ERROR', data: undefined }, 'fallback')).toBe('fallback');
    expect(apiErrorMessage({ status: 502, data: undefined }, 'fallback')).toBe('fallback');
  });
});
