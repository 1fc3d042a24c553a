import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import type { PermissionAction, PrivilegeCode, TCurrentUser } from '@niyukti/shared';
import { useAuth } from '../auth/auth-context';
import { can } from '../auth/can';
import { PageLoader } from '../../components/page-loader';
import { ForbiddenPage } from '../../components/status-pages';
import { PATHS } from './paths';

/** Where a signed-in user lands: staff in the back office, candidates on their dashboard. */
export function homePathFor(user: TCurrentUser): string {
  return user.type === 'staff' ? PATHS.admin : PATHS.home;
}

/** Location state carried to /login so the person returns where they were going. */
export interface FromState {
  from?: string;
}

/**
 * Where a user goes after signing in: back where the sign-in began, when that page is theirs.
 * A shared computer's login page may remember another person's page: a candidate's address is
 * no place for staff, nor the back office for a candidate, so those go home instead.
 */
export function wayBackFor(user: TCurrentUser, from: string | undefined): string {
  if (!from) return homePathFor(user);
  const backOffice = from === PATHS.admin || from.startsWith(`${PATHS.admin}/`);
  return backOffice === (user.type === 'staff') ? from : homePathFor(user);
}

type GuardProps = { children?: ReactNode };
const render = (children: ReactNode) => <>{children ?? <Outlet />}</>;

/** /login, /register, /faq: only for people who are not signed in. */
export function RequireGuest({ children }: GuardProps) {
  const { user, status } = useAuth();
  const location = useLocation();
  if (status === 'loading') return <PageLoader />;
  // Just signed in on /login: this guard may redirect before the login page does (the
  // router's navigation is a transition), so it too honours the way back.
  const from = (location.state as FromState | null)?.from;
  if (user) return <Navigate to={wayBackFor(user, from)} replace />;
  return render(children);
}

/** Every other page: a signed-in user, or off to /login (and back afterwards). */
export function RequireAuth({ children }: GuardProps) {
  const { user, status } = useAuth();
  const location = useLocation();
  if (status === 'loading') return <PageLoader />;
  if (!user) {
    const state: FromState = { from: location.pathname + location.search };
    return <Navigate to={PATHS.login} replace state={state} />;
  }
  return render(children);
}

/** A user holding a temporary password changes it before anything else (spec §1). */
export function RequirePasswordChanged({ children }: GuardProps) {
  const { user } = useAuth();
  if (user?.mustChangePassword) return <Navigate to={PATHS.changePassword} replace />;
  return render(children);
}

/** The back office: staff only. */
export function RequireStaff({ children }: GuardProps) {
  const { user } = useAuth();
  if (user?.type !== 'staff') return <ForbiddenPage />;
  return render(children);
}

/**
 * A back-office page gated by a privilege code and the action the page is for (back-office.md
 * §6; `read` unless said otherwise); the API refuses anyway.
 */
export function RequirePrivilege({
  code,
  action = 'read',
  children,
}: GuardProps & { code: PrivilegeCode; action?: PermissionAction }) {
  const { user } = useAuth();
  if (!can(user, code, action)) return <ForbiddenPage />;
  return render(children);
}

/** A screen serving two tasks: open to whoever holds one of them. */
export function RequireAnyPrivilege({
  of,
  children,
}: GuardProps & { of: readonly { code: PrivilegeCode; action: PermissionAction }[] }) {
  const { user } = useAuth();
  if (!of.some(({ code, action }) => can(user, code, action))) return <ForbiddenPage />;
  return render(children);
}

/** `/`: the dashboard when signed in, else the login page. */
export function RootRedirect() {
  const { user, status } = useAuth();
  if (status === 'loading') return <PageLoader />;
  return <Navigate to={user ? homePathFor(user) : PATHS.login} replace />;
}
