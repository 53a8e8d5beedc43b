import { readRegistrationFailure } from './registration-errors';

describe('readRegistrationFailure', () => {
  it('reads a 422 body that is itself a field-to-messages object', () => {
    expect(
      readRegistrationFailure({ status: 422, data: { email: ['This email is already registered'] } }),
    ).toEqual({
      fieldErrors: { email: ['This email is already registered'] },
      general: null,
    });
  });

  it('reads a 422 body with an errors object', () => {
    const failure = readRegistrationFailure({
      status: 422,
      data: { message: 'Validation failed', errors: { username: ['This username is already taken'] } },
    });
    expect(failure).toEqual({ fieldErrors: { username: ['This username is already taken'] }, general: null });
  });

  it('reads a 422 with a single message, else the fallback', () => {
    expect(readRegistrationFailure({ status: 422, data: { message: 'Too similar' } })).toEqual({
      fieldErrors: {},
      general: 'Too similar',
    });
    expect(readRegistrationFailure({ status: 422, data: undefined })).toEqual({
      fieldErrors: {},
      general: 'Validation failed. Please check your input.',
    });
  });

  it("reads other failures as the server's error, else its message, else the generic text", () => {
    expect(
      readRegistrationFailure({ status: 429, data: { message: 'Slow down', error: 'Too many' } }).general,
    ).toBe('Too many');
    expect(readRegistrationFailure({ status: 500, data: { message: 'Database down' } }).general).toBe(
      'Database down',
    );
    expect(readRegistrationFailure({ status: 500, data: {} }).general).toBe(
      'An error occurred during registration. Please try again.',
    );
    expect(readRegistrationFailure(new Error('boom')).general).toBe(
      'An error occurred during registration. Please try again.',
    );
  });
});
