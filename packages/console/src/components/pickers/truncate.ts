/** A searched text as the no-match messages quote it: at most 6 characters, then an ellipsis. */
export function truncateSearchText(text: string, length = 6): string {
  return text.length > length ? `${text.slice(0, length)}...` : text;
}
