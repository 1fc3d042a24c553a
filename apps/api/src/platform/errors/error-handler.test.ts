import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { AppError, BUSY_RETRY_AFTER_SECONDS, messageOf } from './app-error';
import { installErrorHandler } from './error-handler';

// A request refused for want of capacity after it began (a sign-in whose hash waited past its
// limit, decision 174) is answered as load shedding answers those it refuses before they begin.

/** The answer to a request whose route throws `error`. */
async function answerTo(error: AppError) {
  const app = Fastify();
  installErrorHandler(app);
  app.post('/', async () => {
    throw error;
  });
  const answer = await app.inject({ method: 'POST', url: '/' });
  await app.close();
  return answer;
}

describe('the error handler', () => {
  it('answers BUSY thrown by a route with 503, its bilingual message and Retry-After', async () => {
    const answer = await answerTo(new AppError('BUSY'));
    expect(answer.statusCode).toBe(503);
    expect(answer.headers['retry-after']).toBe(String(BUSY_RETRY_AFTER_SECONDS));
    expect(answer.json()).toEqual({
      status: 0,
      message: messageOf('BUSY'),
      data: null,
      code: 'BUSY',
    });
  });

  it('tells no one else to come back later', async () => {
    const answer = await answerTo(new AppError('NOT_FOUND'));
    expect(answer.statusCode).toBe(404);
    expect(answer.headers['retry-after']).toBeUndefined();
  });
});
