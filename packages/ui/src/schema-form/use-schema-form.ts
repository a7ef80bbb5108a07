import { useEffect, useMemo } from 'react';
import {
  get,
  useForm,
  type FieldErrors,
  type FieldPath,
  type FieldValues,
  type RegisterOptions,
  type Resolver,
  type UseFormProps,
  type UseFormRegisterReturn,
  type UseFormReturn,
} from 'react-hook-form';
import type { $ZodType } from 'zod/v4/core';

/**
 * A schema whose module (and zod with it) is fetched on demand: `{ load: () => import(...).then(...) }`.
 * Its form validates from the first interaction with the page (a pointer, a key, a focus, an input
 * or a submit) on; until then its validity is not computed (`formState.isValid` stays false), so
 * a page whose form starts empty, and so invalid, looks and behaves the same without the ~8 KiB
 * gzip of zod on its first load.
 */
export interface LazySchema<Output, Input> {
  readonly load: () => Promise<$ZodType<Output, Input>>;
}

export interface SchemaFormOptions<Input extends FieldValues, Output>
  extends Omit<UseFormProps<Input, unknown, Output>, 'resolver'> {
  /** Gives a schema message (the spec's English text) in the language shown. */
  translate?: (message: string) => string;
}

export type SchemaFieldProps<Input extends FieldValues> = UseFormRegisterReturn<FieldPath<Input>> & {
  error: string | undefined;
};

export type SchemaForm<Input extends FieldValues, Output> = UseFormReturn<Input, unknown, Output> & {
  /** The field's message, once the field was touched or a submit was tried (spec 5). */
  error: (name: FieldPath<Input>) => string | undefined;
  /** register(name) and its message, to spread on a Field. */
  field: (name: FieldPath<Input>, rules?: RegisterOptions<Input, FieldPath<Input>>) => SchemaFieldProps<Input>;
};

interface ErrorAt {
  message?: unknown;
  root?: { message?: unknown };
}

const asIs = (message: string) => message;

/** What starts a lazy schema's load: the person is at the page. */
const INTERACTIONS = ['pointerdown', 'keydown', 'focusin', 'input', 'change', 'submit'] as const;

// @hookform/resolvers' zod resolver: fetched with the first validation, not with the page
const zodResolver = () => import('@hookform/resolvers/zod').then((module) => module.zodResolver);

interface Validator<Input extends FieldValues, Output> {
  resolver: Resolver<Input, unknown, Output>;
  /** Lets a lazy schema's validation begin (idempotent; nothing for an eager one). */
  start: () => void;
  lazy: boolean;
}

const isLazy = <Output, Input>(
  schema: $ZodType<Output, Input> | LazySchema<Output, Input>,
): schema is LazySchema<Output, Input> => !('_zod' in schema) && 'load' in schema;

function validatorFor<Input extends FieldValues, Output>(
  schema: $ZodType<Output, Input> | LazySchema<Output, Input>,
): Validator<Input, Output> {
  let started = !isLazy(schema);
  let begin = () => {};
  const interaction = started ? Promise.resolve() : new Promise<void>((resolve) => (begin = resolve));
  const start = () => {
    started = true;
    begin();
  };
  let ready: Promise<Resolver<Input, unknown, Output>> | null = null;
  const load = () => {
    ready ??= Promise.all([isLazy(schema) ? schema.load() : schema, zodResolver()]).then(
      ([loaded, resolve]) => resolve(loaded as never) as unknown as Resolver<Input, unknown, Output>,
    );
    // a chunk that failed to arrive is fetched again by the next validation
    ready.catch(() => (ready = null));
    return ready;
  };
  const resolver: Resolver<Input, unknown, Output> = async (values, context, options) => {
    // before any interaction only the mount's validity check asks: it waits for the person
    if (!started) await interaction;
    let validate: Resolver<Input, unknown, Output>;
    try {
      validate = await load();
    } catch {
      // the schema's code did not arrive: the form stays invalid (no submit) until a later try
      return { values: {}, errors: { root: { type: 'schema', message: '' } } as FieldErrors<Input> };
    }
    return validate(values, context, options);
  };
  return { resolver, start, lazy: !started };
}

/**
 * A react-hook-form form validated by a zod schema: the submit handler gets the schema's output,
 * and a field's message shows once the field was touched or a submit was tried. The mode
 * defaults to 'onTouched'. The schema may be a LazySchema: then zod and the schema arrive with
 * the first interaction, not with the page.
 */
export function useSchemaForm<Input extends FieldValues, Output>(
  schema: $ZodType<Output, Input> | LazySchema<Output, Input>,
  { translate = asIs, ...options }: SchemaFormOptions<Input, Output> = {},
): SchemaForm<Input, Output> {
  const validator = useMemo(() => validatorFor<Input, Output>(schema), [schema]);
  useEffect(() => {
    if (!validator.lazy) return;
    const start = () => {
      validator.start();
      stop();
    };
    const stop = () => {
      for (const type of INTERACTIONS) document.removeEventListener(type, start, true);
    };
    for (const type of INTERACTIONS) document.addEventListener(type, start, true);
    return stop;
  }, [validator]);
  const form = useForm<Input, unknown, Output>({ mode: 'onTouched', ...options, resolver: validator.resolver });
  // read in render, so a change of any of them renders the form again
  const { errors, touchedFields, isSubmitted } = form.formState;

  const error = (name: FieldPath<Input>) => {
    // a list of rows carries its own message on the list or on its root
    const found = get(errors, name) as ErrorAt | undefined;
    const text = found?.message ?? found?.root?.message;
    if (typeof text !== 'string' || !text) return undefined;
    return get(touchedFields, name) || isSubmitted ? translate(text) || undefined : undefined;
  };
  const field = (name: FieldPath<Input>, rules?: RegisterOptions<Input, FieldPath<Input>>) => ({
    ...form.register(name, rules),
    error: error(name),
  });
  // a submit or a check asked for in code validates at once, lazy schema or not
  const { handleSubmit: submitWith, trigger: check } = form;
  const started = useMemo(() => {
    const handleSubmit: typeof submitWith = (onValid, onInvalid) => {
      const submit = submitWith(onValid, onInvalid);
      return (event) => {
        validator.start();
        return submit(event);
      };
    };
    const trigger: typeof check = (name, triggerOptions) => {
      validator.start();
      return check(name, triggerOptions);
    };
    return { handleSubmit, trigger };
  }, [validator, submitWith, check]);
  const { handleSubmit, trigger } = started;
  return { ...form, handleSubmit, trigger, error, field };
}
