import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { TRegistration } from '@niyukti/shared';
import { adToBs } from '@niyukti/shared';
import { mailOutbox } from '../db/schema';
import type { TestApp } from './test-app';

const BASIC = `Basic ${Buffer.from('niyukti-web:niyukti-web-secret').toString('base64')}`;

export async function requestToken(app: FastifyInstance, username: string, password: string) {
  return app.inject({
    method: 'POST',
    url: '/oauth/token',
    headers: { authorization: BASIC, 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ grant_type: 'password', username, password }).toString(),
  });
}

export async function refreshToken(app: FastifyInstance, token: string) {
  return app.inject({
    method: 'POST',
    url: '/oauth/token',
    headers: { authorization: BASIC, 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: token }).toString(),
  });
}

export async function signIn(
  app: FastifyInstance,
  username: string,
  password: string,
): Promise<string> {
  const response = await requestToken(app, username, password);
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.body}`);
  return response.json().access_token as string;
}

let counter = 0;

/** A valid registration, unique per call. */
export function aRegistration(overrides: Partial<TRegistration> = {}): TRegistration {
  counter += 1;
  const n = `${process.pid % 1000}${counter}`.padStart(7, '0').slice(-7);
  const dobAd = '1998-05-14';
  const issueAd = '2016-08-01';
  return {
    firstName: 'Anita',
    lastName: 'Gurung',
    username: `anita_${n}`,
    dobAd,
    dobBs: adToBs(dobAd),
    email: `anita.${n}@example.com`,
    gender: 'female',
    genderOtherConfirmed: false,
    mobile: `98${n.padStart(8, '1')}`,
    nationalId: `${n.slice(0, 3)}-${n.slice(3, 6)}-${n.slice(3, 7)}`,
    citizenshipNumber: `27-01-${n}`,
    citizenshipIssueDateAd: issueAd,
    citizenshipIssueDateBs: adToBs(issueAd),
    citizenshipIssueDistrictId: 27,
    ...overrides,
  };
}

export async function temporaryPasswordOf(testApp: TestApp, email: string): Promise<string> {
  const [mail] = await testApp.database.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.to, email))
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  const match = mail?.text.match(/Temporary password: (\S+)/);
  if (!match) throw new Error(`no temporary password mailed to ${email}`);
  return match[1]!;
}

/** Registers, reads the mail, signs in and changes the password: a candidate ready to apply. */
export async function aCandidate(testApp: TestApp, overrides: Partial<TRegistration> = {}) {
  const registration = aRegistration(overrides);
  const registered = await testApp.app.inject({
    method: 'POST',
    url: '/api/public/register',
    payload: registration,
  });
  if (registered.statusCode !== 201) throw new Error(`register failed: ${registered.body}`);
  const temporary = await temporaryPasswordOf(testApp, registration.email);
  const firstToken = await signIn(testApp.app, registration.username, temporary);
  const password = 'Nepal2082ok';
  const changed = await testApp.app.inject({
    method: 'POST',
    url: '/oauth/password/change',
    headers: { authorization: `Bearer ${firstToken}` },
    payload: { oldPassword: temporary, newPassword: password, confirmPassword: password },
  });
  if (changed.statusCode !== 200) throw new Error(`change failed: ${changed.body}`);
  const token = changed.json().data.access_token as string;
  const me = await testApp.app.inject({ method: 'GET', url: '/oauth/me', headers: bearer(token) });
  return {
    registration,
    password,
    token,
    masterId: registered.json().data.masterId as number,
    userId: me.json().data.id as number,
  };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A multipart body with one file part, the way a browser's FormData sends a chosen file. */
export function multipartFile(bytes: Buffer, fileName = 'file.bin', field = 'file') {
  return multipartBody({}, { [field]: { bytes, fileName } });
}

/** A multipart body of text fields and file parts, in that order, as FormData sends them. */
export function multipartBody(
  fields: Record<string, string>,
  files: Record<string, Buffer | { bytes: Buffer; fileName: string }> = {},
) {
  const boundary = `----niyukti-test-${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields))
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    );
  for (const [name, file] of Object.entries(files)) {
    const { bytes, fileName } = Buffer.isBuffer(file) ? { bytes: file, fileName: name } : file;
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${fileName}"\r\n` +
          'Content-Type: application/octet-stream\r\n\r\n',
      ),
      bytes,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat(chunks),
  };
}
