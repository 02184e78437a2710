/** The syntax check, loaded with the code editor's grammar only when a dialog saves. */
export async function loadSyntaxCheck(): Promise<(body: string) => boolean> {
  const { parsesAsFunctionBody } = await import('./script-syntax');
  return parsesAsFunctionBody;
}
