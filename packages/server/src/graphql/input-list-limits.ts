import {
  GraphQLError,
  getNamedType,
  getOperationAST,
  isInputObjectType,
  isListType,
  isNonNullType,
  Kind,
  TypeInfo,
  typeFromAST,
  valueFromASTUntyped,
  visit,
  visitWithTypeInfo,
  type ASTVisitor,
  type ConstDirectiveNode,
  type GraphQLInputType,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type ValidationContext,
  type ValueNode,
} from 'graphql';
import type { Plugin } from 'graphql-yoga';

/**
 * Every list a caller sends is bounded by the schema itself, before any value in it is coerced or any resolver runs:
 * coercing a list costs per item (and per error), so an unbounded one lets one anonymous request hold the event
 * loop for seconds. A list declares its bound with `@maxItems(n: ...)` in its module's SDL; a list that declares
 * none gets DEFAULT_MAX_ITEMS.
 */
export const DEFAULT_MAX_ITEMS = 100;
export const MAX_ITEMS_DIRECTIVE = 'maxItems';

function declaredMax(directives: readonly ConstDirectiveNode[] | undefined): number | undefined {
  const directive = directives?.find((d) => d.name.value === MAX_ITEMS_DIRECTIVE);
  // Stryker disable next-line OptionalChaining: the parser gives a directive without arguments an empty list
  const arg = directive?.arguments?.find((a) => a.name.value === 'n');
  return arg ? Number(valueFromASTUntyped(arg.value)) : undefined;
}

/** The message names where the list is and its bound; never what it holds (it may be a family's details). */
export function tooManyItems(where: string, max: number, count: number): GraphQLError {
  return new GraphQLError(`${where} may hold at most ${max} items; it holds ${count}.`, {
    extensions: { code: 'BAD_USER_INPUT', http: { status: 400 } },
  });
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The first list in a raw variable value that is longer than its bound, as "byAge.childWithDobs" and counts. Walks only
 * the fields the input type has: coercion refuses the rest anyway, after this check has bounded every list.
 */
function overLongList(
  type: GraphQLInputType | undefined,
  value: unknown,
  path: string,
  max: number,
): { path: string; max: number; count: number } | undefined {
  const inner = isNonNullType(type) ? type.ofType : type;
  if (isListType(inner)) {
    if (!Array.isArray(value)) return overLongList(inner.ofType, value, path, DEFAULT_MAX_ITEMS);
    if (value.length > max) return { path, max, count: value.length };
    const itemType = inner.ofType as GraphQLInputType;
    // Only items that can hold a list themselves need a look (a list of ids need not be walked id by id).
    // Stryker disable next-line ConditionalExpression: walking scalar items finds nothing either; it only costs time
    if (!isInputObjectType(getNamedType(itemType)) && !isListType(isNonNullType(itemType) ? itemType.ofType : itemType))
      return undefined;
    // Stryker disable next-line EqualityOperator: the item past the end is undefined, which holds no list
    for (let i = 0; i < value.length; i++) {
      const found = overLongList(itemType, value[i], `${path}[${i}]`, DEFAULT_MAX_ITEMS);
      if (found) return found;
    }
    return undefined;
  }
  if (isInputObjectType(inner) && isPlainObject(value)) {
    for (const field of Object.values(inner.getFields())) {
      const bound = declaredMax(field.astNode?.directives) ?? DEFAULT_MAX_ITEMS;
      const found = overLongList(field.type, value[field.name], `${path}.${field.name}`, bound);
      if (found) return found;
    }
  }
  return undefined;
}

const boundsByOperation = new WeakMap<OperationDefinitionNode, Map<string, number>>();

/**
 * The bound of each variable that stands for a whole list argument or input field (`ids: $ids`, `{ children: $kids }`):
 * that argument's or field's @maxItems, the smallest where it is used twice. Worked out once per parsed operation.
 */
function variableBounds(schema: GraphQLSchema, operation: OperationDefinitionNode): Map<string, number> {
  let bounds = boundsByOperation.get(operation);
  // Stryker disable next-line ConditionalExpression: working them out again gives the same bounds; it only costs time
  if (bounds) return bounds;
  const found = new Map<string, number>();
  const typeInfo = new TypeInfo(schema);
  const note = (value: ValueNode, max: number | undefined) => {
    if (value.kind !== Kind.VARIABLE || max === undefined) return;
    found.set(value.name.value, Math.min(max, found.get(value.name.value) ?? max));
  };
  visit(
    operation,
    visitWithTypeInfo(typeInfo, {
      Argument(node) {
        note(node.value, declaredMax(typeInfo.getArgument()?.astNode?.directives));
      },
      ObjectField(node) {
        const owner = getNamedType(typeInfo.getParentInputType());
        const field = isInputObjectType(owner) ? owner.getFields()[node.name.value] : undefined;
        note(node.value, declaredMax(field?.astNode?.directives));
      },
    }),
  );
  boundsByOperation.set(operation, (bounds = found));
  return bounds;
}

/** The over-long list among an operation's variables, as the error to answer with; undefined when all fit. */
export function variableListError(
  schema: GraphQLSchema,
  operation: OperationDefinitionNode,
  variables: Record<string, unknown> | null | undefined,
): GraphQLError | undefined {
  if (!variables) return undefined;
  const bounds = variableBounds(schema, operation);
  for (const definition of operation.variableDefinitions ?? []) {
    const name = definition.variable.name.value;
    // An unknown type (refused by validation) or a variable not sent holds no list.
    const type = typeFromAST(schema, definition.type) as GraphQLInputType | undefined;
    const found = overLongList(type, variables[name], name, bounds.get(name) ?? DEFAULT_MAX_ITEMS);
    if (found) {
      const error = tooManyItems(`Variable "$${name}" at "${found.path}"`, found.max, found.count);
      return new GraphQLError(error.message, { nodes: definition, extensions: error.extensions });
    }
  }
  return undefined;
}

/** The same bounds on lists written into the document itself (arguments and input fields). */
export function ListLimitsRule(context: ValidationContext): ASTVisitor {
  return {
    Argument(node) {
      if (node.value.kind !== Kind.LIST) return;
      const max = declaredMax(context.getArgument()?.astNode?.directives) ?? DEFAULT_MAX_ITEMS;
      if (node.value.values.length > max) {
        context.reportError(tooManyItems(`Argument "${node.name.value}"`, max, node.value.values.length));
      }
    },
    ObjectField(node) {
      if (node.value.kind !== Kind.LIST) return;
      const owner = getNamedType(context.getParentInputType());
      const field = isInputObjectType(owner) ? owner.getFields()[node.name.value] : undefined;
      const max = declaredMax(field?.astNode?.directives) ?? DEFAULT_MAX_ITEMS;
      if (node.value.values.length > max) {
        context.reportError(tooManyItems(`Field "${node.name.value}"`, max, node.value.values.length));
      }
    },
  };
}

/** Validation bounds literal lists; execution refuses over-long variable lists before anything is coerced. */
export function inputListLimits(): Plugin {
  return {
    onValidate({ addValidationRule }) {
      addValidationRule(ListLimitsRule);
    },
    onExecute({ args, setResultAndStopExecution }) {
      const operation = getOperationAST(args.document, args.operationName);
      if (!operation) return;
      const error = variableListError(args.schema, operation, args.variableValues as Record<string, unknown>);
      if (error) setResultAndStopExecution({ errors: [error] });
    },
  };
}
