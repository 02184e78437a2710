import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { DashboardEditing } from './useDashboardEditing';
import { useEditShortcuts } from './useEditShortcuts';

function editing(selected: DashboardEditing['selected']): DashboardEditing {
  return {
    canEdit: true,
    active: true,
    draft: null,
    dirty: false,
    saving: false,
    saveError: null,
    selected,
    select: vi.fn(),
    enter: vi.fn(),
    dispatch: vi.fn(),
    save: vi.fn(),
    discard: vi.fn(),
  };
}

function press(key: string, modifiers: KeyboardEventInit = {}, target: EventTarget = document.body) {
  target.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, ...modifiers }));
}

describe('the edit mode keyboard', () => {
  it('undoes with Ctrl+Z and redoes with Ctrl+Shift+Z and Ctrl+Y', () => {
    const edit = editing(null);
    renderHook(() => useEditShortcuts(edit, 'default'));
    press('z', { ctrlKey: true });
    press('Z', { ctrlKey: true, shiftKey: true });
    press('y', { ctrlKey: true });
    expect(vi.mocked(edit.dispatch).mock.calls.map(([action]) => action.type)).toEqual(['undo', 'redo', 'redo']);
  });

  it('copies, pastes into and deletes from the selected widget layout of the shown state', () => {
    const edit = editing({ widgetId: 'w1', layoutId: 'right' });
    renderHook(() => useEditShortcuts(edit, 'details'));
    const layout = { stateId: 'details', layoutId: 'right' };
    press('c', { ctrlKey: true });
    press('v', { metaKey: true });
    press('Delete');
    const actions = vi.mocked(edit.dispatch).mock.calls.map(([action]) => action);
    expect(actions[0]).toEqual({ type: 'copy', from: layout, widgetId: 'w1' });
    expect(actions[1]).toMatchObject({ type: 'paste', to: layout });
    expect(actions[2]).toEqual({ type: 'remove', from: layout, widgetId: 'w1' });
    expect(edit.select).toHaveBeenCalledWith(null);
  });

  it('leaves keys typed into a field alone, and copies or deletes nothing without a selected widget', () => {
    const edit = editing(null);
    renderHook(() => useEditShortcuts(edit, 'default'));
    const input = document.createElement('input');
    document.body.append(input);
    press('z', { ctrlKey: true }, input);
    press('c', { ctrlKey: true });
    press('Delete');
    input.remove();
    expect(edit.dispatch).not.toHaveBeenCalled();
  });

  it('listens to nothing outside edit mode', () => {
    const edit = { ...editing({ widgetId: 'w1', layoutId: 'main' }), active: false };
    renderHook(() => useEditShortcuts(edit, 'default'));
    press('z', { ctrlKey: true });
    press('Delete');
    expect(edit.dispatch).not.toHaveBeenCalled();
  });
});
