import { useMemo } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  get,
  useForm,
  type FieldPath,
  type FieldValues,
  type RegisterOptions,
  type UseFormProps,
  type UseFormRegisterReturn,
  type UseFormReturn,
} from 'react-hook-form';
import type { $ZodType } from 'zod/v4/core';

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

/**
 * A react-hook-form form validated by a zod schema: the submit handler gets the schema's output,
 * and a field's message shows once the field was touched or a submit was tried. The mode
 * defaults to 'onTouched'.
 */
export function useSchemaForm<Input extends FieldValues, Output>(
  schema: $ZodType<Output, Input>,
  { translate = asIs, ...options }: SchemaFormOptions<Input, Output> = {},
): SchemaForm<Input, Output> {
  const resolver = useMemo(() => zodResolver(schema), [schema]);
  const form = useForm<Input, unknown, Output>({ mode: 'onTouched', ...options, resolver });
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
  return { ...form, error, field };
}
