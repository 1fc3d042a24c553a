import { useRef, useState } from 'react';
import { isApiError } from '../api';

/**
 * A file chosen for an upload, checked by `refusalOf` the moment it is chosen (a message key, or
 * null when it may be sent). The check reads the file, so a quick second choice can finish
 * first: the answer of the latest choice is the one kept.
 */
export function useCheckedFile(refusalOf: (file: File) => Promise<string | null>) {
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const latestChoice = useRef<File | null>(null);

  async function choose(next: File | null) {
    latestChoice.current = next;
    setFile(next);
    setError(null);
    const refusal = next ? await refusalOf(next) : null;
    if (refusal && latestChoice.current === next) setError(refusal);
  }

  return { file, error, setError, choose };
}

/** The server's refusal of the multipart part `part` (its issue's message key), if any. */
export function fileIssueOf(error: unknown, part: string): string | null {
  if (!isApiError(error)) return null;
  const issue = error.issues.find((candidate) => String(candidate.path).split('.')[0] === part);
  return issue?.message ?? null;
}
