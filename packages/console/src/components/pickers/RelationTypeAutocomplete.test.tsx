import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { matchingRelationTypes, RelationTypeAutocomplete, relationTypeError } from './RelationTypeAutocomplete';

describe('relation type autocomplete', () => {
  it('requires a type of at most 255 characters', () => {
    expect(relationTypeError(null, true)).toBe('relation.relation-type-required');
    expect(relationTypeError('x'.repeat(256), true)).toBe('relation.relation-type-max-length');
    expect(relationTypeError('Feeds', true)).toBeNull();
  });

  it('filters the predefined types by a case-insensitive prefix', () => {
    expect(matchingRelationTypes('')).toEqual(['Contains', 'Manages']);
    expect(matchingRelationTypes('man')).toEqual(['Manages']);
    expect(matchingRelationTypes('x')).toEqual([]);
  });

  it('offers Contains and Manages, accepts free text and makes no server calls', async () => {
    const fetchSpy = vi.fn();
    vi.stubGlobal('fetch', fetchSpy);
    const onChange = vi.fn();
    await renderWithProviders(<RelationTypeAutocomplete value={null} onChange={onChange} required />);
    const input = screen.getByRole('combobox', { name: 'Relation type' });
    await userEvent.click(input);
    expect(screen.getByRole('option', { name: 'Contains' })).toBeTruthy();
    await userEvent.click(screen.getByRole('option', { name: 'Manages' }));
    expect(onChange).toHaveBeenLastCalledWith('Manages');
    await userEvent.clear(input);
    await userEvent.type(input, 'Feeds');
    expect(onChange).toHaveBeenLastCalledWith('Feeds');
    await userEvent.clear(input);
    await userEvent.tab();
    expect(await screen.findByText('Relation type is required.')).toBeTruthy();
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});
