import { javascriptLanguage } from '@codemirror/lang-javascript';

/**
 * Whether a function body parses as JavaScript. The console's security policy forbids `new Function`, so the body
 * is parsed with the code editor's own grammar (wrapped in a function, where `return` is allowed) and never run.
 */
export function parsesAsFunctionBody(body: string): boolean {
  const tree = javascriptLanguage.parser.parse(`function f() {\n${body}\n}`);
  let valid = true;
  tree.iterate({
    enter(node) {
      if (node.type.isError) valid = false;
      return valid;
    },
  });
  return valid;
}
