import { createContext } from 'react';

/**
 * The states a dashboard state widget is inside, outermost first: the state of the page (or dialog) and each state
 * an enclosing dashboard state widget shows. Null outside any dashboard state widget.
 */
export const EmbeddedStates = createContext<readonly string[] | null>(null);
