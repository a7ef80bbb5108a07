// A small schema checker for contracts and the runtime config: plain objects of strings, numbers,
// booleans, enums, nullable and optional fields. It keeps zod (~12 KiB gzip) off the first visit;
// the form schemas in @brf/domain still use zod/mini, on the pages that need them.

export interface Issue {
  path: Array<string | number>;
  message: string;
}

export type CheckResult<T> = { success: true; data: T } | { success: false; error: { issues: Issue[] } };

const INVALID = Symbol('invalid');
type Run<T> = (input: unknown, path: Array<string | number>, issues: Issue[]) => T | typeof INVALID;

export interface Schema<T> {
  readonly run: Run<T>;
  readonly optional?: boolean;
  safeParse(input: unknown): CheckResult<T>;
}

export type Infer<S> = S extends Schema<infer T> ? T : never;

function schema<T>(run: Run<T>, optional = false): Schema<T> {
  return {
    run,
    optional,
    safeParse(input) {
      const issues: Issue[] = [];
      const data = run(input, [], issues);
      return data === INVALID || issues.length > 0
        ? { success: false, error: { issues } }
        : { success: true, data: data as T };
    },
  };
}

function fail(issues: Issue[], path: Array<string | number>, message: string): typeof INVALID {
  issues.push({ path, message });
  return INVALID;
}

const describe = (input: unknown) => (input === null ? 'null' : Array.isArray(input) ? 'array' : typeof input);

export function string(options: { minLength?: number; check?: (value: string) => string | null } = {}): Schema<string> {
  return schema((input, path, issues) => {
    if (typeof input !== 'string') return fail(issues, path, `expected string, received ${describe(input)}`);
    if (options.minLength !== undefined && input.length < options.minLength) {
      return fail(issues, path, `too short: expected at least ${options.minLength} characters`);
    }
    const problem = options.check?.(input);
    return problem ? fail(issues, path, problem) : input;
  });
}

export function number(options: { int?: boolean; positive?: boolean } = {}): Schema<number> {
  return schema((input, path, issues) => {
    if (typeof input !== 'number' || !Number.isFinite(input))
      return fail(issues, path, `expected number, received ${describe(input)}`);
    if (options.int && !Number.isInteger(input)) return fail(issues, path, 'expected an integer');
    if (options.positive && input <= 0) return fail(issues, path, 'expected a positive number');
    return input;
  });
}

export function boolean(): Schema<boolean> {
  return schema((input, path, issues) =>
    typeof input === 'boolean' ? input : fail(issues, path, `expected boolean, received ${describe(input)}`),
  );
}

export function oneOf<const V extends readonly string[]>(values: V): Schema<V[number]> {
  return schema((input, path, issues) =>
    typeof input === 'string' && values.includes(input)
      ? (input as V[number])
      : fail(issues, path, `expected one of ${values.map((v) => `"${v}"`).join(', ')}`),
  );
}

export function nullable<T>(inner: Schema<T>): Schema<T | null> {
  return schema((input, path, issues) => (input === null ? null : inner.run(input, path, issues)));
}

/** An object field that may be absent (undefined). */
export function optional<T>(inner: Schema<T>): Schema<T | undefined> {
  return schema((input, path, issues) => (input === undefined ? undefined : inner.run(input, path, issues)), true);
}

type Shape = Record<string, Schema<unknown>>;
type OptionalKeys<S extends Shape> = {
  [K in keyof S]: S[K] extends { optional: true } ? K : undefined extends Infer<S[K]> ? K : never;
}[keyof S];
type Simplify<T> = { [K in keyof T]: T[K] } & {};
export type ObjectOf<S extends Shape> = Simplify<
  { [K in Exclude<keyof S, OptionalKeys<S>>]: Infer<S[K]> } & { [K in OptionalKeys<S>]?: Infer<S[K]> }
>;

/** Not strict: unknown keys (a newer sender's fields) are dropped, never an error. */
export function object<S extends Shape>(shape: S): Schema<ObjectOf<S>> {
  return schema((input, path, issues) => {
    if (typeof input !== 'object' || input === null || Array.isArray(input)) {
      return fail(issues, path, `expected object, received ${describe(input)}`);
    }
    const out: Record<string, unknown> = {};
    let ok = true;
    for (const [key, field] of Object.entries(shape)) {
      const value = field.run((input as Record<string, unknown>)[key], [...path, key], issues);
      if (value === INVALID) ok = false;
      else if (value !== undefined) out[key] = value;
    }
    return ok ? (out as ObjectOf<S>) : INVALID;
  });
}
