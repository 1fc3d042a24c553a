// A worker thread of the password-hashing pool (passwords.ts). It hashes on its own thread,
// which the pool starts at a lower priority than the server's, so argon2id takes only the CPU
// the rest of the portal leaves over. Node loads this file itself (its types are stripped), so
// it imports nothing of the project.
import { hashSync, verifySync } from '@node-rs/argon2';

export type HashTask =
  { op: 'hash'; password: string } | { op: 'verify'; passwordHash: string; password: string };

export default function workOnHashTask(task: HashTask): string | boolean {
  if (task.op === 'hash') return hashSync(task.password);
  try {
    return verifySync(task.passwordHash, task.password);
  } catch {
    // A stored value that is no argon2 hash matches no password.
    return false;
  }
}
