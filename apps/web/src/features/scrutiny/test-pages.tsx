import { useLocation, useRoutes } from 'react-router';
import type { TCurrentUser } from '@niyukti/shared';
import { renderAt } from '../../test/master-data';
import { scrutinyAdminRoutes } from './admin-routes';

/** The feature's routes as the admin layout draws them, and the address they are at. */
function ScrutinyPages() {
  const location = useLocation();
  const pages = useRoutes(scrutinyAdminRoutes);
  return (
    <>
      <output data-testid="address">{location.pathname}</output>
      {pages}
    </>
  );
}

/** Opens `path` under /admin as `user`; `screen.getByTestId('address')` says where it is. */
export const openScrutinyAt = (path: string, user: TCurrentUser) =>
  renderAt(<ScrutinyPages />, path, '/admin/*', { signedInAs: user });
