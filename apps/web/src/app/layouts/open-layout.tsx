import { PageLoader } from '../../components/page-loader';
import { useAuth } from '../../lib/auth/auth-context';
import { CandidateLayout } from './signed-in-layouts';
import { PublicLayout } from './public-layout';

/**
 * Pages open to everyone (the notice board): a signed-in person reads them in the shell with
 * their own menu, a visitor in the public one, at the same address.
 */
export function OpenLayout() {
  const { user, status } = useAuth();
  if (status === 'loading') return <PageLoader />;
  return user ? <CandidateLayout /> : <PublicLayout />;
}
