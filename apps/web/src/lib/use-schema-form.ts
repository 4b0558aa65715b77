import {
  schemaResolver,
  useForm,
  type FormErrors,
  type GetInputPropsReturnType,
} from '@mantine/form';
import { useMemo, type FormEvent, type ReactNode } from 'react';
import { z } from 'zod';
import { ApiError } from './api-error';

export interface SchemaFormOptions<S extends z.ZodType, V extends Record<string, unknown>> {
  /** The contracts schema the server validates the same data with. */
  schema: S;
  /** What the inputs hold at first (text as typed). */
  initialValues: V;
  /**
   * Turns the inputs' values into the schema's input, e.g. blank coordinates into null, or only
   * the changed fields for an edit. Give a stable function (module level or memoised).
   */
  toInput?: (values: V) => unknown;
  /**
   * Where the form's data sits in the API's error `details` paths ('body.locationData' for
   * 'body.locationData.city'), so the server's field errors land under the same inputs.
   */
  serverPath?: string;
}

export interface SchemaForm<S extends z.ZodType, V extends Record<string, unknown>> {
  values: V;
  /** Per field (dotted paths, as the schema's issue paths), set by `validate`, submit or server. */
  errors: Record<string, ReactNode>;
  /** A message about the whole form (an issue without a path), if any. */
  formError: ReactNode | undefined;
  /** `value`, `onChange`, `error`, `onFocus`, `onBlur`: spread into a Mantine input. */
  getInputProps: (path: string) => GetInputPropsReturnType;
  setFieldValue: (path: string, value: unknown) => void;
  isTouched: (path?: string) => boolean;
  isDirty: (path?: string) => boolean;
  reset: () => void;
  /** Shows every field's error; answers the schema's result (with the parsed data when valid). */
  validate: () => z.ZodSafeParseResult<z.output<S>>;
  /** The schema's result for the current values, without showing errors (for previews). */
  parse: () => z.ZodSafeParseResult<z.output<S>>;
  /** A submit handler: validates, then calls `handler` with the parsed data. */
  onSubmit: (handler: (data: z.output<S>) => void) => (event?: FormEvent<HTMLFormElement>) => void;
  /**
   * Puts the field errors of a failed request (`ApiError.details`) under their inputs. True
   * when at least one landed on a field of this form.
   */
  setServerErrors: (error: unknown) => boolean;
}

const hasPath = (values: Record<string, unknown>, path: string) => {
  let node: unknown = values;
  for (const part of path.split('.')) {
    if (node === null || typeof node !== 'object' || !(part in node)) return false;
    node = (node as Record<string, unknown>)[part];
  }
  return true;
};

/**
 * A form validated by a contracts zod schema, on `@mantine/form` (decision 023): the schema's
 * messages appear under the fields they name (issue paths joined by '.'), an edit clears its
 * field's error, the submit handler gets the parsed data, and the server's field errors land
 * under the same inputs. Example:
 *
 *     const form = useSchemaForm({ schema: StagedLocationData, initialValues, toInput });
 *     <form onSubmit={form.onSubmit((data) => save(data))}>
 *       <TextInput label="City" {...form.getInputProps('city')} />
 */
export function useSchemaForm<S extends z.ZodType, V extends Record<string, unknown>>({
  schema,
  initialValues,
  toInput,
  serverPath = 'body',
}: SchemaFormOptions<S, V>): SchemaForm<S, V> {
  // The form's own schema: the inputs' values in, the contract's output out.
  const formSchema = useMemo(
    () =>
      toInput
        ? z
            .unknown()
            .transform((values) => toInput(values as V))
            .pipe(schema)
        : schema,
    [schema, toInput],
  ) as z.ZodType<z.output<S>, V>;
  const form = useForm<V, z.output<S>>({
    mode: 'controlled',
    initialValues,
    validate: schemaResolver(formSchema, { sync: true }),
    // Only called after validation passed (on submit), so it cannot throw.
    transformValues: (values) => formSchema.parse(values),
  });

  const parse = () => formSchema.safeParse(form.getValues());
  return {
    values: form.values,
    errors: form.errors,
    formError: form.errors[''],
    getInputProps: (path) => form.getInputProps(path),
    setFieldValue: (path, value) => form.setFieldValue(path, value as never),
    isTouched: (path) => form.isTouched(path),
    isDirty: (path) => form.isDirty(path),
    reset: form.reset,
    validate: () => {
      form.validate();
      return parse();
    },
    parse,
    onSubmit: (handler) => form.onSubmit((data) => handler(data)),
    setServerErrors: (error) => {
      if (!(error instanceof ApiError) || !error.details) return false;
      const prefix = serverPath === '' ? '' : `${serverPath}.`;
      const errors: FormErrors = {};
      for (const { path, message } of error.details) {
        const field = path.startsWith(prefix) ? path.slice(prefix.length) : null;
        if (field && hasPath(form.getValues(), field)) errors[field] ??= message;
      }
      form.setErrors((current) => ({ ...current, ...errors }));
      return Object.keys(errors).length > 0;
    },
  };
}
