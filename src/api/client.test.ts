import { describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { mswServer } from '../../tests/msw/server';
import { API, fail, invalid, ok } from '../../tests/msw/envelope';
import { api, configureClient } from './client';
import { ApiError } from './ApiError';

describe('the one HTTP client', () => {
  it('sends the bearer token and decodes the envelope', async () => {
    let auth: string | null = null;
    mswServer.use(
      http.get(API('/things'), ({ request }) => {
        auth = request.headers.get('authorization');
        return ok([{ id: 1 }], { total_rows: 7 });
      }),
    );
    configureClient({ getToken: () => 'tok-123' });
    const res = await api.get<{ id: number }[]>('/things');
    expect(auth).toBe('Bearer tok-123');
    expect(res.result).toEqual([{ id: 1 }]);
    expect(res.total_rows).toBe(7);
  });

  it('turns 00001 into one ApiError carrying every message', async () => {
    mswServer.use(http.post(API('/things'), () => invalid(['Name is required', 'Price must be a number'])));
    const err = await api.post('/things', {}).catch((e) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err.code).toBe('00001');
    expect(err.status).toBe(422);
    expect(err.messages).toEqual(['Name is required', 'Price must be a number']);
    expect(err.message).toBe('Name is required\nPrice must be a number');
  });

  it('treats any code outside the success list as an error, even with HTTP 200', async () => {
    mswServer.use(http.get(API('/things'), () => fail('00011', 'Account locked')));
    await expect(api.get('/things')).rejects.toMatchObject({ code: '00011', messages: ['Account locked'] });
  });

  it('accepts call-specific success codes', async () => {
    mswServer.use(http.get(API('/signin'), () => ok({ user: null }, { code: '00006' })));
    await expect(api.get('/signin', {}, { okCodes: ['00006'] })).resolves.toMatchObject({ code: '00006' });
  });

  it.each([401, 403])('calls the unauthorized hook on HTTP %i', async (status) => {
    const onUnauthorized = vi.fn();
    configureClient({ onUnauthorized });
    mswServer.use(http.get(API('/secret'), () => HttpResponse.json({ code: `00${status}`, result: 'no' }, { status })));
    await expect(api.get('/secret')).rejects.toMatchObject({ status });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('does not redirect when the caller opts out (sign-in screens)', async () => {
    const onUnauthorized = vi.fn();
    configureClient({ onUnauthorized });
    mswServer.use(http.post(API('/users/logout'), () => HttpResponse.json({ code: '00401', result: 'no' }, { status: 401 })));
    await expect(api.post('/users/logout', undefined, { noAuthRedirect: true })).rejects.toBeInstanceOf(ApiError);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('turns a network failure into an ApiError with status 0', async () => {
    mswServer.use(http.get(API('/down'), () => HttpResponse.error()));
    await expect(api.get('/down')).rejects.toMatchObject({ status: 0, code: '00500' });
  });
});
