import { beforeEach, describe, expect, it } from 'vitest';
import { showToast, useToastStore } from './toast-store';

const messages = () => useToastStore.getState().toasts.map((toast) => toast.message);

describe('toast store', () => {
  beforeEach(() => {
    useToastStore.setState({ toasts: [] });
    window.history.replaceState(null, '', '/login');
  });

  it('replaces the toast at the same place with the newer one', () => {
    showToast({ type: 'error', message: 'first' });
    showToast({ type: 'success', message: 'saved' });
    showToast({ type: 'error', message: 'second' });
    expect(messages()).toEqual(['saved', 'second']);
  });

  it('suppresses a repeat of the message showing', () => {
    showToast({ type: 'error', message: 'same' });
    const [shown] = useToastStore.getState().toasts;
    showToast({ type: 'error', message: 'same' });
    expect(useToastStore.getState().toasts).toEqual([shown]);
  });

  it('closes the toasts of the screen the user left, unless they were meant for the next one', () => {
    showToast({ type: 'error', message: 'wrong password' });
    showToast({ type: 'info', message: 'session expired', position: 'bottom-right', keepOnNavigation: true });
    useToastStore.getState().enterScreen('/login');
    expect(messages()).toEqual(['wrong password', 'session expired']);
    window.history.replaceState(null, '', '/login/resetPasswordRequest');
    useToastStore.getState().enterScreen('/login/resetPasswordRequest');
    expect(messages()).toEqual(['session expired']);
  });
});
