import { useCallback, useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';

/** Changes a copy of the parameters (or returns new ones); the address then shows them. */
export type ParamsEdit = (params: URLSearchParams) => URLSearchParams | void;

export type EditAddressParams = (edit: ParamsEdit, options?: { replace?: boolean }) => void;

/**
 * The address's search parameters, and a way to change some of them that keeps the others.
 *
 * React Router hands a functional update the parameters of the render it was made in, and
 * renders a navigation in a transition, so a second change asked for before the first is shown
 * (a status chosen while a typed code waits out its pause, on a slow phone) would build on the
 * old address and drop the first. Each change here builds on the last one asked for until the
 * address shows one.
 */
export function useAddressParams(): [URLSearchParams, EditAddressParams] {
  const [params, setParams] = useSearchParams();
  const asked = useRef<string | null>(null);
  // Once the address changes, it is what the next change builds on (a link followed included).
  useEffect(() => {
    asked.current = null;
  }, [params]);
  const editParams = useCallback<EditAddressParams>(
    (edit, options) => {
      const copy = new URLSearchParams(asked.current ?? params);
      const next = edit(copy) ?? copy;
      asked.current = next.toString();
      setParams(next, options);
    },
    [params, setParams],
  );
  return [params, editParams];
}
