// Resolves the parsed select and per-level parameters against the schema cache into a tree of
// levels, each a relation with its outputs, conditions, order, paging and embeds.
import { PgrstError } from './errors.ts';
import type { Condition, FieldRef, LevelParams, OrderTerm, SelectItem } from './request/ast.ts';
import { emptyLevel } from './request/query-params.ts';
import type { Relation, SchemaCache } from './schema/model.ts';
import { type Relationship, resolveRelationship } from './schema/relationships.ts';
import { columnError } from './sql/conditions.ts';

export type Output =
  | { kind: 'column'; key: string; field: FieldRef; cast?: string }
  | { kind: 'count'; key: string }
  | { kind: 'embed'; embed: EmbedPlan }
  | { kind: 'spread'; embed: EmbedPlan };

export interface EmbedPlan {
  key: string;
  relationship: Relationship;
  inner: boolean;
  /** `rel(count)`: the legacy count of related rows */
  countOnly: boolean;
  /** `...rel(cols)`: columns lifted into the parent (arrays of values for a to-many, PostgREST 13) */
  spread?: boolean;
  node: PlanNode;
}

export interface PlanNode {
  relation: Relation;
  alias: string;
  outputs: Output[];
  conditions: Condition[];
  /** `rel=is.null` (true) / `rel=not.is.null` (false) */
  embedNull: { embed: EmbedPlan; isNull: boolean }[];
  order: OrderTerm[];
  limit?: number;
  offset?: number;
  embeds: EmbedPlan[];
}

export function planRead(
  cache: SchemaCache,
  relation: Relation,
  select: SelectItem[],
  levels: Map<string, LevelParams>,
): PlanNode {
  const used = new Set<string>();
  let counter = 0;
  const nextAlias = () => `t${counter++}`;
  const level = (path: string[]): LevelParams => {
    const key = path.join('.');
    const params = levels.get(key);
    if (params) used.add(key);
    return params ?? emptyLevel();
  };

  const build = (rel: Relation, items: SelectItem[], path: string[]): PlanNode => {
    const params = level(path);
    const node: PlanNode = {
      relation: rel,
      alias: nextAlias(),
      outputs: [],
      conditions: [],
      embedNull: [],
      order: params.order ?? [],
      limit: params.limit,
      offset: params.offset,
      embeds: [],
    };
    for (const item of items) {
      if (item.kind === 'star') {
        for (const c of rel.columns)
          node.outputs.push({ kind: 'column', key: c.name, field: { name: c.name, json: [] } });
      } else if (item.kind === 'column') {
        if (!rel.columnMap.has(item.field.name)) throw columnError(rel, item.field.name);
        const last = item.field.json[item.field.json.length - 1];
        node.outputs.push({
          kind: 'column',
          key: item.alias ?? last?.key ?? item.field.name,
          field: item.field,
          cast: item.cast,
        });
      } else if (item.kind === 'count') {
        node.outputs.push({ kind: 'count', key: item.alias ?? 'count' });
      } else {
        const relationship = resolveRelationship(cache, rel, item.name, item.hint);
        const key = item.alias ?? item.name;
        const childPath = [...path, key];
        if (item.alias && !levels.has(childPath.join('.')) && levels.has([...path, item.name].join('.'))) {
          childPath[childPath.length - 1] = item.name;
        }
        const countOnly =
          item.select.length === 1 &&
          item.select[0].kind === 'column' &&
          item.select[0].field.name === 'count' &&
          item.select[0].field.json.length === 0 &&
          !relationship.target.columnMap.has('count');
        const child = build(relationship.target, countOnly ? [] : item.select, childPath);
        const embed: EmbedPlan = { key, relationship, inner: item.join === 'inner', countOnly, node: child };
        if (item.spread && countOnly) {
          throw new PgrstError(400, 'PGRST119', `A spread operation on '${item.name}' is not possible`, null);
        }
        embed.spread = item.spread;
        node.embeds.push(embed);
        node.outputs.push({ kind: item.spread ? 'spread' : 'embed', embed });
      }
    }
    for (const c of params.conditions) {
      const embed =
        c.kind === 'filter' &&
        c.op === 'is' &&
        c.field.json.length === 0 &&
        (c.value === 'null' || c.value === 'not_null')
          ? node.embeds.find((e) => e.key === c.field.name)
          : undefined;
      if (embed && c.kind === 'filter') {
        node.embedNull.push({ embed, isNull: (c.value === 'null') !== c.negate });
      } else node.conditions.push(c);
    }
    for (const term of node.order) {
      if (term.relation) {
        const embed = node.embeds.find((e) => e.key === term.relation);
        if (!embed?.relationship.toOne) {
          throw new PgrstError(
            400,
            'PGRST118',
            `A related order on '${term.relation}' is not possible`,
            `'${rel.name}' and '${term.relation}' do not form a many-to-one or one-to-one relationship`,
          );
        }
        if (!embed.node.relation.columnMap.has(term.field.name))
          throw columnError(embed.node.relation, term.field.name);
      } else if (!rel.columnMap.has(term.field.name)) throw columnError(rel, term.field.name);
    }
    return node;
  };

  const root = build(relation, select, []);
  for (const key of levels.keys()) {
    if (!used.has(key)) {
      const name = key.split('.').pop();
      throw new PgrstError(
        400,
        'PGRST108',
        `'${name}' is not an embedded resource in this request`,
        null,
        `Verify that '${name}' is included in the 'select' query parameter.`,
      );
    }
  }
  return root;
}
