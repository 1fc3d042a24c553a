import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { AppError, BUSY_RETRY_AFTER_SECONDS, messageOf } from './app-error';
import { installErrorHandler } from './error-handler';

// A request refused for want of capacity after it began (a sign-in whose hash waited past its
// limit, decision 174) is answered as load shedding answers those it refuses before they begin.

describe('the error handler', () => {
  it('answers BUSY thrown by a route with 503, its bilingual message and Retry-After', async () => {
    const app = Fastify();
    installErrorHandler(app);
    app.post('/sign-in', async () => {
      throw new AppError('BUSY');
    });
    const answer = await app.inject({ method: 'POST', url: '/sign-in' });
    expect(answer.statusCode).toBe(503);
    expect(answer.headers['retry-after']).toBe(String(BUSY_RETRY_AFTER_SECONDS));
    expect(answer.json()).toEqual({
      status: 0,
      message: messageOf('BUSY'),
      data: null,
      code: 'BUSY',
    });
    await app.close();
  });

  it('tells no one else to come back later', async () => {
    const app = Fastify();
    installErrorHandler(app);
    app.get('/gone', async () => {
      throw new AppError('NOT_FOUND');
    });
    const answer = await app.inject({ method: 'GET', url: '/gone' });
    expect(answer.statusCode).toBe(404);
    expect(answer.headers['retry-after']).toBeUndefined();
    await app.close();
  });
});
