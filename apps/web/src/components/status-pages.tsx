import { Button } from '@mantine/core';
import { Link } from 'react-router';
import { BilingualNotice, bothLanguages } from './bilingual-notice';
import { PATHS } from '../lib/routing/paths';

function HomeButton() {
  return (
    <Button component={Link} to={PATHS.root} variant="light">
      {bothLanguages('notFound.home')}
    </Button>
  );
}

/** Unknown addresses, in both languages. */
export function NotFoundPage() {
  return (
    <BilingualNotice titleKey="notFound.title" bodyKey="notFound.body" action={<HomeButton />} />
  );
}

/** A page the user's privileges do not cover (the API would refuse its calls anyway). */
export function ForbiddenPage() {
  return (
    <BilingualNotice titleKey="forbidden.title" bodyKey="forbidden.body" action={<HomeButton />} />
  );
}
