// Resolving an embed (`rel!hint(...)`) from a parent relation to one relationship, with
// PostgREST's PGRST200 (none) and PGRST201 (ambiguous) errors.
import { PgrstError } from '../errors.ts';
import type { ForeignKey, Relation, SchemaCache } from './model.ts';

export type Relationship =
  | {
      kind: 'many-to-one' | 'one-to-many' | 'one-to-one';
      fk: ForeignKey;
      target: Relation;
      toOne: boolean;
      forward: boolean;
    }
  | {
      kind: 'many-to-many';
      junction: Relation;
      toParent: ForeignKey;
      toTarget: ForeignKey;
      target: Relation;
      toOne: false;
    };

export function resolveRelationship(
  cache: SchemaCache,
  parent: Relation,
  name: string,
  hint: string | undefined,
): Relationship {
  const candidates: Relationship[] = [];
  for (const fk of cache.foreignKeys) {
    if (fk.from === parent && fk.to.schema === parent.schema && fk.to.name === name) {
      candidates.push({ kind: 'many-to-one', fk, target: fk.to, toOne: true, forward: true });
    }
    if (fk.to === parent && fk.from.schema === parent.schema && fk.from.name === name) {
      candidates.push({
        kind: fk.fromUnique ? 'one-to-one' : 'one-to-many',
        fk,
        target: fk.from,
        toOne: fk.fromUnique,
        forward: false,
      });
    }
  }
  for (const toParent of cache.foreignKeys) {
    if (toParent.to !== parent || toParent.from.kind !== 'table') continue;
    const junction = toParent.from;
    for (const toTarget of cache.foreignKeys) {
      if (
        toTarget === toParent ||
        toTarget.from !== junction ||
        toTarget.to.name !== name ||
        toTarget.to.schema !== parent.schema
      )
        continue;
      // PostgREST's rule: both foreign keys are part of one composite key of the junction
      const cols = [...toParent.fromCols, ...toTarget.fromCols];
      if (!junction.uniques.some((key) => cols.every((c) => key.includes(c)))) continue;
      candidates.push({ kind: 'many-to-many', junction, toParent, toTarget, target: toTarget.to, toOne: false });
    }
  }
  // `select=*,author_id(*)` or `select=*,posts_author_id_fkey(*)`: a foreign key column or name as the target
  if (candidates.length === 0) {
    for (const fk of cache.foreignKeys) {
      if (fk.from === parent && ((fk.fromCols.length === 1 && fk.fromCols[0] === name) || fk.name === name)) {
        candidates.push({ kind: 'many-to-one', fk, target: fk.to, toOne: true, forward: true });
      }
    }
  }
  const matching = hint === undefined ? candidates : candidates.filter((c) => matchesHint(c, hint));
  if (matching.length === 1) return matching[0];
  if (matching.length === 0) {
    const using = hint === undefined ? '' : ` using the hint '${hint}'`;
    throw new PgrstError(
      400,
      'PGRST200',
      `Could not find a relationship between '${parent.name}' and '${name}' in the schema cache`,
      `Searched for a foreign key relationship between '${parent.name}' and '${name}'${using} ` +
        `in the schema '${parent.schema}', but no matches were found.`,
    );
  }
  const hints = matching.map((c) => `'${name}!${hintFor(c)}'`).join(', ');
  throw new PgrstError(
    300,
    'PGRST201',
    `Could not embed because more than one relationship was found for '${parent.name}' and '${name}'`,
    matching.map((c) => describe(parent, c)),
    `Try changing '${name}' to one of the following: ${hints}. Find the desired relationship in the 'details' key.`,
  );
}

function matchesHint(r: Relationship, hint: string): boolean {
  if (r.kind === 'many-to-many') {
    return r.junction.name === hint || r.toParent.name === hint || r.toTarget.name === hint;
  }
  return r.fk.name === hint || r.fk.fromCols.includes(hint) || r.fk.toCols.includes(hint);
}

function hintFor(r: Relationship): string {
  return r.kind === 'many-to-many' ? r.junction.name : r.fk.name;
}

function describe(parent: Relation, r: Relationship): { cardinality: string; embedding: string; relationship: string } {
  const embedding = `${parent.name} with ${r.target.name}`;
  if (r.kind === 'many-to-many') {
    return {
      cardinality: 'many-to-many',
      embedding,
      relationship:
        `${r.junction.name} using ${r.toParent.name}(${r.toParent.fromCols.join(', ')}) ` +
        `and ${r.toTarget.name}(${r.toTarget.fromCols.join(', ')})`,
    };
  }
  return {
    cardinality: r.kind,
    embedding,
    relationship:
      `${r.fk.name} using ${r.fk.from.name}(${r.fk.fromCols.join(', ')}) ` +
      `and ${r.fk.to.name}(${r.fk.toCols.join(', ')})`,
  };
}
