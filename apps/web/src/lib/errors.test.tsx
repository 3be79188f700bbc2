// @vitest-environment happy-dom
import { ApiError } from '@app/client';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createIntl, IntlProvider, useIntl } from 'react-intl';
import { afterEach, describe, expect, it } from 'vitest';
import en from '../i18n/en.json';
import { errorText, toastError, useFormErrors } from './errors';
import { clearNotifications, currentNotifications } from './notifications';

const intl = createIntl({ locale: 'en', messages: en });

afterEach(() => {
  clearNotifications();
});

describe('the message of a failure', () => {
  it('takes message, then errors.message, then error.message', () => {
    expect(errorText(new ApiError(500, { message: 'A', errors: { message: 'B' } }), intl)).toBe(
      'A',
    );
    expect(
      errorText(new ApiError(500, { errors: { message: 'B' }, error: { message: 'C' } }), intl),
    ).toBe('B');
    expect(errorText(new ApiError(400, { error: { code: 'X', message: 'C' } }), intl)).toBe('C');
  });

  it('falls back to the generic message, in the reader’s language', () => {
    expect(errorText(new ApiError(500, {}), intl)).toBe('Whoops! An error has occurred.');
    expect(errorText(new TypeError('Failed to fetch'), intl)).toBe(
      'Whoops! An error has occurred.',
    );
  });

  it('is a danger toast, except for 401 and 419 (the session signs out)', () => {
    toastError(new ApiError(500, { message: 'Boom' }), intl);
    toastError(new ApiError(401, { message: 'Unauthenticated.' }), intl);
    toastError(new ApiError(419, { message: 'CSRF token mismatch.' }), intl);
    expect(
      currentNotifications().map(({ message, type, duration }) => ({ message, type, duration })),
    ).toEqual([{ message: 'Boom', type: 'danger', duration: 3000 }]);
  });
});

describe('field errors', () => {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <IntlProvider locale="en" messages={en}>
      {children}
    </IntlProvider>
  );

  function render() {
    return renderHook(
      () => {
        const reader = useIntl();
        return useFormErrors(reader, ['email', 'password'] as const);
      },
      { wrapper },
    );
  }

  it('a 422 goes under the fields (first message only), and an edit clears one', () => {
    const { result } = render();
    act(() => {
      result.current.fail(
        new ApiError(422, {
          message: 'The given data was invalid.',
          errors: { email: ['Taken.', 'Second'], password: ['Too short.'] },
        }),
      );
    });
    expect(result.current.errors).toEqual({ email: 'Taken.', password: 'Too short.' });
    expect(currentNotifications()).toEqual([]);
    act(() => {
      result.current.clear('email');
    });
    expect(result.current.errors).toEqual({ password: 'Too short.' });
  });

  it('a 422 about no field of the form, or any other failure, is a toast', () => {
    const { result } = render();
    act(() => {
      result.current.fail(
        new ApiError(422, { message: 'Step refused.', errors: { step: ['No.'] } }),
      );
      result.current.fail(new ApiError(503, undefined));
    });
    expect(result.current.errors).toEqual({});
    expect(currentNotifications().map((n) => n.message)).toEqual([
      'Step refused.',
      'Whoops! An error has occurred.',
    ]);
  });
});
