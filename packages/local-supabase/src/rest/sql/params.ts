// Identifier quoting and the parameter list every generated statement carries values in.

export function ident(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

export function qualified(schema: string, name: string): string {
  return `${ident(schema)}.${ident(name)}`;
}

export class Params {
  values: (string | null)[] = [];
  /** `$n` for a value Postgres will type from its context, like PostgREST's unknown literals. */
  add(value: string | null): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}
