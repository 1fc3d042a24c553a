import { lazy, Suspense, type ComponentType, type JSX, type ReactElement } from 'react';
import { matchRoutes, type RouteObject } from 'react-router';
import { PageLoader } from '../../components/page-loader';

/**
 * The routes a feature offers (its `routes.tsx`), by the place of the app's tree they belong
 * to; src/app/routes.tsx puts each list under its layout and guards, so a new domain adds its
 * own file and one line there.
 *
 * The back office is not among these places: a feature's pages under /admin are a plain
 * `RouteObject[]` in its `admin-routes.tsx` (paths relative to /admin, each page carrying its
 * own privilege guard), which src/app/admin-routes.tsx collects for the admin layout. That
 * table travels in the admin layout's chunk, which only staff download; kept here, it would sit
 * in the main chunk that every first visit to a public page downloads.
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
}

type PropsOf<C> = C extends ComponentType<infer P> ? P : never;

/** A lazily loaded component that can be asked to start loading before it is drawn. */
export type Preloadable<P> = ComponentType<P> & { preload(): void };

/**
 * A named export of a lazily loaded module as a component (with its props): one chunk per page.
 *
 * The page loader shows in the page's own place while its chunk arrives. The router moves in
 * a transition, in which React keeps showing what it showed until the new tree is ready; a
 * boundary the layout already revealed would leave the page just left on screen at the new
 * address, taking clicks and typing that vanish when the new page arrives. A boundary that is
 * new with the page shows its loader at once, and the layout around it stays.
 */
export function lazyPage<M extends Record<string, unknown>, K extends keyof M & string>(
  load: () => Promise<M>,
  name: K,
): Preloadable<PropsOf<M[K]>> {
  type Props = PropsOf<M[K]>;
  const Page = lazy(async () => ({ default: (await load())[name] as ComponentType<Props> }));
  function LazyPage(props: Props & JSX.IntrinsicAttributes) {
    return (
      <Suspense fallback={<PageLoader />}>
        <Page {...props} />
      </Suspense>
    );
  }
  return preloadable<Props>(LazyPage as ComponentType<Props>, load);
}

/**
 * `component`, able to start `load` before it is drawn (preloadPagesAt). The browser keeps a
 * module once fetched: the lazy component's own load finds it there. A chunk that fails to
 * arrive fails quietly here; the component says so when it is drawn.
 */
export function preloadable<P>(
  component: ComponentType<P>,
  load: () => Promise<unknown>,
): Preloadable<P> {
  return Object.assign(component, { preload: () => void load().catch(() => undefined) });
}

function isPreloadable(type: unknown): type is { preload(): void } {
  return (
    (typeof type === 'function' || typeof type === 'object') &&
    type !== null &&
    typeof (type as { preload?: unknown }).preload === 'function'
  );
}

/**
 * Starts fetching the chunks of the page at `pathname` (and of its lazy layout) while the app
 * still checks the session and fetches its texts, instead of after: on a slow line that is a
 * round trip less before the first page draws. `basename` is where `routes` are mounted, for a
 * table of descendant routes (the back office's, under /admin); another address preloads nothing.
 */
export function preloadPagesAt(routes: RouteObject[], pathname: string, basename?: string): void {
  for (const { route } of matchRoutes(routes, pathname, basename) ?? []) {
    const type = (route.element as ReactElement | undefined)?.type;
    if (isPreloadable(type)) type.preload();
  }
}
