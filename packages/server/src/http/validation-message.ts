import { JAVA_TYPE } from './schemas.js';

/** One failure Ajv reports for a request part. */
export interface ValidationIssue {
  instancePath: string;
  schemaPath: string;
  keyword: string;
  message?: string;
  params: Record<string, unknown>;
}

type SchemaNode = Record<string, unknown>;

/** The schema node a JSON pointer (`#/properties/a/type`) names inside the schema of one request part. */
function schemaAt(root: unknown, pointer: string): SchemaNode | undefined {
  let node = root;
  for (const part of pointer.replace(/^#\/?/, '').split('/').filter(Boolean)) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as SchemaNode)[part.replace(/~1/g, '/').replace(/~0/g, '~')];
  }
  return node !== null && typeof node === 'object' ? (node as SchemaNode) : undefined;
}

/** Spring's text for a path or query parameter the route's schema refused. */
function parameterMessage(issue: ValidationIssue, partSchema: unknown, values: Record<string, unknown>): string {
  const name = (issue.params.missingProperty as string | undefined) ?? issue.instancePath.replace(/^\//, '');
  const property = schemaAt(partSchema, `#/properties/${name}`);
  const javaType = (property?.[JAVA_TYPE] as string | undefined) ?? 'String';
  const value = String(values[name] ?? '');
  if (issue.keyword === 'required') {
    return `Required request parameter '${name}' for method parameter type ${javaType} is not present`;
  }
  if (property?.format === 'uuid' && (issue.keyword === 'pattern' || issue.keyword === 'format')) {
    return `Invalid UUID string: ${value}`;
  }
  if (issue.keyword === 'enum') return `No enum constant ${javaType}.${value}`;
  return `Failed to convert value of parameter '${name}': ${issue.message ?? 'invalid value'}`;
}

/** The platform's text for a body the route's schema refused. */
function bodyMessage(issue: ValidationIssue, partSchema: unknown): string {
  // An entity id field that is not an id object: the platform's id deserializer says this.
  const failing = schemaAt(partSchema, issue.schemaPath.slice(0, issue.schemaPath.lastIndexOf('/')));
  if (failing?.[JAVA_TYPE] === 'EntityId') return 'Missing entityType or id!';
  if (issue.keyword === 'required') {
    return `Validation error: ${String(issue.params.missingProperty)} must be specified`;
  }
  const field = issue.instancePath.replace(/^\//, '').replace(/\//g, '.');
  return `Validation error: ${field || 'request body'} ${issue.message ?? 'is invalid'}`;
}

/**
 * The message of a request the route's schema refused: Spring's text for parameters (which names the Java type a
 * parameter carries as x-java-type), and the validation texts of the platform for bodies.
 */
export function schemaFailureMessage(
  issue: ValidationIssue,
  context: string,
  partSchema: unknown,
  values: Record<string, unknown>,
): string {
  if (context === 'querystring' || context === 'params') return parameterMessage(issue, partSchema, values);
  return bodyMessage(issue, partSchema);
}
