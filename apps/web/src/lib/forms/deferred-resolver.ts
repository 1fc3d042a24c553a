import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/** A form resolver that can be told to start fetching its rules before they are needed. */
export type DeferredResolver<TInput extends FieldValues, TOutput> = Resolver<
  TInput,
  unknown,
  TOutput
> & { preload(): void };

/**
 * A zod resolver whose schema (and zod with it, ~22 KB on the wire) is fetched when the form is
 * first touched instead of with the page: the sign-in and registration pages are a first
 * visitor's, and draw without their rules. `loadSchema` imports a module of the form's shared
 * schemas (`import('../form-rules')`), so the page's chunk does not hold them.
 *
 * `preload` starts the fetch (the form calls it when a field gets focus), so the rules are
 * there by the time the field is left. If they cannot be fetched (the line dropped), the form
 * is passed on as it stands, and the server, which checks the same rules, answers instead; the
 * next validation tries the fetch again.
 */
export function deferredZodResolver<TInput extends FieldValues, TOutput>(
  loadSchema: () => Promise<z.ZodType<TOutput, TInput>>,
): DeferredResolver<TInput, TOutput> {
  let loading: Promise<Resolver<TInput, unknown, TOutput>> | undefined;
  const load = () =>
    (loading ??= Promise.all([import('@hookform/resolvers/zod'), loadSchema()]).then(
      ([{ zodResolver }, schema]) => zodResolver(schema) as Resolver<TInput, unknown, TOutput>,
    ));

  const resolver: Resolver<TInput, unknown, TOutput> = async (values, context, options) => {
    let resolve: Resolver<TInput, unknown, TOutput>;
    try {
      resolve = await load();
    } catch {
      loading = undefined;
      return { values: values as unknown as TOutput, errors: {} };
    }
    return resolve(values, context, options);
  };
  return Object.assign(resolver, { preload: () => void load().catch(() => (loading = undefined)) });
}
