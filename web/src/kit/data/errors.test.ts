import { describe, expect, it } from 'vitest';
import { ErrorCode } from '@console/contract/errors';
import {
  describeFailure,
  FORBIDDEN_TITLE,
  GENERIC_ERROR_MESSAGE,
  MAX_MESSAGE_LENGTH,
  NO_RESPONSE_MESSAGE,
  NO_RESPONSE_NOTIFY_SECONDS,
  NOTIFY_SECONDS,
} from './errors';

const notify = (lines: string[], durationSeconds = NOTIFY_SECONDS) => ({
  kind: 'notify',
  lines,
  durationSeconds,
});

describe('the error catalogue (console-core §8)', () => {
  it('a 401 reloads the page', () => {
    expect(describeFailure({ status: 401, body: { code: 'Unauthorized', message: 'Signed out' } })).toEqual({
      kind: 'reload',
    });
  });

  it('a 409 CompanyChanged asks to reload, with the message, whatever the call', () => {
    const message = 'This tab shows another company than the one now administered. Reload the page.';
    const body = { code: ErrorCode.CompanyChanged, message };
    expect(describeFailure({ status: 409, body })).toEqual({ kind: 'companyChanged', message });
  });

  it('a 403 on a page or data load goes to /forbidden', () => {
    expect(describeFailure({ status: 403, body: { code: 'Forbidden', message: 'No access' } })).toEqual({
      kind: 'forbidden',
      redirect: '/forbidden',
    });
  });

  it("a 403 on an action shows the message under the title 'Forbidden'", () => {
    const body = { code: 'Forbidden', message: 'You may not delete accounts' };
    expect(describeFailure({ status: 403, body, forbidden: 'notify' })).toEqual({
      ...notify(['You may not delete accounts']),
      title: FORBIDDEN_TITLE,
    });
  });

  it('a 403 for a second factor the console requires reloads the page, which goes to the enrolment', () => {
    const body = { code: ErrorCode.SecondFactorRequired, message: 'Set up two-step sign-in first' };
    for (const forbidden of ['redirect', 'notify'] as const) {
      expect(describeFailure({ status: 403, body, forbidden })).toEqual({ kind: 'reload' });
    }
  });

  it('MultipleErrors lists each message on its own line in one notification', () => {
    const body = {
      code: ErrorCode.MultipleErrors,
      message: 'Errors when deleting an account',
      multipleErrors: [{ message: 'First is in use' }, { message: 'Second is in use' }],
    };
    expect(describeFailure({ status: 422, statusText: 'Unprocessable Entity', body })).toEqual(
      notify(['First is in use', 'Second is in use']),
    );
  });

  it('ValidationError returns the field errors and the first of them to the caller, without a notification', () => {
    const propertyErrors = { email: ['Email is invalid', 'Email is taken'], name: ['Name is required'] };
    const body = { code: ErrorCode.ValidationError, message: 'Validation failed', propertyErrors };
    expect(describeFailure({ status: 400, body })).toEqual({
      kind: 'fieldErrors',
      propertyErrors,
      firstError: 'Email is invalid',
    });
  });

  it('ValidationError without field errors shows its message', () => {
    const body = { code: ErrorCode.ValidationError, message: 'Settings is empty', propertyErrors: {} };
    expect(describeFailure({ status: 400, body })).toEqual(notify(['Settings is empty']));
  });

  it('a file error is passed to the caller with no notification', () => {
    const body = { code: ErrorCode.File, message: 'The file is gone' };
    expect(describeFailure({ status: 404, body })).toEqual({ kind: 'silent' });
  });

  it('any other code shows its message', () => {
    const body = { code: ErrorCode.Conflict, message: 'The user name is already taken' };
    expect(describeFailure({ status: 409, statusText: 'Conflict', body })).toEqual(
      notify(['The user name is already taken']),
    );
  });

  it('an errors map in the body shows all its values, each on its own line', () => {
    const body = { errors: { name: 'Name is required', plan: 'Plan is unknown' } };
    expect(describeFailure({ status: 400, statusText: 'Bad Request', body })).toEqual(
      notify(['Name is required', 'Plan is unknown']),
    );
  });

  it('otherwise the status text is shown', () => {
    expect(describeFailure({ status: 502, statusText: 'Bad Gateway', body: '<html>proxy</html>' })).toEqual(
      notify(['Bad Gateway']),
    );
  });

  it('with no status text either, the generic text is shown', () => {
    expect(describeFailure({ status: 500, statusText: '' })).toEqual(notify([GENERIC_ERROR_MESSAGE]));
  });

  it('no response shows its text for 5 seconds', () => {
    expect(describeFailure({ status: 0 })).toEqual(notify([NO_RESPONSE_MESSAGE], NO_RESPONSE_NOTIFY_SECONDS));
    expect(NO_RESPONSE_MESSAGE).toBe('The request was made but no response was received');
    expect(NO_RESPONSE_NOTIFY_SECONDS).toBe(5);
  });

  it('every answered failure is shown for 8 seconds', () => {
    expect(NOTIFY_SECONDS).toBe(8);
    const reaction = describeFailure({ status: 500, body: { code: 'InternalError', message: 'Boom' } });
    expect(reaction).toMatchObject({ kind: 'notify', durationSeconds: 8 });
  });

  it('a message over 512 characters becomes the generic text', () => {
    expect(MAX_MESSAGE_LENGTH).toBe(512);
    expect(GENERIC_ERROR_MESSAGE).toBe('An error occur.Try it again.');
    const long = 'x'.repeat(MAX_MESSAGE_LENGTH + 1);
    expect(describeFailure({ status: 409, body: { code: 'Conflict', message: long } })).toEqual(
      notify([GENERIC_ERROR_MESSAGE]),
    );
  });

  it('a message of exactly 512 characters is shown as it is', () => {
    const exact = 'x'.repeat(MAX_MESSAGE_LENGTH);
    expect(describeFailure({ status: 409, body: { code: 'Conflict', message: exact } })).toEqual(
      notify([exact]),
    );
  });

  it('each of multiple errors is capped on its own', () => {
    const body = {
      code: ErrorCode.MultipleErrors,
      message: 'Errors when creating an account',
      multipleErrors: [{ message: 'y'.repeat(MAX_MESSAGE_LENGTH + 1) }, { message: 'Plan is unknown' }],
    };
    expect(describeFailure({ status: 422, body })).toEqual(
      notify([GENERIC_ERROR_MESSAGE, 'Plan is unknown']),
    );
  });
});
