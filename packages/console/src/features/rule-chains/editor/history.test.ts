import { describe, expect, it } from 'vitest';
import { canRedo, canUndo, HISTORY_LIMIT, pushState, redo, startHistory, undo } from './history';

describe('the undo stack', () => {
  it('undoes and redoes in order', () => {
    let history = startHistory('a');
    history = pushState(history, 'b');
    history = pushState(history, 'c');
    history = undo(history);
    expect(history.present).toBe('b');
    history = undo(history);
    expect(history.present).toBe('a');
    expect(canUndo(history)).toBe(false);
    history = redo(history);
    expect(history.present).toBe('b');
    history = redo(history);
    expect(history.present).toBe('c');
    expect(canRedo(history)).toBe(false);
  });

  it('forgets what was undone once a new change is made', () => {
    let history = pushState(startHistory('a'), 'b');
    history = undo(history);
    history = pushState(history, 'c');
    expect(canRedo(history)).toBe(false);
    expect(undo(history).present).toBe('a');
  });

  it('does nothing at either end and ignores a state that did not change', () => {
    const history = startHistory('a');
    expect(undo(history)).toBe(history);
    expect(redo(history)).toBe(history);
    expect(pushState(history, 'a')).toBe(history);
  });

  it('keeps at most its limit of steps', () => {
    let history = startHistory(0);
    for (let step = 1; step <= HISTORY_LIMIT + 10; step++) history = pushState(history, step);
    expect(history.past).toHaveLength(HISTORY_LIMIT);
    expect(history.past[0]).toBe(10);
  });
});
