import type { APIRequestContext } from '@playwright/test';
import { makeCandidate } from './candidate';

const CLIENT = `Basic ${Buffer.from('niyukti-web:niyukti-web-secret').toString('base64')}`;

/**
 * A candidate registered, with the temporary password read from the dev mailbox and already
 * replaced, through the public API: for specs about something after registration.
 */
export async function readyCandidate(request: APIRequestContext) {
  const person = makeCandidate();
  const registered = await request.post('/api/public/register', {
    data: {
      firstName: person.firstName,
      lastName: person.lastName,
      username: person.username,
      dobAd: person.dobAd,
      dobBs: person.dobBs,
      email: person.email,
      gender: 'male',
      genderOtherConfirmed: false,
      mobile: person.mobile,
      nationalId: person.nationalIdDigits.replace(/(\d{3})(\d{3})(\d{4})/, '$1-$2-$3'),
      citizenshipNumber: person.citizenshipNumber,
      citizenshipIssueDateAd: person.citizenshipIssueAd,
      citizenshipIssueDateBs: person.citizenshipIssueBs,
      citizenshipIssueDistrictId: 38,
    },
  });
  if (!registered.ok()) throw new Error(`register: ${await registered.text()}`);
  const mails = (await (await request.get('/api/public/dev-mailbox')).json()).data as {
    to: string;
    text: string;
  }[];
  const temporary = mails
    .find((mail) => mail.to === person.email)
    ?.text.match(/Temporary password: (\S+)/)?.[1];
  if (!temporary) throw new Error(`no temporary password mailed to ${person.email}`);
  const token = await request.post('/oauth/token', {
    headers: { authorization: CLIENT },
    form: { grant_type: 'password', username: person.username, password: temporary },
  });
  const accessToken = (await token.json()).access_token as string;
  const changed = await request.post('/oauth/password/change', {
    headers: { authorization: `Bearer ${accessToken}` },
    data: {
      oldPassword: temporary,
      newPassword: person.newPassword,
      confirmPassword: person.newPassword,
    },
  });
  if (!changed.ok()) throw new Error(`password change: ${await changed.text()}`);
  return {
    username: person.username,
    password: person.newPassword,
    fullName: `${person.firstName} ${person.lastName}`,
  };
}
