import { lazy, type ComponentType } from 'react';
import type { RouteObject } from 'react-router';

/**
 * The routes a feature offers (its `routes.tsx`), by the place of the app's tree they belong
 * to; src/app/routes.tsx puts each list under its layout and guards, so a new domain adds its
 * own file and one line there. A back-office page carries its own privilege guard.
 */
export interface FeatureRoutes {
  /** Open to everyone, signed in or not, in the shell of whoever comes (notices, payment returns). */
  open?: RouteObject[];
  /** The public layout, only for people who are not signed in (/login, /register). */
  guest?: RouteObject[];
  /** The public layout, signed in or not (the mailed reset link). */
  public?: RouteObject[];
  /** Signed in, the candidate shell, even with a temporary password (/change-password). */
  signedIn?: RouteObject[];
  /** Signed in, the candidate shell, once the password is changed. */
  candidate?: RouteObject[];
  /** The back office, paths relative to /admin: staff whose password is changed. */
  admin?: RouteObject[];
}

type PropsOf<C> = C extends ComponentType<infer P> ? P : never;

/** A named export of a lazily loaded module as a component (with its props): one chunk per page. */
export function lazyPage<M extends Record<string, unknown>, K extends keyof M & string>(
  load: () => Promise<M>,
  name: K,
): ComponentType<PropsOf<M[K]>> {
  return lazy(async () => ({
    default: (await load())[name] as ComponentType<PropsOf<M[K]>>,
  }));
}
