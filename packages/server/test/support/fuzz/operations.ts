/** One operation of the server's OpenAPI document, reduced to what the fuzzer varies. */
export interface Operation {
  method: string;
  /** the path template, `/api/device/{deviceId}` */
  path: string;
  pathParams: Parameter[];
  queryParams: Parameter[];
  /** the JSON body's declared properties, empty when the body is free-form or absent */
  bodyProperties: string[];
  hasBody: boolean;
}

export interface Parameter {
  name: string;
  required: boolean;
  enumValues: string[] | null;
  uuid: boolean;
}

interface OpenApiParameter {
  in: string;
  name: string;
  required?: boolean;
  schema?: { enum?: string[]; format?: string; pattern?: string };
}

interface OpenApiOperation {
  parameters?: OpenApiParameter[];
  requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> };
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
}

function parameter(raw: OpenApiParameter): Parameter {
  return {
    name: raw.name,
    required: raw.required === true,
    enumValues: raw.schema?.enum ?? null,
    uuid: raw.schema?.format === 'uuid' || raw.schema?.pattern?.includes('[0-9a-fA-F]{8}') === true,
  };
}

/** Every operation of the document, in the document's order. */
export function operationsOf(document: OpenApiDocument): Operation[] {
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      const parameters = operation.parameters ?? [];
      const content = operation.requestBody?.content ?? {};
      const jsonSchema = content['application/json']?.schema;
      operations.push({
        method: method.toUpperCase(),
        path,
        pathParams: parameters.filter((p) => p.in === 'path').map(parameter),
        queryParams: parameters.filter((p) => p.in === 'query').map(parameter),
        bodyProperties: Object.keys(jsonSchema?.properties ?? {}),
        hasBody: operation.requestBody !== undefined || ['POST', 'PUT'].includes(method.toUpperCase()),
      });
    }
  }
  return operations;
}
