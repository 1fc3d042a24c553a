import type { ReactElement } from 'react';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ONLINE_PAYMENT_SLUGS, PAYMENT_RETURN_PATHS } from '@niyukti/shared';
import { RequireAuth } from '../lib/routing/guards';
import { OpenLayout } from './layouts/open-layout';
import { routes } from './routes';

function flatten(list: RouteObject[]): RouteObject[] {
  return list.flatMap((route) => [route, ...flatten(route.children ?? [])]);
}

const ALL = flatten(routes);
const elementAt = (path: string) => {
  const matches = ALL.filter((route) => route.path === path);
  expect(matches, path).toHaveLength(1);
  return matches[0]!.element as ReactElement<{ provider?: string }>;
};

// The API tells each provider where to send the payer back (PAYMENT_RETURN_PATHS): every such
// path must be a page of the SPA, for that provider.
describe('the payment return routes', () => {
  const returnPage = elementAt(PAYMENT_RETURN_PATHS.esewa.success).type;
  const failurePage = elementAt(PAYMENT_RETURN_PATHS.esewa.failure).type;

  it('are distinct pages for a return and a failure', () => {
    expect(returnPage).not.toBe(failurePage);
  });

  it.each(ONLINE_PAYMENT_SLUGS)('lead %s’s payer to its own return page', (slug) => {
    const { success, failure } = PAYMENT_RETURN_PATHS[slug];
    const onSuccess = elementAt(success);
    expect(onSuccess.type).toBe(returnPage);
    expect(onSuccess.props.provider).toBe(slug);
    if (failure === success) return; // one route: its query says how it ended
    const onFailure = elementAt(failure);
    expect(onFailure.type).toBe(failurePage);
    expect(onFailure.props.provider).toBe(slug);
  });

  it('are open to a payer who came back without a session (issue 16)', () => {
    const under = (type: unknown) =>
      flatten(
        ALL.filter((route) => (route.element as ReactElement | undefined)?.type === type),
      ).map((route) => route.path);
    const open = under(OpenLayout);
    const signedIn = under(RequireAuth);
    expect(signedIn.length).toBeGreaterThan(1);
    for (const slug of ONLINE_PAYMENT_SLUGS) {
      const { success, failure } = PAYMENT_RETURN_PATHS[slug];
      for (const path of [success, failure]) {
        expect(open).toContain(path);
        expect(signedIn).not.toContain(path);
      }
    }
  });
});
