import { AjvCompiler, type ValidatorFactory } from '@fastify/ajv-compiler';

interface Validate {
  (data: unknown): unknown;
  errors?: unknown;
}

type RouteValidatorCompiler = (route: unknown) => Validate;

/**
 * Fastify's own Ajv compiler, except that each route's validator is compiled on the route's first request. Compiling
 * the schemas of every route up front was a quarter of the server's start, and most processes (a device gateway's
 * server, each API test's server) only ever call a few of the routes. Fastify reads a failed validation's reasons
 * from the function's `errors` after each call, so they are copied over from the compiled one.
 */
export function lazyValidatorFactory(): ValidatorFactory {
  const buildFromPool = AjvCompiler();
  const lazyFactory = (...args: Parameters<typeof buildFromPool>) => {
    const compileRoute = buildFromPool(...args) as unknown as RouteValidatorCompiler;
    return (route: unknown): Validate => {
      let compiled: Validate | undefined;
      const validate: Validate = (data) => {
        compiled ??= compileRoute(route);
        const result = compiled(data);
        validate.errors = compiled.errors;
        return result;
      };
      return validate;
    };
  };
  return lazyFactory as unknown as ValidatorFactory;
}
