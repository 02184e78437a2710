/** A customPretty action's dialog: its HTML (sanitised when shown) and its CSS, scoped to the dialog. */
export interface CustomDialogRequest {
  kind: 'custom';
  /** the action's name, shown as the dialog's accessible name */
  title: string;
  html: string;
  css: string;
  /** the class the CSS is scoped to, named after the action as the platform namespaces it */
  scopeClass: string;
}

/** `custom-action-pretty-<action name lowercased>`, reduced to what a CSS class name may hold. */
export function customActionScopeClass(actionName: string): string {
  const name = actionName
    .toLowerCase()
    .replace(/[^a-z0-9_-]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `custom-action-pretty-${name || 'action'}`;
}

export function customDialogFor(actionName: string, html: string, css: string): CustomDialogRequest {
  return { kind: 'custom', title: actionName, html, css, scopeClass: customActionScopeClass(actionName) };
}
